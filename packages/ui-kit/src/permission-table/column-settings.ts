/** Which columns a user hid on a table, kept in local storage per table id. */
const storageKey = (tableId: string) => `ui-kit:table:${tableId}:hidden-columns`;

export function loadHiddenColumns(
  tableId: string,
  storage: Storage | undefined = globalThis.localStorage,
): string[] {
  try {
    const value = JSON.parse(storage?.getItem(storageKey(tableId)) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function saveHiddenColumns(
  tableId: string,
  keys: readonly string[],
  storage: Storage | undefined = globalThis.localStorage,
) {
  storage?.setItem(storageKey(tableId), JSON.stringify(keys));
}
