import { describe, expect, it } from 'vitest';
import { hasChildren, type Permission, permissionPayload } from './menu-rules';

describe('permissionPayload', () => {
  it('drops route and icon from a button, and roots an item without parent at 0', () => {
    expect(
      permissionPayload({
        parentId: '',
        name: '导出菜单',
        type: 'F',
        sort: 4,
        path: '/x',
        icon: 'X',
        code: 'system:menu:export',
        visible: true,
        status: 'ENABLED',
      }),
    ).toEqual({
      parentId: '0',
      name: '导出菜单',
      type: 'F',
      sort: 4,
      path: null,
      icon: null,
      code: 'system:menu:export',
      component: null,
      visible: true,
      status: 'ENABLED',
    });
  });
  it('keeps the route of a menu and empties a blank code', () => {
    expect(
      permissionPayload({
        parentId: '0',
        name: '菜单管理',
        type: 'C',
        sort: 1,
        path: '/admin/permission',
        icon: '',
        code: '',
        visible: true,
      }),
    ).toMatchObject({
      path: '/admin/permission',
      icon: null,
      code: null,
    });
  });
});

describe('hasChildren', () => {
  it('tells a parent from a leaf', () => {
    const items = [
      { id: 'a', parentId: '0' },
      { id: 'b', parentId: 'a' },
    ] as Permission[];
    expect(hasChildren(items, 'a')).toBe(true);
    expect(hasChildren(items, 'b')).toBe(false);
  });
});
