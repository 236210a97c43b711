import createClient from 'openapi-fetch';
import { CALL_CONTEXT_KEY, type CallContext } from './call-context';
import { CallRequest } from './call-request';
import type { DownloadedFile } from './download';
import { browserReturnPath, browserXsrf, inBrowser, pageNotify, pageSave } from './environment';
import { ApiConfigError, ApiError, locateError } from './errors';
import type { paths } from './generated/schema';
import { authorizationMiddleware } from './middleware/authorization';
import { downloadMiddleware } from './middleware/download';
import { type ContractCheck, type ContractViolation, envelopeMiddleware } from './middleware/envelope';
import { httpStatusMiddleware } from './middleware/http-status';
import { networkErrorMiddleware, typedFailure } from './middleware/network-error';
import { requestHeadersMiddleware } from './middleware/request-headers';
import { unauthorizedMiddleware } from './middleware/unauthorized';
import { type XsrfEnvironment, xsrfMiddleware } from './middleware/xsrf';
import type { Notify } from './notify';
import { lookUpOperationId } from './operation-id';
import { AUTHORIZATION_STORAGE_KEY, REQUEST_TIMEOUT_MS } from './spec-constants';
import { callTimeout } from './timeout';
import { memoryTokenStorage, type TokenStorage } from './token-storage';
import type {
  ApiDownload,
  ApiMethod,
  CallOptions,
  CallInit as ContractCallInit,
  HttpMethod,
  Schema,
} from './types';

/** Options of {@link createApiClient}; every one has a default that fits a browser and one that fits Node. */
export interface ApiClientOptions {
  /**
   * Prefix of every path. Default '' (same origin; spec §7). Outside a browser it must be an absolute URL
   * (`https://erp.example.com`): otherwise every call rejects with ApiConfigError.
   */
  baseUrl?: string;
  /** Default timeout of every call. Default REQUEST_TIMEOUT_MS (60 000). */
  timeoutMs?: number;
  /**
   * The Authorization value of every request: a string, or a function (sync or async) called per request.
   * Default: the value in `storage`.
   */
  auth?: string | (() => string | null | undefined | Promise<string | null | undefined>);
  /**
   * Where the authorization value lives (key `Authorization`, spec §1). Default: `localStorage` in a browser,
   * memory on Node.
   */
  storage?: TokenStorage;
  /**
   * Shows a notice. Default in a browser: a notice in the page, top right (top centre under 576 px), `role="alert"`
   * for an error and `role="status"` otherwise, with a close button (关闭); it goes after 4.5 s (spec §9, errors
   * too) unless the pointer or focus is on it, and a notice with the key of one on screen replaces it. Styled
   * through `element.style` (a CSP with `style-src 'self'` allows it), light or dark as the page prefers; its code
   * loads with the first notice, and `console.warn` takes the notice when that load fails. None on Node (errors
   * still reject).
   */
  notify?: Notify;
  /**
   * Called once per burst of 401s, after the stored authorization is cleared, with the page's
   * pathname + search + hash in a browser (undefined on Node). The sdk navigates nowhere. Default: nothing.
   */
  onUnauthorized?: (returnPath: string | undefined) => void;
  /**
   * For a service: logs in again after a 401 and answers the new Authorization value (or undefined when it
   * cannot). It is called once for a burst of parallel 401s; the value is stored like `login()` stores its token,
   * and each failed call is retried once with it. A call that fails again, or a burst it answers undefined (or
   * throws) for, rejects with the 401 (its `cause` is what `reauthenticate` threw) after the token is cleared and
   * `onUnauthorized` is told. `login()` itself is never retried. Default: none (a 401 rejects at once).
   */
  reauthenticate?: () => Promise<string | undefined>;
  /** Receives every downloaded file. Default: saved through an `<a download>` in a browser; nothing on Node. */
  download?: (file: DownloadedFile) => void;
  /** The fetch to use, called as `fetch(url, init)`. Default `globalThis.fetch`. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Headers added to every request (e.g. Prism's `Prefer` in development). */
  headers?: Record<string, string>;
  /** Checks responses against the contract; pass `createContractCheck()` from `@backoffice/sdk/contract` in development. */
  contractCheck?: ContractCheck;
  /** Told about every contract violation the check finds. Default: `console.error`. */
  onContractViolation?: (violation: ContractViolation) => void;
  /** Cookie and origin for the XSRF rule. Default: `document.cookie` and `location.origin` in a browser. */
  xsrfEnvironment?: XsrfEnvironment;
}

/** The typed client: one method per HTTP method, resolving to the operation's `data` (or its file). */
export interface ApiClient {
  GET: ApiMethod<'get'>;
  POST: ApiMethod<'post'>;
  PUT: ApiMethod<'put'>;
  DELETE: ApiMethod<'delete'>;
  /** Calls an operation that answers a file (spec §7) and resolves to `{ body, fileName }`. */
  download: ApiDownload;
  /** Logs in (`POST /api/auth/login`) and stores the token it answers, so every later call sends it. */
  login(
    credentials: Schema<'LoginRequest'>,
    options?: Omit<ContractCallInit<'/api/auth/login', 'post'>, 'body' | 'raw'>,
  ): Promise<Schema<'LoginResult'>>;
  /** Stores an authorization value: every later call sends it (unless the `auth` option decides). */
  setAuthorization(value: string): void;
  /** Removes the stored authorization value (what a 401 does too). */
  clearAuthorization(): void;
}

type CallInit = Record<string, unknown> & CallOptions;

/** True where a relative URL resolves against a page (or a worker's location), as fetch needs. */
const hasLocation = () => typeof location !== 'undefined';

/**
 * Creates a client of the back-office API: openapi-fetch with the contract's HTTP rules as middleware, in this
 * order:
 * - request: X-Requested-With and the contract's constant headers → Authorization → X-XSRF-TOKEN (same origin);
 * - response: 401 (no notice, token cleared, `onUnauthorized` once per burst) → HTTP status notices →
 *   downloads → the envelope (code ≠ 200: business notice and ApiBusinessError; else `data`);
 * - fetch failures: network, timeout and abort errors with their notices.
 *
 * Every error names the call that failed (method, the contract's path, operationId).
 *
 * Outside a browser with `baseUrl` missing or relative no call could reach the API: each call rejects with
 * ApiConfigError before any request.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  // Not thrown here: a browser app's modules may be evaluated on a server (a prerender, SSR, a test) that makes no
  // call. Every call of such a client rejects with ApiConfigError, before any request.
  // (URL.canParse is Node ≥ 19.9; it is not called where there is a location, i.e. in older browsers.)
  const misconfigured = !hasLocation() && !URL.canParse(baseUrl);
  const browser = inBrowser();
  const storage = options.storage ?? (browser ? localStorage : memoryTokenStorage());
  const notify = options.notify ?? (browser ? pageNotify : () => {});
  const { auth } = options;
  const baseFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const client = createClient<paths>({
    baseUrl,
    headers: options.headers,
    Request: CallRequest as unknown as typeof Request,
    fetch: (request) => baseFetch(request.url, (request as unknown as CallRequest).init),
  });
  // Response rules in the order they apply; openapi-fetch runs onResponse from the last registered up.
  const responseRules = [
    unauthorizedMiddleware({
      storage,
      onUnauthorized: options.onUnauthorized ?? (() => {}),
      returnPath: browserReturnPath,
      reauthenticate: options.reauthenticate,
    }),
    httpStatusMiddleware(notify),
    downloadMiddleware({ save: options.download ?? (browser ? pageSave : undefined) }),
    envelopeMiddleware({
      notify,
      contractCheck: options.contractCheck,
      onContractViolation:
        options.onContractViolation ?? ((violation) => console.error('Contract violation', violation)),
    }),
  ];
  client.use(
    requestHeadersMiddleware,
    authorizationMiddleware(
      typeof auth === 'function'
        ? auth
        : () => (auth === undefined ? storage.getItem(AUTHORIZATION_STORAGE_KEY) : auth),
    ),
    xsrfMiddleware(options.xsrfEnvironment ?? browserXsrf),
    networkErrorMiddleware(notify),
    ...responseRules.reverse(),
  );

  async function call(
    method: HttpMethod,
    path: string,
    init: CallInit = {},
    expectFile = false,
    renewable = true,
  ): Promise<unknown> {
    if (misconfigured)
      throw new ApiConfigError(
        `baseUrl must be an absolute URL outside a browser, got ${JSON.stringify(options.baseUrl)}: ` +
          "e.g. createApiClient({ baseUrl: 'https://erp.example.com' })",
      );
    const { httpNotice = true, businessNotice = true, raw = false, timeoutMs, signal, ...fetchInit } = init;
    const timeout = callTimeout(timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS, signal);
    const context: CallContext = { httpNotice, businessNotice, raw, expectFile, renewable, timeout };
    try {
      await client.request(
        method as 'get',
        path as never,
        {
          ...fetchInit,
          signal: timeout.signal,
          // The rules read the body themselves; openapi-fetch must leave it alone.
          parseAs: 'stream',
          fetch: undefined,
          middleware: undefined,
          [CALL_CONTEXT_KEY]: context,
        } as never,
      );
      return context.result;
    } catch (error) {
      // A rule's typed error as it is; anything else (a body that broke off mid-read) gets typed here.
      const failure = error instanceof ApiError ? error : typedFailure(notify, context, error);
      // The 401 rule logged in again: one more try, which a second 401 ends.
      if (context.renewed) return call(method, path, init, expectFile, false);
      throw locateError(failure, method, path, await lookUpOperationId(method, path));
    } finally {
      timeout.clear();
    }
  }

  const method = (name: HttpMethod) => (path: string, init?: CallInit) => call(name, path, init);
  const setAuthorization = (value: string) => storage.setItem(AUTHORIZATION_STORAGE_KEY, value);
  return {
    GET: method('get') as ApiMethod<'get'>,
    POST: method('post') as ApiMethod<'post'>,
    PUT: method('put') as ApiMethod<'put'>,
    DELETE: method('delete') as ApiMethod<'delete'>,
    download: ((name: HttpMethod, path: string, init?: CallInit) =>
      call(name, path, init, true)) as ApiDownload,
    async login(credentials, callOptions) {
      // Never retried after a 401: `reauthenticate` usually calls login() itself.
      const login = { ...callOptions, raw: false, body: credentials };
      const result = (await call('post', '/api/auth/login', login, false, false)) as Schema<'LoginResult'>;
      setAuthorization(result.token);
      return result;
    },
    setAuthorization,
    clearAuthorization: () => storage.removeItem(AUTHORIZATION_STORAGE_KEY),
  };
}
