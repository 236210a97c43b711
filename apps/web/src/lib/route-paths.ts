import { LOGIN_PATH } from '@backoffice/sdk/constants';

/**
 * spec §2: every path of the route table, by name. The route table (`app/routes.tsx`) is built on these, and
 * everything that links to a screen (home shortcuts, a definition's 流程配置, redirects, access rules) looks its
 * path up here by name: no route string is typed anywhere else. Names follow the spec's paths.
 */
export const PATHS = {
  root: '/',
  login: LOGIN_PATH,
  homePage: '/homePage',
  workspace: '/workspace',
  todo: '/workspace/todo',
  done: '/workspace/done',
  myApply: '/workspace/myapply',
  project: '/project',
  projectOverview: '/project/overview',
  projectExecution: '/project/execution',
  projectMaterial: '/project/execution/material',
  projectTeam: '/project/execution/team',
  material: '/material',
  materialCode: '/material/code',
  materialSearch: '/material/search',
  materialBom: '/material/bom',
  document: '/document',
  newProcess: '/document/newProcess',
  processConfig: '/document/processConfig',
  purchase: '/purchase',
  purchaseApply: '/purchase/apply',
  purchaseOrder: '/purchase/order',
  purchaseSupplier: '/purchase/supplier',
  purchaseAttrTag: '/purchase/attrTag',
  admin: '/admin',
  adminPermission: '/admin/permission',
  adminRole: '/admin/role',
  adminDepartment: '/admin/department',
  adminUser: '/admin/user',
  adminDict: '/admin/dict',
  warehouse: '/warehouse',
  warehouseOverview: '/warehouse/overview',
  warehouseInventory: '/warehouse/inventory',
  warehouseRecord: '/warehouse/record',
  warehouseDoc: '/warehouse/doc',
  warehousePutinStore: '/warehouse/putinStore',
  warehouseOutStore: '/warehouse/outStore',
  warehouseBatch: '/warehouse/batch',
  warehousePosition: '/warehouse/position',
  personalCenter: '/personalCenter',
} as const;

export type RouteName = keyof typeof PATHS;
export type RoutePath = (typeof PATHS)[RouteName];

/** A screen's path with a query string, e.g. `pathWith('processConfig', { id })` → `/document/processConfig?id=…`. */
export function pathWith(name: RouteName, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return search ? `${PATHS[name]}?${search}` : PATHS[name];
}

const ID = /^[0-9a-f]{32}$/;

/**
 * The ids of a URL's id-list parameter (`?print=<id>,<id>`, `?labels=…`), each once; none when there are none or
 * one of them is not an id.
 */
export function idsFrom(search: URLSearchParams, param: string): string[] {
  const ids = (search.get(param) ?? '').split(',').filter(Boolean);
  return ids.length > 0 && ids.every((id) => ID.test(id)) ? [...new Set(ids)] : [];
}
