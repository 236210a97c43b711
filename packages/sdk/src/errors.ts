import type { components } from './generated/schema';
import {
  ABORTED_MESSAGE,
  httpStatusMessage,
  MALFORMED_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
} from './http-messages';

/** Base class of every error a call rejects with. `status` is the HTTP status when there was a response. */
export class ApiError extends Error {
  // Named in the source: a minifier renames classes, so `new.target.name` would say `e` in production.
  override name = 'ApiError';
  readonly status: number | undefined;
  /** The envelope's `code` for business errors, else the HTTP status. */
  readonly code: number | undefined;
  constructor(message: string, options: { status?: number; code?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code ?? options.status;
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
    super(message, { status, code });
    this.envelope = envelope;
  }
}

/** A response with an error status (4xx/5xx). `message` is the spec's Chinese text for the status. */
export class ApiHttpError extends ApiError {
  override name = 'ApiHttpError';
  /** The server's own message from an envelope body, when it sent one. */
  readonly serverMessage: string | undefined;
  constructor(status: number, serverMessage?: string) {
    super(httpStatusMessage(status), { status });
    this.serverMessage = serverMessage;
  }
}

/** No response at all: the connection failed or was dropped. */
export class ApiNetworkError extends ApiError {
  override name = 'ApiNetworkError';
  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
  }
}

/** The call took longer than its timeout (60 s unless set per client or per call). */
export class ApiTimeoutError extends ApiError {
  override name = 'ApiTimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number, cause?: unknown) {
    super(TIMEOUT_MESSAGE, { cause });
    this.timeoutMs = timeoutMs;
  }
}

/** The call was aborted. `byCaller` is true when the caller's own signal did it (no notice is shown then). */
export class ApiAbortError extends ApiError {
  override name = 'ApiAbortError';
  readonly byCaller: boolean;
  constructor(byCaller: boolean, cause?: unknown) {
    super(ABORTED_MESSAGE, { cause });
    this.byCaller = byCaller;
  }
}

/** The body is not what the contract promises: not JSON, empty, or without a numeric `code`. */
export class ApiResponseFormatError extends ApiError {
  override name = 'ApiResponseFormatError';
  constructor(detail: string, status: number) {
    super(`${MALFORMED_RESPONSE_MESSAGE}：${detail}`, { status });
  }
}
