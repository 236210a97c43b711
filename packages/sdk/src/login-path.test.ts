import { describe, expect, it } from 'vitest';
import { hashRouterLoginPath, returnPathFor } from './login-path';

describe('the login route of a hash-routed app (spec §2)', () => {
  it('carries the hash path the user was on', () => {
    expect(hashRouterLoginPath('/#/purchase/order?id=7')).toBe(
      '/login?redirectUrl=%2Fpurchase%2Forder%3Fid%3D7',
    );
    expect(hashRouterLoginPath('/app/#/warehouse/inventory')).toBe(
      '/login?redirectUrl=%2Fwarehouse%2Finventory',
    );
  });

  it('comes back to the start page when there is no hash path (or no page: Node)', () => {
    expect(hashRouterLoginPath('/')).toBe('/login?redirectUrl=%2F');
    expect(hashRouterLoginPath(undefined)).toBe('/login?redirectUrl=%2F');
  });

  it('never nests a second redirectUrl when already on login', () => {
    expect(hashRouterLoginPath('/#/login?redirectUrl=%2Fadmin%2Fuser')).toBe(
      '/login?redirectUrl=%2Fadmin%2Fuser',
    );
    expect(returnPathFor('/login?redirectUrl=%2Fadmin%2Fuser')).toBe('/admin/user');
    expect(returnPathFor('/login')).toBe('/');
  });
});
