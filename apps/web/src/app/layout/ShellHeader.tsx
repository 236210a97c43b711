import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import MoonOutlined from '@ant-design/icons/es/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/es/icons/SunOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Layout from 'antd/es/layout';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '../../lib/route-paths';
import { useGlobalStore } from '../../stores/global-store';
import { useThemeStore } from '../../stores/theme-store';

export const HEADER_HEIGHT = 56;

// Development only: the import and the component vanish from production builds.
const ScenarioSwitch = import.meta.env.DEV ? lazy(() => import('./ScenarioSwitch')) : () => null;

/**
 * The header: menu toggle, breadcrumbs, theme, to-do badge and the user menu. On a narrow screen the toggle opens
 * the menu drawer and the breadcrumbs and the user's name give way, so the avatar always stays in view.
 */
export function ShellHeader({
  wide,
  collapsed,
  onToggleMenu,
  trail,
  onLogout,
}: {
  wide: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
  trail: readonly string[];
  onLogout: () => void;
}) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { userInfo, todoCount } = useGlobalStore();
  const { mode, toggle } = useThemeStore();
  const toggleLabel = wide ? (collapsed ? '展开菜单' : '收起菜单') : '打开菜单';
  const toggleIcon = wide ? collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined /> : <MenuOutlined />;
  return (
    <Layout.Header
      style={{
        flex: 'none',
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        display: 'flex',
        alignItems: 'center',
        gap: wide ? 16 : 8,
        padding: wide ? '0 16px' : '0 8px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button type="text" aria-label={toggleLabel} icon={toggleIcon} onClick={onToggleMenu} />
      <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        <Breadcrumb items={(wide ? trail : trail.slice(-1)).map((title) => ({ title }))} />
      </div>
      {import.meta.env.DEV && wide && (
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
      <Link
        to={PATHS.todo}
        aria-label={`待办 ${todoCount} 项`}
        style={{ display: 'inline-flex', padding: 4 }}
      >
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
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: onLogout },
          ],
        }}
      >
        <Button
          type="text"
          aria-label={userInfo?.nickname ?? '用户菜单'}
          icon={<Avatar size="small" icon={<UserOutlined />} />}
        >
          {wide ? userInfo?.nickname : null}
        </Button>
      </Dropdown>
    </Layout.Header>
  );
}
