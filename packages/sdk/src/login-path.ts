import { LOGIN_PATH, REDIRECT_URL_PARAM } from './spec-constants';

/**
 * spec §2: the path to come back to after login. On the login route itself it is the redirectUrl that route
 * already carries (never a second, nested one), else the path as it is.
 */
export function returnPathFor(path: string): string {
  const [pathname = '', search = ''] = path.split('?');
  if (pathname !== LOGIN_PATH) return path;
  return new URLSearchParams(search).get(REDIRECT_URL_PARAM) ?? '/';
}

/**
 * The login route of a hash-routed app (spec §2: `#/login?redirectUrl=<hash path>`) for the `returnPath` a 401
 * hands to `onUnauthorized`: `/login?redirectUrl=%2Fpurchase%2Forder` for `/#/purchase/order`, to pass to the
 * hash router's `navigate`. Never nests a second redirectUrl.
 */
export function hashRouterLoginPath(returnPath: string | undefined): string {
  const hashPath = returnPath?.split('#')[1] || '/';
  const path = returnPathFor(hashPath.startsWith('/') ? hashPath : `/${hashPath}`);
  return `${LOGIN_PATH}?${REDIRECT_URL_PARAM}=${encodeURIComponent(path)}`;
}
