import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MenuPermission, toAuthData } from '../lib/access';
import { saveSession } from '../lib/session';
import { writeSessionCache } from '../lib/session-cache';
import { useGlobalStore } from '../stores/global-store';
import { useMenuPermissions } from './session-hooks';

const server = vi.hoisted(() => ({ calls: 0, answer: (_: unknown) => {} }));
// The menu call waits until the test answers it, as a slow line would.
vi.mock('../lib/api', () => ({
  api: {
    GET: () => {
      server.calls += 1;
      return new Promise((resolve) => {
        server.answer = resolve;
      });
    },
  },
}));

const menu = (path: string) => [{ id: path, path, name: path, type: 'MENU' }] as unknown as MenuPermission[];
const logInAs = (id: string) => {
  saveSession(`Bearer ${id}`, { id, username: id } as Parameters<typeof saveSession>[1]);
  useGlobalStore.setState({ userInfo: { id, username: id } as never, authData: null });
};

function Layout() {
  useMenuPermissions();
  return null;
}
const renderLayout = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Layout />
    </QueryClientProvider>,
  );

beforeEach(() => {
  server.calls = 0;
});
afterEach(() => localStorage.clear());

describe('menu permissions kept from the last visit (issue 26)', () => {
  it("shows the same user's last menu at once, asks the server anyway and keeps its answer", async () => {
    logInAs('u1');
    writeSessionCache('menuPermissions', menu('/purchase/order'));
    renderLayout();
    await waitFor(() =>
      expect(useGlobalStore.getState().authData).toEqual(toAuthData(menu('/purchase/order'))),
    );
    expect(server.calls).toBe(1);
    server.answer(menu('/warehouse/inventory'));
    await waitFor(() =>
      expect(useGlobalStore.getState().authData).toEqual(toAuthData(menu('/warehouse/inventory'))),
    );
    expect(JSON.parse(localStorage.getItem('backoffice.sessionCache.menuPermissions') ?? '{}').data).toEqual(
      menu('/warehouse/inventory'),
    );
  });

  it("never shows another user's menu: that user waits for the server", async () => {
    logInAs('u1');
    writeSessionCache('menuPermissions', menu('/purchase/order'));
    logInAs('u2');
    renderLayout();
    await waitFor(() => expect(server.calls).toBe(1));
    expect(useGlobalStore.getState().authData).toBeNull();
    server.answer(menu('/warehouse/inventory'));
    await waitFor(() =>
      expect(useGlobalStore.getState().authData).toEqual(toAuthData(menu('/warehouse/inventory'))),
    );
  });

  it('forgets the kept menu at logout', async () => {
    logInAs('u1');
    writeSessionCache('menuPermissions', menu('/purchase/order'));
    useGlobalStore.getState().reset();
    logInAs('u1');
    renderLayout();
    await waitFor(() => expect(server.calls).toBe(1));
    expect(useGlobalStore.getState().authData).toBeNull();
  });
});
