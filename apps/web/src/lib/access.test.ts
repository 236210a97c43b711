import { describe, expect, it } from 'vitest';
import { menuPermission } from '../test/menu-permission';
import { allowedPaths, canOpen, toAuthData } from './access';

describe('authData (spec §3)', () => {
  it('replaces an empty list by a list holding one empty item', () => {
    expect(toAuthData([])).toEqual([{}]);
  });
  it('allows the listed paths, the home page and the personal center', () => {
    const allowed = allowedPaths(toAuthData([menuPermission('/purchase/order'), menuPermission(null)]));
    expect(canOpen('/purchase/order', allowed)).toBe(true);
    expect(canOpen('/admin/user', allowed)).toBe(false);
    expect(canOpen('/homePage', allowed)).toBe(true);
    expect(canOpen('/personalCenter', allowed)).toBe(true);
  });
  it('allows nothing but the always-open pages with no menu permission', () => {
    const allowed = allowedPaths(toAuthData([]));
    expect(canOpen('/workspace/todo', allowed)).toBe(false);
    expect(canOpen('/homePage', allowed)).toBe(true);
  });
});
