import { failureReason } from '@backoffice/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import Layout from 'antd/es/layout';
import type { MenuProps } from 'antd/es/menu';
import theme from 'antd/es/theme';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { allowedPaths, canOpen } from '../../lib/access';
import { api } from '../../lib/api';
import { BusinessFormsContext } from '../../lib/business-forms-context';
import { ChunkFallback, lazyChunk } from '../../lib/lazy-chunk';
import { queryClient } from '../../lib/query-client';
import { RegionLoading } from '../../lib/region-loading';
import { RouteCatalogProvider } from '../../lib/route-catalog';
import { PATHS } from '../../lib/route-paths';
import { useGlobalStore } from '../../stores/global-store';
import { useThemeStore } from '../../stores/theme-store';
import { type MenuEntry, menuEntries } from '../menu';
import { flattenRoutes, ROUTES, routeTrail } from '../routes';
import { useLoggedIn, useMenuPermissions, useTodoCount } from '../session-hooks';
import { useLeaveQuestion } from './leave-question';
import { MenuLoadError } from './MenuLoadError';
import { operationPermissionsQuery, ScreenPermissions } from './ScreenPermissions';
import { ScreenRegion } from './ScreenRegion';
import { ShellHeader as ShellHeaderAlways } from './ShellHeader';
import { SideMenu as SideMenuAlways } from './SideMenu';
import { SIDER_DRAWER_BELOW_PX, useMinWidth, useSiderCollapsed } from './shell-prefs';

/** 审批详情's table of document views (app/business-forms.ts), loaded when first asked for. */
const loadBusinessForms = () => import('../business-forms').then((module) => module.BUSINESS_FORMS);

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

// A URL outside the user's menu permissions is rare: its page loads when needed.
const ForbiddenPage = lazyChunk('forbidden', () =>
  import('../pages/StatusPages').then(({ ForbiddenPage: Page }) => ({ default: Page })),
);

/** The screen region while a screen's chunk is on its way. */
const SCREEN_LOADING = <RegionLoading />;

// The header and the menu draw again only when what they show changes, not on each of the layout's renders (the
// menu's antd tree is some 150 components; a deep link's layout renders about ten times before the first row).
const ShellHeader = memo(ShellHeaderAlways);
const SideMenu = memo(SideMenuAlways);

// Only narrow screens open the menu as a drawer: wide ones never load it.
const MenuDrawer = lazyChunk('menu-drawer', () => import('./MenuDrawer'));

/** The layout with the data layer it needs (the login page does without either). */
export default function AppLayoutWithQueries() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}

/**
 * The global layout: a fixed header and a permission-filtered side menu (a drawer below 992 px) around the
 * screen, which alone scrolls. The page itself never scrolls or grows wider than the window.
 */
function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const wide = useMinWidth(SIDER_DRAWER_BELOW_PX);
  const [collapsed, setCollapsed] = useSiderCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Only what the layout reads: the to-do count and the user's name change the header alone.
  const authData = useGlobalStore((state) => state.authData);
  const reset = useGlobalStore((state) => state.reset);
  const mode = useThemeStore((state) => state.mode);
  const menuCall = useMenuPermissions();
  // The screen's operation codes are asked beside the menu, not after it: one round trip less before a deep
  // link's first row (issue 26). ScreenPermissions reads the same query. Only with a session: after a logout or a
  // 401 the layout may render once more, and a call without a token would be refused.
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (loggedIn) void queryClient.prefetchQuery(operationPermissionsQuery(pathname));
  }, [loggedIn, pathname]);
  useTodoCount();
  const leaveQuestion = useLeaveQuestion();

  const allowed = useMemo(() => allowedPaths(authData ?? []), [authData]);
  // No menu until the permissions are in: never a flash of a menu the user does not have.
  const menu = useMemo(
    () => (authData ? antdMenuItems(menuEntries(ROUTES, allowed)) : []),
    [authData, allowed],
  );
  const trail = useMemo(() => routeTrail(pathname), [pathname]);
  const leaf = trail.at(-1);
  const denied = authData !== null && leaf !== undefined && !leaf.children && !canOpen(leaf.path, allowed);
  const openKeys = useMemo(() => trail.slice(0, -1).map((route) => route.path), [trail]);
  const trailLabels = useMemo(() => trail.map((route) => route.label), [trail]);
  const onNavigate = useCallback((path: string) => void navigate(path), [navigate]);
  const sideMenu = { items: menu, selectedKey: pathname, openKeys, mode, onNavigate };

  const { mayLeave } = leaveQuestion;
  const logout = useCallback(async () => {
    if (!(await mayLeave())) return;
    await api.POST('/api/auth/logout', { httpNotice: false }).catch(() => undefined);
    // Leave first: the layout's queries must not refetch without a token once the cache is cleared.
    await navigate(PATHS.login, { replace: true });
    reset();
    queryClient.clear();
  }, [mayLeave, navigate, reset]);
  const onLogout = useCallback(() => void logout(), [logout]);
  const onToggleMenu = useCallback(
    () => (wide ? setCollapsed(!collapsed) : setDrawerOpen(true)),
    [wide, collapsed, setCollapsed],
  );

  return (
    <Layout style={{ height: '100dvh', overflow: 'hidden' }}>
      {leaveQuestion.holder}
      {wide ? (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={220}
          theme={mode}
          style={{ height: '100%', overflowY: 'auto', overflowX: 'hidden' }}
        >
          <SideMenu {...sideMenu} collapsed={collapsed} />
        </Layout.Sider>
      ) : (
        drawerOpen && (
          <MenuDrawer
            {...sideMenu}
            collapsed={false}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          />
        )
      )}
      <Layout style={{ minWidth: 0 }}>
        <ShellHeader
          wide={wide}
          collapsed={collapsed}
          onToggleMenu={onToggleMenu}
          trail={trailLabels}
          onLogout={onLogout}
        />
        <ScreenRegion style={{ overflow: 'auto', padding: wide ? 16 : 8 }}>
          <div
            style={{
              padding: wide ? 24 : 12,
              minHeight: '100%',
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
            }}
          >
            {authData === null ? (
              menuCall.isError ? (
                <MenuLoadError
                  reason={failureReason(menuCall.error)}
                  onRetry={menuCall.retry}
                  onLogout={onLogout}
                />
              ) : (
                <RegionLoading />
              )
            ) : denied ? (
              <ForbiddenPage />
            ) : (
              <ScreenPermissions url={pathname}>
                <RouteCatalogProvider routes={ROUTE_CATALOG}>
                  <BusinessFormsContext.Provider value={loadBusinessForms}>
                    {/* A screen shows the spinner while its chunk loads (lib/lazy-chunk.tsx), at once, also when the
                        router changes screens in a transition: nothing here suspends, so no boundary keeps the screen
                        before on screen, with no sign of the wait, while the next one's chunk loads. */}
                    <ChunkFallback value={SCREEN_LOADING}>
                      <Outlet />
                    </ChunkFallback>
                  </BusinessFormsContext.Provider>
                </RouteCatalogProvider>
              </ScreenPermissions>
            )}
          </div>
        </ScreenRegion>
      </Layout>
    </Layout>
  );
}
