import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import DesktopOutlined from '@ant-design/icons/es/icons/DesktopOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import ProjectOutlined from '@ant-design/icons/es/icons/ProjectOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { ComponentType, ReactNode } from 'react';
import { PATHS } from '../lib/route-paths';

type ScreenModule = { default: ComponentType };

/**
 * What a screen shows, for the checks derived from the table: a `list` (the default) must show a table whose
 * columns fit (e2e/columns.spec.ts); the others' tables, if they have any, are checked as well.
 */
export type ScreenKind = 'list' | 'dashboard' | 'form' | 'execution';

/** One entry of the route table: the single source of paths, menu labels, icons, redirects and screens. */
export interface AppRoute {
  /** Full hash path of spec §2. */
  path: string;
  /** Chinese menu and breadcrumb label. */
  label: string;
  icon?: ReactNode;
  /** A group path that opens its first screen (spec §2 redirects). */
  redirect?: string;
  /** spec §2: hidden from the menu, still a route. */
  hideInMenu?: boolean;
  /** A group without a route of its own (the project execution group). */
  groupOnly?: boolean;
  /** The lazily loaded screen, its chunk name and what it shows (a list unless said). */
  screen?: { name: string; load: () => Promise<ScreenModule>; kind?: ScreenKind };
  children?: AppRoute[];
}

/** spec §2, every path. Order is menu order. */
export const ROUTES: AppRoute[] = [
  {
    path: PATHS.homePage,
    label: '首页',
    icon: <HomeOutlined />,
    screen: { name: 'home', load: () => import('../features/home/HomePage'), kind: 'dashboard' },
  },
  {
    path: PATHS.workspace,
    label: '工作台',
    icon: <DesktopOutlined />,
    redirect: PATHS.todo,
    children: [
      {
        path: PATHS.todo,
        label: '待办',
        screen: { name: 'workspace-todo', load: () => import('../features/workspace/TodoPage') },
      },
      {
        path: PATHS.done,
        label: '已办',
        screen: { name: 'workspace-done', load: () => import('../features/workspace/DonePage') },
      },
      {
        path: PATHS.myApply,
        label: '我的申请',
        screen: { name: 'workspace-myapply', load: () => import('../features/workspace/MyApplyPage') },
      },
    ],
  },
  {
    path: PATHS.project,
    label: '项目管理',
    icon: <ProjectOutlined />,
    redirect: PATHS.projectOverview,
    children: [
      {
        path: PATHS.projectOverview,
        label: '项目列表',
        screen: { name: 'project-overview', load: () => import('../features/project/ProjectPage') },
      },
      {
        // spec §2: "The project execution group is itself labelled project management."
        path: PATHS.projectExecution,
        label: '项目管理',
        groupOnly: true,
        // Not in spec §2's table, but a group path typed or bookmarked opens its first screen like every other
        // group instead of 404.
        redirect: PATHS.projectMaterial,
        children: [
          {
            path: PATHS.projectMaterial,
            label: '项目物料管理',
            screen: {
              name: 'project-material',
              load: () => import('../features/project/ProjectMaterialPage'),
            },
          },
          {
            path: PATHS.projectTeam,
            label: '项目团队管理',
            screen: { name: 'project-team', load: () => import('../features/project/ProjectTeamPage') },
          },
        ],
      },
    ],
  },
  {
    path: PATHS.material,
    label: '物料管理',
    icon: <AppstoreOutlined />,
    redirect: PATHS.materialCode,
    children: [
      {
        path: PATHS.materialCode,
        label: '编码管理',
        screen: { name: 'material-code', load: () => import('../features/material/MaterialCodePage') },
      },
      {
        path: PATHS.materialSearch,
        label: '编码配置',
        screen: { name: 'material-search', load: () => import('../features/material/CodeConfigPage') },
      },
      {
        path: PATHS.materialBom,
        label: 'BOM管理',
        screen: { name: 'material-bom', load: () => import('../features/material/BomPage') },
      },
    ],
  },
  {
    path: PATHS.document,
    label: '流程管理',
    icon: <ApartmentOutlined />,
    redirect: PATHS.newProcess,
    children: [
      {
        path: PATHS.newProcess,
        label: '流程列表',
        screen: { name: 'document-process', load: () => import('../features/document/DefinitionListPage') },
      },
      {
        path: PATHS.processConfig,
        label: '流程配置',
        hideInMenu: true,
        screen: {
          name: 'document-config',
          load: () => import('../features/document/ProcessConfigPage'),
          kind: 'form',
        },
      },
    ],
  },
  {
    path: PATHS.purchase,
    label: '采购管理',
    icon: <ShoppingCartOutlined />,
    redirect: PATHS.purchaseApply,
    children: [
      {
        path: PATHS.purchaseApply,
        label: '采购申请',
        screen: { name: 'purchase-apply', load: () => import('../features/purchase/RequestPage') },
      },
      {
        path: PATHS.purchaseOrder,
        label: '采购订单',
        screen: { name: 'purchase-order', load: () => import('../features/purchase/OrderPage') },
      },
      {
        path: PATHS.purchaseSupplier,
        label: '供应商管理',
        screen: { name: 'purchase-supplier', load: () => import('../features/purchase/SupplierPage') },
      },
      {
        path: PATHS.purchaseAttrTag,
        label: '属性标签',
        screen: { name: 'purchase-attr-tag', load: () => import('../features/purchase/AttrTagPage') },
      },
    ],
  },
  {
    path: PATHS.admin,
    label: '系统管理',
    icon: <SettingOutlined />,
    redirect: PATHS.adminPermission,
    children: [
      {
        path: PATHS.adminPermission,
        label: '菜单管理',
        screen: { name: 'admin-permission', load: () => import('../features/admin/MenuManagementPage') },
      },
      {
        path: PATHS.adminRole,
        label: '角色管理',
        screen: { name: 'admin-role', load: () => import('../features/admin/RolePage') },
      },
      {
        path: PATHS.adminDepartment,
        label: '部门管理',
        screen: { name: 'admin-department', load: () => import('../features/admin/DepartmentPage') },
      },
      {
        path: PATHS.adminUser,
        label: '用户管理',
        screen: { name: 'admin-user', load: () => import('../features/admin/UserPage') },
      },
      {
        path: PATHS.adminDict,
        label: '字典管理',
        screen: { name: 'admin-dict', load: () => import('../features/admin/DictionaryPage') },
      },
    ],
  },
  {
    path: PATHS.warehouse,
    label: '仓库管理',
    icon: <InboxOutlined />,
    redirect: PATHS.warehouseOverview,
    children: [
      {
        path: PATHS.warehouseOverview,
        label: '仓库概览',
        screen: {
          name: 'warehouse-overview',
          load: () => import('../features/warehouse/OverviewPage'),
          kind: 'dashboard',
        },
      },
      {
        path: PATHS.warehouseInventory,
        label: '库存查询',
        screen: { name: 'warehouse-inventory', load: () => import('../features/warehouse/InventoryPage') },
      },
      {
        path: PATHS.warehouseRecord,
        label: '出入库记录',
        screen: { name: 'warehouse-record', load: () => import('../features/warehouse/RecordPage') },
      },
      {
        path: PATHS.warehouseDoc,
        label: '单据管理',
        screen: { name: 'warehouse-doc', load: () => import('../features/warehouse/DocPage') },
      },
      {
        path: PATHS.warehousePutinStore,
        label: '入库执行',
        screen: {
          name: 'warehouse-putin',
          load: () => import('../features/warehouse/PutinStorePage'),
          kind: 'execution',
        },
      },
      {
        path: PATHS.warehouseOutStore,
        label: '出库执行',
        screen: {
          name: 'warehouse-out',
          load: () => import('../features/warehouse/OutStorePage'),
          kind: 'execution',
        },
      },
      {
        path: PATHS.warehouseBatch,
        label: '物料批次管理',
        screen: { name: 'warehouse-batch', load: () => import('../features/warehouse/BatchPage') },
      },
      {
        path: PATHS.warehousePosition,
        label: '库位管理',
        screen: { name: 'warehouse-position', load: () => import('../features/warehouse/PositionPage') },
      },
    ],
  },
  {
    path: PATHS.personalCenter,
    label: '个人中心',
    icon: <UserOutlined />,
    screen: {
      name: 'personal-center',
      load: () => import('../features/personal/PersonalCenterPage'),
      kind: 'form',
    },
  },
];

/** spec §2: "/ redirects to /homePage". */
export { HOME_PATH as ROOT_REDIRECT } from '../lib/redirect';

/** Every entry, depth first. */
export function flattenRoutes(routes: readonly AppRoute[] = ROUTES): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** Every screen of the route table (an entry with a screen), depth first, as the checks that derive from it see it. */
export function screenRoutes(
  routes: readonly AppRoute[] = ROUTES,
): { path: string; label: string; kind: ScreenKind; load: () => Promise<ScreenModule> }[] {
  return flattenRoutes(routes).flatMap(({ path, label, screen }) =>
    screen ? [{ path, label, kind: screen.kind ?? 'list', load: screen.load }] : [],
  );
}

/** The chain of entries from the top group down to the one for `pathname` (for breadcrumbs). */
export function routeTrail(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute[] {
  for (const route of routes) {
    if (route.path === pathname) return [route];
    const below = routeTrail(pathname, route.children ?? []);
    if (below.length > 0) return [route, ...below];
  }
  return [];
}
