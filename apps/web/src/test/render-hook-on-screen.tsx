import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/**
 * A hook rendered on the screen at route `path`, opened at `url` after a visit to /home (so Back has somewhere to
 * go): its result, the search after each step, navigation as the browser does it, and where the app is.
 */
export function renderHookOnScreen<Result>(path: string, url: string, hook: () => Result) {
  let search = '';
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: '/home', element: null },
        { path, element: children },
      ],
      { initialEntries: ['/home', url], initialIndex: 1 },
    );
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(
    () => {
      search = useLocation().search;
      return hook();
    },
    { wrapper },
  );
  return {
    result,
    /** The search as the address bar shows it, decoded. */
    search: () => decodeURIComponent(search),
    go: (to: string | number) =>
      act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to))),
    back: () => act(() => router.navigate(-1)),
    where: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
