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

type ScreenModule = { default: ComponentType };

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
  /** The lazily loaded screen and its chunk name. */
  screen?: { name: string; load: () => Promise<ScreenModule> };
  children?: AppRoute[];
}

// Screens that later issues fill share one honest "under construction" page; each still loads lazily.
const underConstruction = (name: string) => ({
  name,
  load: () => import('../features/shared/UnderConstructionPage'),
});

/** spec §2, every path. Order is menu order. */
export const ROUTES: AppRoute[] = [
  {
    path: '/homePage',
    label: '首页',
    icon: <HomeOutlined />,
    screen: { name: 'home', load: () => import('../features/home/HomePage') },
  },
  {
    path: '/workspace',
    label: '工作台',
    icon: <DesktopOutlined />,
    redirect: '/workspace/todo',
    children: [
      {
        path: '/workspace/todo',
        label: '待办',
        screen: { name: 'workspace-todo', load: () => import('../features/workspace/TodoPage') },
      },
      {
        path: '/workspace/done',
        label: '已办',
        screen: { name: 'workspace-done', load: () => import('../features/workspace/DonePage') },
      },
      {
        path: '/workspace/myapply',
        label: '我的申请',
        screen: { name: 'workspace-myapply', load: () => import('../features/workspace/MyApplyPage') },
      },
    ],
  },
  {
    path: '/project',
    label: '项目管理',
    icon: <ProjectOutlined />,
    redirect: '/project/overview',
    children: [
      { path: '/project/overview', label: '项目列表', screen: underConstruction('project-overview') },
      {
        // spec §2: "The project execution group is itself labelled project management."
        path: '/project/execution',
        label: '项目管理',
        groupOnly: true,
        children: [
          {
            path: '/project/execution/material',
            label: '项目物料管理',
            screen: underConstruction('project-material'),
          },
          {
            path: '/project/execution/team',
            label: '项目团队管理',
            screen: underConstruction('project-team'),
          },
        ],
      },
    ],
  },
  {
    path: '/material',
    label: '物料管理',
    icon: <AppstoreOutlined />,
    redirect: '/material/code',
    children: [
      { path: '/material/code', label: '编码管理', screen: underConstruction('material-code') },
      { path: '/material/search', label: '编码配置', screen: underConstruction('material-search') },
      { path: '/material/bom', label: 'BOM管理', screen: underConstruction('material-bom') },
    ],
  },
  {
    path: '/document',
    label: '流程管理',
    icon: <ApartmentOutlined />,
    redirect: '/document/newProcess',
    children: [
      {
        path: '/document/newProcess',
        label: '流程列表',
        screen: { name: 'document-process', load: () => import('../features/document/DefinitionListPage') },
      },
      {
        path: '/document/processConfig',
        label: '流程配置',
        hideInMenu: true,
        screen: { name: 'document-config', load: () => import('../features/document/ProcessConfigPage') },
      },
    ],
  },
  {
    path: '/purchase',
    label: '采购管理',
    icon: <ShoppingCartOutlined />,
    redirect: '/purchase/apply',
    children: [
      { path: '/purchase/apply', label: '采购申请', screen: underConstruction('purchase-apply') },
      { path: '/purchase/order', label: '采购订单', screen: underConstruction('purchase-order') },
      { path: '/purchase/supplier', label: '供应商管理', screen: underConstruction('purchase-supplier') },
      { path: '/purchase/attrTag', label: '属性标签', screen: underConstruction('purchase-attr-tag') },
    ],
  },
  {
    path: '/admin',
    label: '系统管理',
    icon: <SettingOutlined />,
    redirect: '/admin/permission',
    children: [
      {
        path: '/admin/permission',
        label: '菜单管理',
        screen: { name: 'admin-permission', load: () => import('../features/admin/MenuManagementPage') },
      },
      {
        path: '/admin/role',
        label: '角色管理',
        screen: { name: 'admin-role', load: () => import('../features/admin/RolePage') },
      },
      {
        path: '/admin/department',
        label: '部门管理',
        screen: { name: 'admin-department', load: () => import('../features/admin/DepartmentPage') },
      },
      {
        path: '/admin/user',
        label: '用户管理',
        screen: { name: 'admin-user', load: () => import('../features/admin/UserPage') },
      },
      {
        path: '/admin/dict',
        label: '字典管理',
        screen: { name: 'admin-dict', load: () => import('../features/admin/DictionaryPage') },
      },
    ],
  },
  {
    path: '/warehouse',
    label: '仓库管理',
    icon: <InboxOutlined />,
    redirect: '/warehouse/overview',
    children: [
      { path: '/warehouse/overview', label: '仓库概览', screen: underConstruction('warehouse-overview') },
      { path: '/warehouse/inventory', label: '库存查询', screen: underConstruction('warehouse-inventory') },
      { path: '/warehouse/record', label: '出入库记录', screen: underConstruction('warehouse-record') },
      { path: '/warehouse/doc', label: '单据管理', screen: underConstruction('warehouse-doc') },
      { path: '/warehouse/putinStore', label: '入库执行', screen: underConstruction('warehouse-putin') },
      { path: '/warehouse/outStore', label: '出库执行', screen: underConstruction('warehouse-out') },
      { path: '/warehouse/batch', label: '物料批次管理', screen: underConstruction('warehouse-batch') },
      { path: '/warehouse/position', label: '库位管理', screen: underConstruction('warehouse-position') },
    ],
  },
  {
    path: '/personalCenter',
    label: '个人中心',
    icon: <UserOutlined />,
    screen: { name: 'personal-center', load: () => import('../features/personal/PersonalCenterPage') },
  },
];

/** spec §2: "/ redirects to /homePage". */
export const ROOT_REDIRECT = '/homePage';

/** Every entry, depth first. */
export function flattenRoutes(routes: readonly AppRoute[] = ROUTES): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
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
