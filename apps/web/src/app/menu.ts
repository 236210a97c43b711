import { canOpen } from '../lib/access';
import type { AppRoute } from './routes';

/** A side-menu entry derived from the route table. */
interface MenuLeaf {
  key: string;
  label: string;
  icon?: AppRoute['icon'];
}
export type MenuEntry = MenuLeaf & (object | { children: MenuEntry[] });

/**
 * spec §1/§6: the menu is the route table filtered by the user's menu permissions. A screen shows when its path
 * is allowed; a group shows when any of its children does; hidden entries never show.
 */
export function menuEntries(routes: readonly AppRoute[], allowed: ReadonlySet<string>): MenuEntry[] {
  return routes.flatMap((route): MenuEntry[] => {
    if (route.hideInMenu) return [];
    if (route.children) {
      const children = menuEntries(route.children, allowed);
      return children.length > 0 ? [{ key: route.path, label: route.label, icon: route.icon, children }] : [];
    }
    return canOpen(route.path, allowed) ? [{ key: route.path, label: route.label, icon: route.icon }] : [];
  });
}
