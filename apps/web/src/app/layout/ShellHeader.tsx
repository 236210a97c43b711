import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import MoonOutlined from '@ant-design/icons/es/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/es/icons/SunOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Layout from 'antd/es/layout';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { lazyChunk } from '../../lib/lazy-chunk';
import { PATHS } from '../../lib/route-paths';
import { useGlobalStore } from '../../stores/global-store';
import { useThemeStore } from '../../stores/theme-store';
import { AA_TEXT_CONTRAST, contrastRatio } from '../contrast';

const readableOn = (background: string) =>
  contrastRatio('#ffffff', background) >= AA_TEXT_CONTRAST ? '#ffffff' : 'rgba(0, 0, 0, 0.88)';

export const HEADER_HEIGHT = 56;

/**
 * The to-do count over the bell (antd's Badge without its chunk: a count that changes every few minutes needs no
 * scrolling digits). The link around it carries the count for screen readers.
 */
function TodoCount({ count, children }: { count: number; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {count > 0 && (
        <span
          aria-hidden
          style={{
            position: 'absolute',
            top: -6,
            insetInlineEnd: -8,
            minWidth: 16,
            height: 16,
            padding: '0 4px',
            boxSizing: 'border-box',
            borderRadius: 8,
            background: token.colorError,
            // White on the light theme's red; dark mode's red is light, and takes dark text.
            color: readableOn(token.colorError),
            fontSize: 11,
            lineHeight: '16px',
            textAlign: 'center',
            boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
          }}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}

/** The user's round badge (antd's Avatar, without its chunk: the header shows nothing else of it). */
function UserBadge({ background, color }: { background: string; color: string }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 24,
        height: 24,
        borderRadius: '50%',
        background,
        color,
        fontSize: 14,
      }}
    >
      <UserOutlined />
    </span>
  );
}

// Development only: the import and the component vanish from production builds.
const ScenarioSwitch = import.meta.env.DEV
  ? lazyChunk('scenario-switch', () => import('./ScenarioSwitch'))
  : () => null;

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
  // Narrow screens open the menu drawer with the unfold icon: the menu comes out from the side, as it does there.
  const toggleIcon = wide && !collapsed ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;
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
      {import.meta.env.DEV && wide && <ScenarioSwitch />}
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
        <TodoCount count={todoCount}>
          <BellOutlined style={{ fontSize: 18, color: token.colorText }} />
        </TodoCount>
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
          icon={<UserBadge background={token.colorTextTertiary} color={token.colorTextLightSolid} />}
        >
          {wide ? userInfo?.nickname : null}
        </Button>
      </Dropdown>
    </Layout.Header>
  );
}
