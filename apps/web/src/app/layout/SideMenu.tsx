import initCollapseMotion from 'antd/es/_util/motion';
import Menu, { type MenuProps } from 'antd/es/menu';
import theme from 'antd/es/theme';
import { useDeferredValue } from 'react';
import type { ThemeMode } from '../../stores/theme-store';

/** The product's title at the top of the side menu: its full name, or the short one when the menu is collapsed. */
export const PRODUCT_TITLE = { full: '管理后台', short: '后台' } as const;
export const SIDER_HEADER_HEIGHT = 56;

/**
 * antd's own collapse motion for the inline groups, without the appear motion: a group the screen opens is drawn
 * open, not grown open while the screen under it renders (seven commits of the menu's motion broke into the first
 * render of a deep link's screen, issue 26). A group opened or closed by the user still slides.
 */
const GROUPS_MOTION = { ...initCollapseMotion(), motionAppear: false };

/** What the menu holds in the render that first draws it: its entries follow (SideMenu). */
const NO_ENTRIES: NonNullable<MenuProps['items']> = [];

/**
 * The side menu with the product title, as the sider and the narrow screens' drawer both show it (inside the
 * sider, antd's Menu follows the sider's collapsed state by itself).
 *
 * The title is drawn with the layout, the entries in a render of their own after it, which React does once more
 * urgent work is done (issue 26): on a deep link that is the screen. antd's Menu draws its entries twice over
 * (once hidden, to learn each entry's path) and draws again once it has: at 4x CPU some 250 ms that came before
 * the screen's first row. The entries come a moment after the screen (figures: apps/web/README.md, "How the build
 * is split").
 */
export function SideMenu({
  items,
  selectedKey,
  openKeys,
  collapsed,
  mode,
  onNavigate,
}: {
  items: NonNullable<MenuProps['items']>;
  selectedKey: string;
  openKeys: string[];
  collapsed: boolean;
  mode: ThemeMode;
  onNavigate: (path: string) => void;
}) {
  const { token } = theme.useToken();
  const entries = useDeferredValue(items, NO_ENTRIES);
  return (
    <nav aria-label="主菜单">
      <div
        style={{
          height: SIDER_HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 600,
          fontSize: collapsed ? 14 : 16,
          whiteSpace: 'nowrap',
          // The title follows the theme (antd's dark sider is not dark enough for the default black text).
          color: token.colorText,
        }}
      >
        {collapsed ? PRODUCT_TITLE.short : PRODUCT_TITLE.full}
      </div>
      <Menu
        // A screen in another group (a link, a shortcut, Back) opens that group, as a click in the menu would: the
        // menu starts again with the screen's groups open; within a group, the groups the user opened stay open.
        // Collapsed, the groups are fly-outs, and none opens by itself over the screen (expanding opens the
        // screen's group again).
        key={`${collapsed ? 'collapsed' : 'inline'} ${openKeys.join(' ')}`}
        mode="inline"
        theme={mode}
        selectedKeys={[selectedKey]}
        defaultOpenKeys={collapsed ? [] : openKeys}
        // Collapsed, the groups are fly-outs with antd's popup motion.
        motion={collapsed ? undefined : GROUPS_MOTION}
        items={entries}
        onClick={({ key }) => onNavigate(key)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
