import { ApiAbortError, ApiBusinessError, type ApiError, ApiHttpError, ApiTimeoutError } from './errors';
import type { Notice, Notify } from './notify';

/**
 * The notice for an error a call rejects with, or none: nothing for a 401 (spec §8) or for an abort the caller
 * asked for. The title is what happened; the description is the server's own message when it sent one.
 */
export function noticeFor(error: ApiError): Notice | undefined {
  if (error instanceof ApiAbortError && error.byCaller) return undefined;
  if (error instanceof ApiHttpError) {
    if (error.status === 401) return undefined;
    return {
      level: 'error',
      title: error.message,
      ...(error.serverMessage ? { description: error.serverMessage } : {}),
      key: `http-${error.status}`,
    };
  }
  if (error instanceof ApiBusinessError)
    return { level: 'error', title: error.message, key: `business-${error.code}` };
  if (error instanceof ApiTimeoutError) return { level: 'error', title: error.message, key: 'timeout' };
  return { level: 'error', title: error.message, key: error.name };
}

/** Shows the error's notice when `show` is set (the call did not switch it off), and hands the error back. */
export function reported<E extends ApiError>(notify: Notify, error: E, show: boolean): E {
  const notice = show ? noticeFor(error) : undefined;
  if (notice) notify(notice);
  return error;
}
