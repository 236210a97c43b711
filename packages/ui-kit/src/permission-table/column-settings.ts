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

/** What `key` holds, as JSON; undefined when nothing is kept or it cannot be read. */
function readKept(key: string, storage: Storage | undefined): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key` as JSON, unless it is kept already; a full or blocked storage keeps nothing. */
function keep(key: string, value: unknown, storage: Storage | undefined) {
  try {
    const json = JSON.stringify(value);
    if (storage?.getItem(key) !== json) storage?.setItem(key, json);
  } catch {
    // the next visit measures first, as without it
  }
}

/**
 * The widths a table's content needed when it was last drawn (content-width.ts), kept per table id: the next visit
 * starts from them and, when its rows need the same, draws the table once instead of twice (issue 26).
 */
const contentWidthsKey = (tableId: string) => `ui-kit:table:${tableId}:content-widths:v1`;

export function loadContentWidths(
  tableId: string,
  storage: Storage | undefined = globalThis.localStorage,
): Record<string, number> {
  const value = readKept(contentWidthsKey(tableId), storage);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

export function saveContentWidths(
  tableId: string,
  widths: Record<string, number>,
  storage: Storage | undefined = globalThis.localStorage,
) {
  keep(contentWidthsKey(tableId), widths, storage);
}

/**
 * The room a table had (its content width) on its last visit, with the window's width then: a visit in a window as
 * wide starts from it (element-width.ts). Another window width gives nothing: the table measures first.
 */
const roomWidthKey = (tableId: string) => `ui-kit:table:${tableId}:width:v1`;

export function loadRoomWidth(
  tableId: string,
  viewportWidth: number,
  storage: Storage | undefined = globalThis.localStorage,
): number | undefined {
  const value = readKept(roomWidthKey(tableId), storage) as
    | { viewport?: unknown; width?: unknown }
    | undefined;
  return value?.viewport === viewportWidth && Number.isFinite(value.width) && (value.width as number) > 0
    ? (value.width as number)
    : undefined;
}

export function saveRoomWidth(
  tableId: string,
  viewportWidth: number,
  width: number,
  storage: Storage | undefined = globalThis.localStorage,
) {
  keep(roomWidthKey(tableId), { viewport: viewportWidth, width }, storage);
}
