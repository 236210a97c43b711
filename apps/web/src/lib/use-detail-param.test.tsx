import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useDetailParam } from './use-detail-param';

/** The hook on a list screen at `url`, and where the app is (its search) after each step. */
function renderOnList(url: string) {
  let search = '';
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: '/home', element: null },
        { path: '/warehouse/doc', element: children },
      ],
      {
        initialEntries: ['/home', url],
        initialIndex: 1,
      },
    );
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(
    () => {
      search = useLocation().search;
      return useDetailParam('detail');
    },
    { wrapper },
  );
  return {
    result,
    search: () => search,
    back: () => act(() => router.navigate(-1)),
    where: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

describe('useDetailParam: a detail over a list, the same on every screen', () => {
  it('opens over the list keeping its page, and ✕ then Back does not reopen it', async () => {
    const screen = renderOnList('/warehouse/doc?pageNum=2');
    expect(screen.result.current.id).toBeNull();
    act(() => screen.result.current.open('7f11'));
    expect(screen.search()).toBe('?pageNum=2&detail=7f11');
    expect(screen.result.current.id).toBe('7f11');
    act(() => screen.result.current.close());
    expect(screen.where()).toBe('/warehouse/doc?pageNum=2');
    await screen.back();
    // Back after ✕ leaves the list for where the user came from, never back into the closed detail
    expect(screen.where()).toBe('/home');
  });

  it('closes a detail that came with a link by replacing it with its list', () => {
    const screen = renderOnList('/warehouse/doc?detail=7f11');
    expect(screen.result.current.id).toBe('7f11');
    act(() => screen.result.current.close());
    expect(screen.search()).toBe('');
    expect(screen.result.current.id).toBeNull();
  });
});
