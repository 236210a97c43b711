import { ApiAbortError, ApiBusinessError, type ApiError, ApiHttpError, ApiTimeoutError } from './errors';
import type { Notice, Notify } from './notify';

/**
 * The notice for an error a call rejects with, or none: nothing for a 401 (spec §8) or for an abort the caller
 * asked for. The title is what happened; the description is the server's own message when it sent one.
 */
export function noticeFor(error: ApiError): Notice | undefined {
  if (error instanceof ApiAbortError && error.byCaller) return undefined;
  if (error instanceof ApiHttpError && error.status === 401) return undefined;
  const description = error instanceof ApiHttpError ? error.serverMessage : undefined;
  return {
    level: 'error',
    title: error.message,
    ...(description ? { description } : {}),
    // the same notice twice in a burst shows once
    key:
      error instanceof ApiHttpError
        ? `http-${error.status}`
        : error instanceof ApiBusinessError
          ? `business-${error.code}`
          : error instanceof ApiTimeoutError
            ? 'timeout'
            : error.name,
  };
}

/** Shows the error's notice when `show` is set (the call did not switch it off), and hands the error back. */
export function reported<E extends ApiError>(notify: Notify, error: E, show: boolean): E {
  const notice = show ? noticeFor(error) : undefined;
  if (notice) notify(notice);
  return error;
}
