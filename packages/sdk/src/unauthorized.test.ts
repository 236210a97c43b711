import { describe, expect, it } from 'vitest';
import { createUnauthorizedHandler, currentHashPath, loginHash, returnPathFor } from './unauthorized';

describe('return path for login (spec §2)', () => {
  it('is the hash path the user was on', () => {
    expect(currentHashPath('#/purchase/order?id=7')).toBe('/purchase/order?id=7');
    expect(currentHashPath('')).toBe('/');
    expect(loginHash('/purchase/order?id=7')).toBe('#/login?redirectUrl=%2Fpurchase%2Forder%3Fid%3D7');
  });

  it('never nests a second redirectUrl when already on login', () => {
    expect(returnPathFor('/login?redirectUrl=%2Fadmin%2Fuser')).toBe('/admin/user');
    expect(returnPathFor('/login')).toBe('/');
  });
});

describe('createUnauthorizedHandler (spec §4)', () => {
  function setup() {
    const store = new Map([['Authorization', 'Bearer old']]);
    const logins: string[] = [];
    const handle = createUnauthorizedHandler({
      storage: () => ({ removeItem: (key: string) => void store.delete(key) }),
      hashPath: () => '/workspace/todo',
      onUnauthorized: (path) => void logins.push(path),
    });
    return { store, logins, handle };
  }

  it('clears the token and goes to login once for a burst of 401s on the same token', () => {
    const { store, logins, handle } = setup();
    handle('Bearer old');
    handle('Bearer old');
    handle('Bearer old');
    expect(store.has('Authorization')).toBe(false);
    expect(logins).toEqual(['/workspace/todo']);
  });

  it('starts a new burst for a request made with a new token', () => {
    const { logins, handle } = setup();
    handle('Bearer old');
    handle('Bearer new');
    expect(logins).toHaveLength(2);
  });
});
