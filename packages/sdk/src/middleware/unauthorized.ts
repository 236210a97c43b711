import type { Middleware } from 'openapi-fetch';
import { ApiHttpError } from '../errors';
import { AUTHORIZATION_HEADER, AUTHORIZATION_STORAGE_KEY } from '../spec-constants';
import type { TokenStorage } from '../token-storage';

/** What the 401 rule needs from the client. */
export interface UnauthorizedOptions {
  storage: TokenStorage;
  /** Told once per burst of 401s, with the page's path in a browser (undefined on Node). */
  onUnauthorized: (returnPath: string | undefined) => void;
  returnPath: () => string | undefined;
}

/**
 * spec §4/§8: a 401 shows no notice, clears the stored authorization and calls `onUnauthorized(returnPath)`,
 * once for a burst of parallel 401s, then the call rejects with ApiHttpError(401). A burst is every 401 answered
 * to the same Authorization value (or to none): calls made after a new login start a new burst. The sdk
 * navigates nowhere; where the user goes is the app's call.
 */
export function unauthorizedMiddleware(options: UnauthorizedOptions): Middleware {
  let burst: { authorization: string | null } | undefined;
  return {
    onResponse({ request, response }) {
      if (response.status !== 401) return;
      void response.body?.cancel();
      const authorization = request.headers.get(AUTHORIZATION_HEADER);
      if (burst?.authorization !== authorization) {
        burst = { authorization };
        options.storage.removeItem(AUTHORIZATION_STORAGE_KEY);
        options.onUnauthorized(options.returnPath());
      }
      throw new ApiHttpError(401);
    },
  };
}
