import { describe, expect, it } from 'vitest';
import { isBuiltInRole, linkedCheckedKeys, rolePermissionIds } from './role-rules';

// 仓库管理 (directory) › 库存查询, 出入库记录 (menus); 首页 alone.
const items = [
  { id: 'home', parentId: '0' },
  { id: 'warehouse', parentId: '0' },
  { id: 'inventory', parentId: 'warehouse' },
  { id: 'records', parentId: 'warehouse' },
];

describe('rolePermissionIds', () => {
  it('sends the directory with its one ticked menu when the tree is linked', () => {
    expect(rolePermissionIds(items, ['home', 'inventory'], true)).toEqual(['home', 'inventory', 'warehouse']);
  });
  it('sends only what is ticked when parent and child are independent', () => {
    expect(rolePermissionIds(items, ['inventory'], false)).toEqual(['inventory']);
  });
  it('sends a fully checked parent once', () => {
    expect(rolePermissionIds(items, ['warehouse', 'inventory', 'records'], true)).toEqual([
      'warehouse',
      'inventory',
      'records',
    ]);
  });
  it('sends a ticked directory with every menu under it', () => {
    expect(rolePermissionIds(items, ['warehouse'], true)).toEqual(['warehouse', 'inventory', 'records']);
  });
  it('ignores keys the tree does not hold', () => {
    expect(rolePermissionIds(items, ['gone'], true)).toEqual([]);
  });
});

describe('linkedCheckedKeys', () => {
  it('ticks the held leaves only, so a half-held directory does not tick all its menus', () => {
    expect(linkedCheckedKeys(items, ['home', 'warehouse', 'inventory'])).toEqual(['home', 'inventory']);
  });
  it('ticks nothing for a role without permissions', () => {
    expect(linkedCheckedKeys(items, [])).toEqual([]);
  });
});

describe('rolePermissionIds on bad data', () => {
  it('stops at a parent cycle', () => {
    const cycle = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(rolePermissionIds(cycle, ['a'], true).sort()).toEqual(['a', 'b']);
  });
});

describe('isBuiltInRole', () => {
  it('protects the administrator role only', () => {
    expect(isBuiltInRole({ roleKey: 'admin' })).toBe(true);
    expect(isBuiltInRole({ roleKey: 'purchase_manager' })).toBe(false);
  });
});
