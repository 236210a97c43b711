import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { type DownloadedFile, downloadableFile, isDownloadResponse, saveWithAnchor } from './download';
import { businessErrorOf, type Envelope, parseEnvelope } from './envelope';
import { ApiError, ApiHttpError, ApiResponseFormatError } from './errors';
import type { paths } from './generated/schema';
import { authorizationMiddleware } from './middleware/authorization';
import { xsrfMiddleware } from './middleware/xsrf';
import { noticeFor } from './notice';
import type { Notify } from './notify';
import { AUTHORIZATION_HEADER, REQUEST_TIMEOUT_MS } from './spec-constants';
import { callSignal } from './timeout';
import type { ApiMethod, CallOptions, HttpMethod } from './types';
import { createUnauthorizedHandler, currentHashPath, loginHash } from './unauthorized';

/** A response that does not match the contract (reported in development builds only). */
export interface ContractViolation {
  method: string;
  path: string;
  status: number;
  issues: string[];
}
/** Validates a JSON body against the contract; see `@backoffice/sdk/contract`. */
export type ContractCheck = (
  method: string,
  path: string,
  status: number,
  body: unknown,
) => ContractViolation | undefined;

export interface ApiClientOptions {
  /** Prefix of every path. Default '' (same origin; spec §7). */
  baseUrl?: string;
  /** Default timeout of every call. Default REQUEST_TIMEOUT_MS (60 000). */
  timeoutMs?: number;
  /** Where the authorization value lives. Default `globalThis.localStorage` when there is one. */
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
  /** Shows a notice. Default: `console.warn` (pass the ui-kit's `notify` in a browser app). */
  notify?: Notify;
  /** Called once per burst of 401s with the path to come back to. Default: `location.hash = '#/login?redirectUrl=…'`. */
  onUnauthorized?: (returnPath: string) => void;
  /** Receives every downloaded file. Default: saves it through an `<a download>` in browsers; nothing on Node. */
  download?: (file: DownloadedFile) => void;
  /** The fetch to use. Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Headers added to every request (e.g. Prism's `Prefer` in development). */
  headers?: Record<string, string>;
  /** Checks responses against the contract; pass `createContractCheck()` from `@backoffice/sdk/contract` in development. */
  contractCheck?: ContractCheck;
  /** Told about every contract violation the check finds. Default: `console.error`. */
  onContractViolation?: (violation: ContractViolation) => void;
  /** The hash path the user is on (for the 401 return path). Default: from `location.hash`. */
  currentPath?: () => string;
  /** Cookie and origin for the XSRF rule. Default: `document.cookie` and `location.origin` in browsers. */
  xsrfEnvironment?: () => { cookie: string; origin: string } | undefined;
}

/** The typed client: one method per HTTP method, resolving to the operation's `data`. */
export interface ApiClient {
  GET: ApiMethod<'get'>;
  POST: ApiMethod<'post'>;
  PUT: ApiMethod<'put'>;
  DELETE: ApiMethod<'delete'>;
  /** Calls an operation that answers a file (spec §7) and resolves to `{ body, fileName }`. */
  download: <M extends HttpMethod>(
    method: M,
    path: string,
    init?: Record<string, unknown> & CallOptions,
  ) => Promise<DownloadedFile>;
  /** The underlying openapi-fetch client, with the request interceptors installed. */
  client: Client<paths>;
}

const browser = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  hashPath: () => currentHashPath(typeof location === 'undefined' ? '' : location.hash),
  xsrf: () =>
    typeof document === 'undefined' || typeof location === 'undefined'
      ? undefined
      : { cookie: document.cookie, origin: location.origin },
  onUnauthorized: (returnPath: string) => {
    if (typeof location !== 'undefined') location.hash = loginHash(returnPath);
  },
  notify: ((notice) => console.warn(`[${notice.level}] ${notice.title}`, notice.description ?? '')) as Notify,
};

/**
 * Creates the one client of the app: openapi-fetch with the spec's HTTP rules (DESIGN.md §5).
 *
 * Order, fixed: request — X-Requested-With and Authorization, then X-XSRF-TOKEN (same origin), then the
 * timeout races the caller's signal; response — 401 (no notice; clear the token; go to login once per burst),
 * then HTTP status notices, then downloads, then the envelope (code ≠ 200 → business notice and rejection),
 * then the contract check.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const storage = options.storage ? () => options.storage : browser.storage;
  const notify = options.notify ?? browser.notify;
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const save = options.download ?? saveWithAnchor;
  const reportViolation =
    options.onContractViolation ?? ((violation) => console.error('Contract violation', violation));
  const onUnauthorized = createUnauthorizedHandler({
    storage,
    hashPath: options.currentPath ?? browser.hashPath,
    onUnauthorized: options.onUnauthorized ?? browser.onUnauthorized,
  });

  const client = createClient<paths>({ baseUrl: options.baseUrl ?? '', headers: options.headers });
  const middleware: Middleware[] = [
    authorizationMiddleware(storage),
    xsrfMiddleware(options.xsrfEnvironment ?? browser.xsrf),
  ];
  client.use(...middleware);

  function fail(error: ApiError, show: boolean): never {
    const notice = show ? noticeFor(error) : undefined;
    if (notice) notify(notice);
    throw error;
  }

  async function call(
    method: HttpMethod,
    path: string,
    init: Record<string, unknown> & CallOptions = {},
    expectFile = false,
  ) {
    const { httpNotice = true, businessNotice = true, raw = false, timeoutMs, signal, ...fetchInit } = init;
    const timed = callSignal(timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS, signal);
    let received: Response | undefined;
    let sentAuthorization: string | null = null;
    try {
      await (client.request as (m: string, p: string, i: object) => Promise<unknown>)(method, path, {
        ...fetchInit,
        parseAs: 'stream',
        signal: timed.signal,
        fetch: async (input: Request) => {
          sentAuthorization = input.headers.get(AUTHORIZATION_HEADER);
          received = await baseFetch(input);
          // openapi-fetch reads error bodies itself: it gets a copy, the original stays ours to read.
          // A success body it leaves alone (parseAs 'stream'), so no copy is needed there.
          return received.ok ? received : received.clone();
        },
      });
    } catch (error) {
      return fail(error instanceof ApiError ? error : timed.classify(error), httpNotice);
    }
    const response = received;
    if (!response) return fail(timed.classify(new Error('no response')), httpNotice);

    // spec §8: 401 shows no notice; the session ends and the user goes to login.
    if (response.status === 401) {
      onUnauthorized(sentAuthorization);
      throw new ApiHttpError(401);
    }
    const text = () => response.text().catch((error: unknown) => fail(timed.classify(error), httpNotice));
    if (!response.ok) {
      const body = await text();
      let serverMessage: string | undefined;
      try {
        serverMessage = parseEnvelope(body, response.status).message || undefined;
      } catch {
        // an HTML error page or an empty body: the status text alone says it
      }
      return fail(new ApiHttpError(response.status, serverMessage), httpNotice);
    }
    if (isDownloadResponse(response, response.url || path)) {
      const file = await downloadableFile(response).catch((error: unknown) =>
        fail(timed.classify(error), httpNotice),
      );
      save(file);
      return file;
    }
    if (expectFile) {
      return fail(
        new ApiResponseFormatError('期望文件下载，但服务器返回了其他内容', response.status),
        httpNotice,
      );
    }
    let envelope: Envelope;
    try {
      envelope = parseEnvelope(await text(), response.status);
    } catch (error) {
      return fail(error as ApiError, httpNotice);
    }
    const violation = options.contractCheck?.(method, path, response.status, envelope);
    if (violation) reportViolation(violation);
    if (raw) return envelope;
    const businessError = businessErrorOf(envelope, response.status);
    if (businessError) fail(businessError, businessNotice);
    return envelope.data;
  }

  const method =
    <M extends HttpMethod>(name: M) =>
    (path: string, init?: Record<string, unknown> & CallOptions) =>
      call(name, path, init);
  return {
    GET: method('get') as ApiMethod<'get'>,
    POST: method('post') as ApiMethod<'post'>,
    PUT: method('put') as ApiMethod<'put'>,
    DELETE: method('delete') as ApiMethod<'delete'>,
    download: (name, path, init) => call(name, path, init, true) as Promise<DownloadedFile>,
    client,
  };
}
