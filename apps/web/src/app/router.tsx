import { REDIRECT_URL_PARAM } from '@backoffice/sdk/constants';
import type { ReactNode } from 'react';
import { createHashRouter, Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { lazyChunk } from '../lib/lazy-chunk';
import { PATHS } from '../lib/route-paths';
import { hasToken } from '../lib/session';
import { BootStyled } from './boot/BootStyled';
import { importLayout } from './first-screen';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { type AppRoute, flattenRoutes, ROOT_REDIRECT } from './routes';

/** Not logged in: to login, carrying the path the user asked for (spec §2). */
function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (hasToken()) return children;
  return (
    <Navigate to={`${PATHS.login}?${REDIRECT_URL_PARAM}=${encodeURIComponent(pathname + search)}`} replace />
  );
}

// A screen is a lazy component (lib/lazy-chunk.tsx): a chunk that fails to load throws while rendering, and the
// route's error element (inside the layout, so the menu stays) shows it with a reload button.
function screenRoute({ path, screen }: AppRoute): RouteObject {
  if (!screen) throw new Error(`Route ${path} has no screen`);
  const Screen = lazyChunk(screen.name, screen.load);
  return { path, element: <Screen />, errorElement: <RouteErrorPage /> };
}

// The layout is a chunk of its own: the login page does not pay for the menu, header and session hooks.
const AppLayout = lazyChunk('layout', importLayout);
const NotFoundScreen = lazyChunk('not-found', () =>
  import('./pages/StatusPages').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);
const LoginScreen = lazyChunk('login', () => import('../features/login/LoginPage'));

/**
 * spec §2's redirects (`/` → /homePage, a group → its first screen), outside the layout: a redirect is no screen,
 * so it must not wait for the layout's menu permissions or for the operation permissions of a URL that is only
 * passed through (issue 12: `/` stayed on an empty layout whenever that call was slow or failed).
 */
export function redirectRoutes(): RouteObject[] {
  return [
    { path: PATHS.root, element: <Navigate to={ROOT_REDIRECT} replace /> },
    ...flattenRoutes()
      .filter((route) => route.redirect)
      .map((route) => ({ path: route.path, element: <Navigate to={route.redirect as string} replace /> })),
  ];
}

/** The router's routes, all derived from the route table. */
export function routerRoutes(): RouteObject[] {
  return [
    {
      path: PATHS.login,
      errorElement: <RouteErrorPage />,
      element: (
        <BootStyled>
          <LoginScreen />
        </BootStyled>
      ),
    },
    ...redirectRoutes(),
    {
      // Pathless: the layout holds every screen and the 404 page, and nothing else.
      element: (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        ...flattenRoutes()
          .filter((route) => route.screen)
          .map(screenRoute),
        { path: '*', element: <NotFoundScreen />, errorElement: <RouteErrorPage /> },
      ],
    },
  ];
}

/** spec §2: hash routing with base path /. */
export const router = createHashRouter(routerRoutes());
