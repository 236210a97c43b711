/**
 * Which columns a user hid on a table, kept in local storage per table id. The key carries a version, so a
 * changed column set never restores stale settings (list-pattern §2); until the user chooses, the columns the
 * screen hides by default stay hidden.
 */
const COLUMN_SETTINGS_VERSION = 2;
const storageKey = (tableId: string) => `ui-kit:table:${tableId}:hidden-columns:v${COLUMN_SETTINGS_VERSION}`;

export function loadHiddenColumns(
  tableId: string,
  defaults: readonly string[] = [],
  storage: Storage | undefined = globalThis.localStorage,
): string[] {
  try {
    const stored = storage?.getItem(storageKey(tableId));
    if (stored == null) return [...defaults];
    const value = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((key): key is string => typeof key === 'string')
      : [...defaults];
  } catch {
    return [...defaults];
  }
}

export function saveHiddenColumns(
  tableId: string,
  keys: readonly string[],
  storage: Storage | undefined = globalThis.localStorage,
) {
  storage?.setItem(storageKey(tableId), JSON.stringify(keys));
}
