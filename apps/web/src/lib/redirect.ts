import { PATHS } from './route-paths';

/** spec §2: where `/` and a login without a usable redirectUrl lead. */
export const HOME_PATH = PATHS.homePage;

/**
 * Where to go after login (spec §2): the redirectUrl when it is a local hash path — starts with one `/`, no
 * scheme, no `//`, no backslash tricks, not the login page itself — otherwise the home page. No open redirect.
 */
export function safeRedirect(redirectUrl: string | null | undefined): string {
  if (!redirectUrl) return HOME_PATH;
  let path: string;
  try {
    path = decodeURIComponent(redirectUrl);
  } catch {
    return HOME_PATH;
  }
  const local =
    path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/^\/[^/?#]*:/.test(path);
  if (!local) return HOME_PATH;
  const pathname = path.split(/[?#]/)[0];
  return pathname === PATHS.login ? HOME_PATH : path;
}
