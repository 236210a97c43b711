import { sendFirstCalls } from '../lib/first-calls';
import { PATHS } from '../lib/route-paths';
import { hasToken } from '../lib/session';
import { type AppRoute, flattenRoutes } from './routes';

/** The layout's chunk (menu, header, session hooks): the router's lazy layout and the preload share it. */
export const importLayout = () => import('./layout/AppLayout');

/** The path of a hash URL (`#/admin/user?x=1` → `/admin/user`). */
export const hashPathname = (hash: string) => new URL(hash.replace(/^#/, '') || '/', 'http://app').pathname;

/**
 * Starts fetching the layout and the screen of the URL a visit with a session opens, and sends the calls they will
 * make (the layout's for that screen, and what the URL's last opening asked for: lib/first-calls.ts), while React
 * is still starting, rather than each once the one before it has rendered: a deep link waits for one round trip
 * instead of two or more. A chunk that fails here fails again in its lazy component, which shows the error; a call
 * that fails, in the query that takes its answer.
 */
export function preloadFirstScreen(
  pathname: string,
  {
    loggedIn = hasToken(),
    routes = flattenRoutes(),
    loadLayout = importLayout,
    sendCalls = sendFirstCalls,
  }: {
    loggedIn?: boolean;
    routes?: readonly AppRoute[];
    loadLayout?: () => Promise<unknown>;
    sendCalls?: (pathname: string) => void;
  } = {},
): void {
  if (!loggedIn || pathname === PATHS.login) return;
  const ignore = () => {};
  loadLayout().catch(ignore);
  const screen = routes.find((route) => route.path === pathname)?.screen;
  if (!screen) return;
  screen.load().catch(ignore);
  // Only for a screen: a path that redirects or is unknown asks for another URL's codes, or none.
  sendCalls(pathname);
}
