import type { Schema } from '@backoffice/sdk';

export type Role = Schema<'Role'>;
export type DataScope = Schema<'DataScope'>;

/** The administrator's role key (RuoYi's `admin`): the role that can always undo a mistake. */
export const ADMIN_ROLE_KEY = 'admin';
export const BUILT_IN_ROLE_REASON = '系统内置的管理员角色，不能停用或删除';

/** The administrator role is built in: disabling or deleting it could lock everybody out. */
export function isBuiltInRole(role: Pick<Role, 'roleKey'>): boolean {
  return role.roleKey === ADMIN_ROLE_KEY;
}

type Item = { id: string; parentId: string };

/**
 * The permission ids a role is saved with. In a linked tree a ticked item stands for its whole branch and
 * reaches up through its parents (the ones antd shows half- or fully checked), so a role holding one button
 * of a menu still reaches the menu and its directory; an unlinked tree sends exactly what is ticked.
 */
export function rolePermissionIds(
  items: readonly Item[],
  checked: readonly string[],
  linked: boolean,
): string[] {
  if (!linked) return [...checked];
  const parentOf = new Map(items.map((item) => [item.id, item.parentId]));
  const ids = new Set<string>();
  const addBranch = (id: string) => {
    ids.add(id);
    for (const item of items) if (item.parentId === id && !ids.has(item.id)) addBranch(item.id);
  };
  for (const id of checked.filter((key) => parentOf.has(key))) {
    addBranch(id);
    const climbed = new Set<string>(); // a parent cycle in bad data must not loop
    for (
      let at = parentOf.get(id);
      at !== undefined && parentOf.has(at) && !climbed.has(at);
      at = parentOf.get(at)
    ) {
      climbed.add(at);
      ids.add(at);
    }
  }
  return [...ids];
}

/**
 * The keys to tick when a saved role opens in a linked tree: only the held items without children. A held
 * parent was saved half-checked or fully checked; ticking it would tick every child, so the tree works it
 * out from the leaves instead.
 */
export function linkedCheckedKeys(items: readonly Item[], heldIds: readonly string[]): string[] {
  const parents = new Set(items.map((item) => item.parentId));
  return heldIds.filter((id) => !parents.has(id));
}
