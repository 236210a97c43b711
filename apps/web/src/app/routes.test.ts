import { describe, expect, it } from 'vitest';
import { allowedPaths, toAuthData } from '../lib/access';
import { menuPermission } from '../test/menu-permission';
import { menuEntries } from './menu';
import { flattenRoutes, ROUTES, routeTrail } from './routes';

// spec §2, the route table, every path.
const SPEC_PATHS = [
  '/homePage',
  '/workspace',
  '/workspace/todo',
  '/workspace/done',
  '/workspace/myapply',
  '/project',
  '/project/overview',
  '/project/execution/material',
  '/project/execution/team',
  '/material',
  '/material/code',
  '/material/search',
  '/material/bom',
  '/document',
  '/document/newProcess',
  '/document/processConfig',
  '/purchase',
  '/purchase/apply',
  '/purchase/order',
  '/purchase/supplier',
  '/purchase/attrTag',
  '/admin',
  '/admin/permission',
  '/admin/role',
  '/admin/department',
  '/admin/user',
  '/admin/dict',
  '/warehouse',
  '/warehouse/overview',
  '/warehouse/inventory',
  '/warehouse/record',
  '/warehouse/doc',
  '/warehouse/putinStore',
  '/warehouse/outStore',
  '/warehouse/batch',
  '/warehouse/position',
  '/personalCenter',
];

describe('the route table (spec §2)', () => {
  it('has exactly the spec paths, besides the project execution group', () => {
    const paths = flattenRoutes()
      .filter((r) => !r.groupOnly)
      .map((r) => r.path);
    expect(paths.sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each([
    ['/workspace', '/workspace/todo'],
    ['/project', '/project/overview'],
    ['/material', '/material/code'],
    ['/document', '/document/newProcess'],
    ['/purchase', '/purchase/apply'],
    ['/admin', '/admin/permission'],
    ['/warehouse', '/warehouse/overview'],
  ])('%s redirects to %s', (group, target) => {
    expect(flattenRoutes().find((r) => r.path === group)?.redirect).toBe(target);
  });

  it('opens the project execution group, which spec §2 gives no redirect, at its first screen as well', () => {
    expect(flattenRoutes().find((r) => r.path === '/project/execution')?.redirect).toBe(
      '/project/execution/material',
    );
  });

  it('gives every screen a lazy chunk', () => {
    const screens = flattenRoutes().filter((r) => !r.children);
    expect(screens.every((r) => r.screen?.name && typeof r.screen.load === 'function')).toBe(true);
  });

  it('labels the project execution group 项目管理 too', () => {
    expect(routeTrail('/project/execution/team').map((r) => r.label)).toEqual([
      '项目管理',
      '项目管理',
      '项目团队管理',
    ]);
  });
});

describe('menuEntries (spec §6)', () => {
  it('shows everything an admin may open, without the hidden process configuration', () => {
    const all = allowedPaths(toAuthData(SPEC_PATHS.map(menuPermission)));
    const keys = JSON.stringify(menuEntries(ROUTES, all));
    expect(keys).not.toContain('/document/processConfig');
    expect(menuEntries(ROUTES, all).map((e) => e.label)).toEqual([
      '首页',
      '工作台',
      '项目管理',
      '物料管理',
      '流程管理',
      '采购管理',
      '系统管理',
      '仓库管理',
      '个人中心',
    ]);
  });

  it('shows only the groups with an allowed child, plus the always-open pages', () => {
    const restricted = allowedPaths(
      toAuthData(['/workspace', '/workspace/todo', '/purchase', '/purchase/order'].map(menuPermission)),
    );
    const entries = menuEntries(ROUTES, restricted);
    expect(entries.map((e) => e.label)).toEqual(['首页', '工作台', '采购管理', '个人中心']);
    const purchase = entries.find((e) => e.label === '采购管理');
    expect(purchase && 'children' in purchase ? purchase.children.map((c) => c.label) : []).toEqual([
      '采购订单',
    ]);
  });
});
