import type { Middleware } from 'openapi-fetch';
import { type CallContext, contextOf } from '../call-context';
import type { ApiError } from '../errors';
import { reported } from '../notice';
import type { Notify } from '../notify';

/**
 * spec §8 "other errors": what fetch (or a body read) threw becomes ApiNetworkError, ApiTimeoutError or
 * ApiAbortError, with its notice unless `httpNotice: false`; an abort the caller asked for shows nothing.
 */
export function typedFailure(notify: Notify, call: CallContext, error: unknown): ApiError {
  return reported(notify, call.timeout.classify(error), call.httpNotice);
}

/** The error side of the chain: fetch failed before any response. */
export function networkErrorMiddleware(notify: Notify): Middleware {
  return {
    onError: ({ request, error }) => typedFailure(notify, contextOf(request), error),
  };
}
