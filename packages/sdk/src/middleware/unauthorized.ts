import type { Middleware } from 'openapi-fetch';
import { contextOf } from '../call-context';
import { serverMessageOf } from '../envelope';
import { ApiHttpError } from '../errors';
import { AUTHORIZATION_HEADER, AUTHORIZATION_STORAGE_KEY } from '../spec-constants';
import type { TokenStorage } from '../token-storage';

/** What the 401 rule needs from the client. */
export interface UnauthorizedOptions {
  storage: TokenStorage;
  /** Told once per burst of 401s the session does not survive, with the page's path (undefined on Node). */
  onUnauthorized: (returnPath: string | undefined) => void;
  returnPath: () => string | undefined;
  /** The client's `reauthenticate`: a new Authorization value after a 401, or undefined when there is none. */
  reauthenticate?: () => Promise<string | undefined>;
}

/** How a burst of 401s ended: a new Authorization value (stored), or the session lost (and why). */
interface Renewal {
  value: string | undefined;
  error: unknown;
}

/**
 * spec §4/§8: a 401 shows no notice, clears the stored authorization and calls `onUnauthorized(returnPath)`,
 * once for a burst of parallel 401s, then the call rejects with ApiHttpError(401) carrying the server's message.
 * A burst is every 401 answered to the same Authorization value (or to none): calls made after a new login start
 * a new burst. The sdk navigates nowhere; where the user goes is the app's call.
 *
 * With `reauthenticate` (a service), a burst first calls it, once: a value is stored and every call of the burst
 * that may (not `login()`, not a retry) is marked for one retry; no value, or a throw, loses the session as above.
 */
export function unauthorizedMiddleware({
  storage,
  onUnauthorized,
  returnPath,
  reauthenticate,
}: UnauthorizedOptions): Middleware {
  let burst: { authorization: string | null; renewal: Promise<Renewal> } | undefined;
  // Ends a burst: a new value from `reauthenticate` (when the call may ask for one) is stored; else the session is
  // lost, the stored value cleared and the app told. Without a call to `reauthenticate` it all happens at once.
  const renew = async (renewable: boolean): Promise<Renewal> => {
    let value: string | undefined;
    let error: unknown;
    try {
      value = reauthenticate && renewable ? await reauthenticate() : undefined;
    } catch (thrown) {
      error = thrown;
    }
    if (value) storage.setItem(AUTHORIZATION_STORAGE_KEY, value);
    else {
      storage.removeItem(AUTHORIZATION_STORAGE_KEY);
      onUnauthorized(returnPath());
    }
    return { value, error };
  };
  const reject = async (request: Request, response: Response) => {
    // Read before anything else: the server's message (登录状态已失效…) is what a service logs. A body that breaks
    // off still ends the session (without a message).
    const serverMessage = serverMessageOf(await response.text().catch(() => ''));
    const call = contextOf(request);
    const authorization = request.headers.get(AUTHORIZATION_HEADER);
    if (burst?.authorization !== authorization) burst = { authorization, renewal: renew(call.renewable) };
    const { value, error } = await burst.renewal;
    if (value && call.renewable) call.renewed = true;
    throw new ApiHttpError(401, serverMessage, { cause: error });
  };
  return {
    // Not async: any other status (the common case) passes without a promise of its own.
    onResponse: ({ request, response }) => (response.status === 401 ? reject(request, response) : undefined),
  };
}
