import type { Middleware } from 'openapi-fetch';
import { contextOf } from '../call-context';
import { serverMessageOf } from '../envelope';
import { ApiHttpError } from '../errors';
import { reported } from '../notice';
import type { Notify } from '../notify';

/**
 * spec §8: an error status rejects with ApiHttpError and shows the status's Chinese text, with the server's
 * message as description, unless the call said `httpNotice: false`.
 */
export function httpStatusMiddleware(notify: Notify): Middleware {
  const reject = async (request: Request, response: Response) => {
    const error = new ApiHttpError(response.status, serverMessageOf(await response.text()));
    throw reported(notify, error, contextOf(request).httpNotice);
  };
  return {
    // Not async: a success (the common case) passes without a promise of its own.
    onResponse: ({ request, response }) => (response.ok ? undefined : reject(request, response)),
  };
}
