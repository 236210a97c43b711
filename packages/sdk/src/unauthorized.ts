import { AUTHORIZATION_STORAGE_KEY, LOGIN_PATH, REDIRECT_URL_PARAM } from './spec-constants';

/** The hash path the user is on, e.g. `/purchase/order?id=1` for `#/purchase/order?id=1`. */
export function currentHashPath(hash: string): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * spec §2: the return path for login. On the login route itself, keep the redirectUrl it already carries
 * (never nest a second one).
 */
export function returnPathFor(hashPath: string): string {
  const [pathname = '', search = ''] = hashPath.split('?');
  if (pathname !== LOGIN_PATH) return hashPath;
  return new URLSearchParams(search).get(REDIRECT_URL_PARAM) ?? '/';
}

/** The login hash for a return path: `#/login?redirectUrl=<encoded path>`. */
export function loginHash(returnPath: string): string {
  return `#${LOGIN_PATH}?${REDIRECT_URL_PARAM}=${encodeURIComponent(returnPath)}`;
}

/**
 * spec §4: a 401 clears the stored authorization value and sends the user to login with the return path —
 * once for a burst of parallel 401s. A burst is every 401 answered to the same Authorization value (or to no
 * value): calls made after a new login start a new burst.
 */
export function createUnauthorizedHandler(options: {
  storage: () => Pick<Storage, 'removeItem'> | undefined;
  hashPath: () => string;
  onUnauthorized: (returnPath: string) => void;
}): (sentAuthorization: string | null) => void {
  let handled: { token: string | null } | undefined;
  return (sentAuthorization) => {
    if (handled && handled.token === sentAuthorization) return;
    handled = { token: sentAuthorization };
    options.storage()?.removeItem(AUTHORIZATION_STORAGE_KEY);
    options.onUnauthorized(returnPathFor(options.hashPath()));
  };
}
