import type { components } from './generated/schema';
import {
  ABORTED_MESSAGE,
  httpStatusMessage,
  MALFORMED_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
} from './http-messages';

/** Where a developer message starts until the client names the call (`locateError`). */
const UNLOCATED = 'Request';

/**
 * Base class of every error a call rejects with. `message` is the user's Chinese text (what a notice shows);
 * `developerMessage` says the same for a developer or a service log, in English, with the call that failed.
 */
export class ApiError extends Error {
  // Named in the source: a minifier renames classes, so `new.target.name` would say `e` in production.
  override name = 'ApiError';
  readonly status: number | undefined;
  /** The envelope's `code` for business errors, else the HTTP status. */
  readonly code: number | undefined;
  /** The failed call's HTTP method, upper case (`POST`). Undefined only for an error made outside a call. */
  readonly method: string | undefined;
  /** The failed call's path as the contract writes it (`/api/admin/permission/{id}`), without base URL or query. */
  readonly path: string | undefined;
  /** The contract's operationId of the failed call (`getUserPage`). */
  readonly operationId: string | undefined;
  /** English, for logs: `POST /api/auth/login (login) failed: HTTP 500`. */
  readonly developerMessage: string;
  constructor(
    message: string,
    options: { status?: number; code?: number; cause?: unknown; detail?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code ?? options.status;
    this.developerMessage = `${UNLOCATED} failed: ${options.detail ?? message}`;
  }
  /** `ApiHttpError: POST /api/auth/login (login) failed: HTTP 500`, for a log line. */
  override toString(): string {
    return `${this.name}: ${this.developerMessage}`;
  }
}

/** The body of a business error, as the contract describes it: `{ code, message, data: null }`. */
export type BusinessErrorEnvelope = components['schemas']['BusinessErrorEnvelope'];

/** spec §8: the envelope's code is not 200. `message` is the server's message or 业务数据异常. */
export class ApiBusinessError extends ApiError {
  override name = 'ApiBusinessError';
  /** The whole envelope the server sent. */
  readonly envelope: BusinessErrorEnvelope;
  constructor(message: string, code: number, envelope: BusinessErrorEnvelope, status = 200) {
    super(message, { status, code, detail: `business error ${code}: ${envelope.message || message}` });
    this.envelope = envelope;
  }
}

/** A response with an error status (4xx/5xx). `message` is the spec's Chinese text for the status. */
export class ApiHttpError extends ApiError {
  override name = 'ApiHttpError';
  /** The server's own message from an envelope body, when it sent one (on a 401 too). */
  readonly serverMessage: string | undefined;
  constructor(status: number, serverMessage?: string, options: { cause?: unknown } = {}) {
    super(httpStatusMessage(status), {
      status,
      cause: options.cause,
      detail: `HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`,
    });
    this.serverMessage = serverMessage;
  }
}

/** What failed, for a developer: `fetch failed (connect ECONNREFUSED 127.0.0.1:1)`. */
function causeText(cause: unknown): string {
  if (!(cause instanceof Error)) return cause === undefined ? 'no response' : String(cause);
  const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
  return `${cause.message}${inner}`;
}

/** No response at all: the connection failed or was dropped. */
export class ApiNetworkError extends ApiError {
  override name = 'ApiNetworkError';
  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause, detail: `network error: ${causeText(cause)}` });
  }
}

/** The call took longer than its timeout (60 s unless set per client or per call). */
export class ApiTimeoutError extends ApiError {
  override name = 'ApiTimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number, cause?: unknown) {
    super(TIMEOUT_MESSAGE, { cause, detail: `timed out after ${timeoutMs} ms` });
    this.timeoutMs = timeoutMs;
  }
}

/** The call was aborted. `byCaller` is true when the caller's own signal did it (no notice is shown then). */
export class ApiAbortError extends ApiError {
  override name = 'ApiAbortError';
  readonly byCaller: boolean;
  constructor(byCaller: boolean, cause?: unknown) {
    super(ABORTED_MESSAGE, { cause, detail: byCaller ? 'aborted by the caller' : 'aborted' });
    this.byCaller = byCaller;
  }
}

/** The body is not what the contract promises: not JSON, empty, or without a numeric `code`. */
export class ApiResponseFormatError extends ApiError {
  override name = 'ApiResponseFormatError';
  /** `detail` is the user's Chinese text, `reason` the same in English (the developer message). */
  constructor(detail: string, status: number, reason = detail) {
    super(`${MALFORMED_RESPONSE_MESSAGE}：${detail}`, {
      status,
      detail: `malformed response (HTTP ${status}): ${reason}`,
    });
  }
}

/**
 * `createApiClient` was given options no call can work with, e.g. no absolute `baseUrl` outside a browser. Every
 * call of that client rejects with it before any request (never as a network error); `message` says what to change.
 * Creating the client does not throw, so a browser app's modules can be evaluated on a server that makes no call.
 */
export class ApiConfigError extends Error {
  override name = 'ApiConfigError';
}

/**
 * Names the call that failed on its error: method, the contract's path and operationId, and the developer message
 * that starts with them. The client does it once, just before the call rejects; not exported from the package.
 */
export function locateError<E extends ApiError>(
  error: E,
  method: string,
  path: string,
  operationId: string | undefined,
): E {
  const upper = method.toUpperCase();
  return Object.assign(error, {
    method: upper,
    path,
    operationId,
    // the call in place of `Request`: the rest is what the error says went wrong
    developerMessage: `${upper} ${path}${operationId ? ` (${operationId})` : ''}${error.developerMessage.slice(UNLOCATED.length)}`,
  });
}
