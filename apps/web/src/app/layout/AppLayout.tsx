import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import MoonOutlined from '@ant-design/icons/es/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/es/icons/SunOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { QueryClientProvider } from '@tanstack/react-query';
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Layout from 'antd/es/layout';
import Menu, { type MenuProps } from 'antd/es/menu';
import Spin from 'antd/es/spin';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { allowedPaths, canOpen } from '../../lib/access';
import { api } from '../../lib/api';
import { BusinessFormsProvider } from '../../lib/business-forms';
import { queryClient } from '../../lib/query-client';
import { RouteCatalogProvider } from '../../lib/route-catalog';
import { PATHS } from '../../lib/route-paths';
import { useGlobalStore } from '../../stores/global-store';
import { useThemeStore } from '../../stores/theme-store';
import { BUSINESS_FORMS } from '../business-forms';
import { type MenuEntry, menuEntries } from '../menu';
import { ForbiddenPage } from '../pages/StatusPages';
import { flattenRoutes, ROUTES, routeTrail } from '../routes';
import { useMenuPermissions, useTodoCount } from '../session-hooks';
import { ScreenPermissions } from './ScreenPermissions';

type MenuItems = NonNullable<MenuProps['items']>;
function antdMenuItems(entries: readonly MenuEntry[]): MenuItems {
  return entries.map(({ key, label, icon, ...rest }) =>
    'children' in rest ? { key, label, icon, children: antdMenuItems(rest.children) } : { key, label, icon },
  );
}

/** The screens of the route table, for the features that offer them (菜单管理). */
const ROUTE_CATALOG = flattenRoutes()
  .filter((route) => !route.groupOnly)
  .map(({ path, label }) => ({ path, label }));

// Development only: the import and the component vanish from production builds.
const ScenarioSwitch = import.meta.env.DEV ? lazy(() => import('./ScenarioSwitch')) : () => null;

/** The layout with the data layer it needs (the login page does without either). */
export default function AppLayoutWithQueries() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}

/** The global layout: permission-filtered side menu, header with breadcrumbs, to-do badge and user menu. */
function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const { userInfo, authData, todoCount, reset } = useGlobalStore();
  const { mode, toggle } = useThemeStore();
  useMenuPermissions();
  useTodoCount();

  const allowed = useMemo(() => allowedPaths(authData ?? []), [authData]);
  // No menu until the permissions are in: never a flash of a menu the user does not have.
  const menu = useMemo(
    () => (authData ? antdMenuItems(menuEntries(ROUTES, allowed)) : []),
    [authData, allowed],
  );
  const trail = routeTrail(pathname);
  const leaf = trail.at(-1);
  const denied = authData !== null && leaf !== undefined && !leaf.children && !canOpen(leaf.path, allowed);

  async function logout() {
    await api.POST('/api/auth/logout', { httpNotice: false }).catch(() => undefined);
    // Leave first: the layout's queries must not refetch without a token once the cache is cleared.
    await navigate(PATHS.login, { replace: true });
    reset();
    queryClient.clear();
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220} theme={mode}>
        <div
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 600,
          }}
        >
          {collapsed ? '后台' : '管理后台'}
        </div>
        <Menu
          mode="inline"
          theme={mode}
          selectedKeys={[pathname]}
          defaultOpenKeys={trail.slice(0, -1).map((route) => route.path)}
          items={menu}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            padding: '0 16px',
            background: token.colorBgContainer,
          }}
        >
          <Button
            type="text"
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <Breadcrumb items={trail.map((route) => ({ title: route.label }))} style={{ flex: 1 }} />
          {import.meta.env.DEV && (
            <Suspense fallback={null}>
              <ScenarioSwitch />
            </Suspense>
          )}
          <Tooltip title={mode === 'dark' ? '切换到浅色' : '切换到深色'}>
            <Button
              type="text"
              aria-label="切换主题"
              icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
              onClick={toggle}
            />
          </Tooltip>
          <Link to={PATHS.todo} aria-label={`待办 ${todoCount} 项`}>
            <Badge count={todoCount} size="small">
              <BellOutlined style={{ fontSize: 18, color: token.colorText }} />
            </Badge>
          </Link>
          <Dropdown
            menu={{
              items: [
                {
                  key: 'personal',
                  icon: <UserOutlined />,
                  label: '个人中心',
                  onClick: () => navigate(PATHS.personalCenter),
                },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logout() },
              ],
            }}
          >
            <Button type="text" icon={<Avatar size="small" icon={<UserOutlined />} />}>
              {userInfo?.nickname}
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content
          style={{
            margin: 16,
            padding: 24,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
          }}
        >
          {authData === null ? (
            <Spin style={{ display: 'block', marginTop: 80 }} />
          ) : denied ? (
            <ForbiddenPage />
          ) : (
            <ScreenPermissions url={pathname}>
              <RouteCatalogProvider routes={ROUTE_CATALOG}>
                <BusinessFormsProvider forms={BUSINESS_FORMS}>
                  <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}>
                    <Outlet />
                  </Suspense>
                </BusinessFormsProvider>
              </RouteCatalogProvider>
            </ScreenPermissions>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
