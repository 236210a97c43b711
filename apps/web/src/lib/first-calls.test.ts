// @vitest-environment happy-dom
import { AUTHORIZATION_STORAGE_KEY } from '@backoffice/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import {
  FIRST_CALLS,
  MENU_PERMISSIONS_PATH,
  OPERATION_PERMISSIONS_PATH,
  sendFirstCall,
  sendLayoutFirstCalls,
  takeFirstCall,
} from './first-calls';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('first calls (issue 26: sent by the start, taken by the first query that asks)', () => {
  it('gives an answer once, to the first taker', async () => {
    sendFirstCall('menuPermissions', async () => ['系统管理']);
    expect(await takeFirstCall('menuPermissions')).toEqual(['系统管理']);
    expect(takeFirstCall('menuPermissions')).toBeUndefined();
    expect(takeFirstCall('never sent')).toBeUndefined();
  });

  it('gives nothing to another session: a 401 sent the user to login before it was taken, who logged in again', async () => {
    localStorage.setItem(AUTHORIZATION_STORAGE_KEY, 'Bearer expired');
    sendFirstCall('menuPermissions', () => Promise.reject(new Error('登录已过期')));
    localStorage.removeItem(AUTHORIZATION_STORAGE_KEY); // the sdk on the 401
    localStorage.setItem(AUTHORIZATION_STORAGE_KEY, 'Bearer new');
    expect(takeFirstCall('menuPermissions')).toBeUndefined();
    // and it is gone: the next session's calls are its own
    localStorage.setItem(AUTHORIZATION_STORAGE_KEY, 'Bearer expired');
    expect(takeFirstCall('menuPermissions')).toBeUndefined();
  });

  it('leaves a failed call to its taker, not to the page as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    sendFirstCall('operationPermissions:/admin/user', () => Promise.reject(new Error('网络连接失败')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeFirstCall('operationPermissions:/admin/user')).rejects.toThrow('网络连接失败');
  });

  it("sends the layout's two calls for a screen, as its queries ask them", async () => {
    const get = vi.spyOn(api, 'GET').mockResolvedValue([] as never);
    const sent: string[] = [];
    sendLayoutFirstCalls('/purchase/order', (name, call) => {
      sent.push(name);
      void call();
    });
    expect(sent).toEqual([FIRST_CALLS.menu, FIRST_CALLS.operations('/purchase/order')]);
    expect(get.mock.calls).toEqual([
      [MENU_PERMISSIONS_PATH],
      [OPERATION_PERMISSIONS_PATH, { params: { query: { url: '/purchase/order' } } }],
    ]);
  });
});
