import { describe, expect, it } from 'vitest';
import { allowedPaths, toAuthData } from '../lib/access';
import { PATHS } from '../lib/route-paths';
import { menuPermission } from '../test/menu-permission';
import { type MenuEntry, menuEntries } from './menu';
import { routeProblems } from './route-rules';
import { type AppRoute, flattenRoutes, ROUTES, routeTrail, screenRoutes } from './routes';

// spec §2, the route table: the paths and redirects it names. A screen the table adds beyond them is checked by
// the rules below (routeProblems) without touching this file.
const SPEC_SCREENS = [
  '/homePage',
  '/workspace/todo',
  '/workspace/done',
  '/workspace/myapply',
  '/project/overview',
  '/project/execution/material',
  '/project/execution/team',
  '/material/code',
  '/material/search',
  '/material/bom',
  '/document/newProcess',
  '/document/processConfig',
  '/purchase/apply',
  '/purchase/order',
  '/purchase/supplier',
  '/purchase/attrTag',
  '/admin/permission',
  '/admin/role',
  '/admin/department',
  '/admin/user',
  '/admin/dict',
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
const SPEC_REDIRECTS = [
  ['/workspace', '/workspace/todo'],
  ['/project', '/project/overview'],
  ['/material', '/material/code'],
  ['/document', '/document/newProcess'],
  ['/purchase', '/purchase/apply'],
  ['/admin', '/admin/permission'],
  ['/warehouse', '/warehouse/overview'],
];
/** Every path of PATHS but those the router serves outside the table (`/` and /login). */
const TABLE_PATHS = Object.values(PATHS).filter((path) => path !== PATHS.root && path !== PATHS.login);
const allAllowed = () => allowedPaths(toAuthData(TABLE_PATHS.map(menuPermission)));
const menuLabels = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.label, ...('children' in entry ? menuLabels(entry.children) : [])]);

describe('the route table', () => {
  it('keeps the rules every entry must follow (Chinese label, lazy screen, a group opens its first screen …)', () => {
    expect(routeProblems(ROUTES, TABLE_PATHS)).toEqual([]);
  });

  it('has every screen of spec §2, each a lazy screen', () => {
    const screens = screenRoutes().map((route) => route.path);
    expect(SPEC_SCREENS.filter((path) => !screens.includes(path))).toEqual([]);
  });

  it.each(SPEC_REDIRECTS)('%s redirects to %s (spec §2)', (group, target) => {
    expect(flattenRoutes().find((r) => r.path === group)?.redirect).toBe(target);
  });

  it('opens the project execution group, which spec §2 gives no redirect, at its first screen as well', () => {
    expect(flattenRoutes().find((r) => r.path === '/project/execution')?.redirect).toBe(
      '/project/execution/material',
    );
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
  it('shows an admin every entry of the table, in its order, without the hidden process configuration', () => {
    const shown = (routes: readonly AppRoute[]): string[] =>
      routes.flatMap((r) => (r.hideInMenu ? [] : [r.label, ...shown(r.children ?? [])]));
    const labels = menuLabels(menuEntries(ROUTES, allAllowed()));
    expect(labels).toEqual(shown(ROUTES));
    expect(labels).not.toContain('流程配置');
    expect(JSON.stringify(menuEntries(ROUTES, allAllowed()))).not.toContain(PATHS.processConfig);
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
