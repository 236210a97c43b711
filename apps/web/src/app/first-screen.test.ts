import { describe, expect, it, vi } from 'vitest';
import { hashPathname, preloadFirstScreen } from './first-screen';
import type { AppRoute } from './routes';

function table() {
  const users = vi.fn(() => Promise.resolve({ default: () => null }));
  const roles = vi.fn(() => Promise.resolve({ default: () => null }));
  const routes: AppRoute[] = [
    { path: '/admin/user', label: '用户管理', screen: { name: 'admin-user', load: users } },
    { path: '/admin/role', label: '角色管理', screen: { name: 'admin-role', load: roles } },
  ];
  return { routes, users, roles, loadLayout: vi.fn(() => Promise.resolve({})), sendCalls: vi.fn() };
}

describe('preloadFirstScreen', () => {
  it("with a session, fetches the layout and the screen of the URL, and sends the layout's first calls", () => {
    const { routes, users, roles, loadLayout, sendCalls } = table();
    preloadFirstScreen('/admin/user', { loggedIn: true, routes, loadLayout, sendCalls });
    expect(loadLayout).toHaveBeenCalledOnce();
    expect(users).toHaveBeenCalledOnce();
    expect(roles).not.toHaveBeenCalled();
    expect(sendCalls).toHaveBeenCalledWith('/admin/user');
  });

  it('without a session (the login page comes first) or on the login route, fetches nothing', () => {
    const { routes, users, loadLayout, sendCalls } = table();
    preloadFirstScreen('/admin/user', { loggedIn: false, routes, loadLayout, sendCalls });
    preloadFirstScreen('/login', { loggedIn: true, routes, loadLayout, sendCalls });
    expect(loadLayout).not.toHaveBeenCalled();
    expect(users).not.toHaveBeenCalled();
    expect(sendCalls).not.toHaveBeenCalled();
  });

  it('for a path that is no screen (a redirect, an unknown URL) fetches the layout and sends no call', () => {
    const { routes, loadLayout, sendCalls } = table();
    preloadFirstScreen('/admin', { loggedIn: true, routes, loadLayout, sendCalls });
    expect(loadLayout).toHaveBeenCalledOnce();
    expect(sendCalls).not.toHaveBeenCalled();
  });

  it('leaves a chunk that fails to its lazy component (no unhandled rejection here)', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadFirstScreen('/x', {
      loggedIn: true,
      routes: [{ path: '/x', label: 'x', screen: { name: 'x', load: failing } }],
      loadLayout: failing,
      sendCalls: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('reads the path of a hash URL', () => {
    expect(hashPathname('#/admin/user?x=1')).toBe('/admin/user');
    expect(hashPathname('')).toBe('/');
  });
});
