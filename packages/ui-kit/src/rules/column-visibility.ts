import { DYNAMIC_EXTENSION_CODE } from '@backoffice/sdk/constants';

/** spec §6: exclude (default) or include. */
export type AuthMode = 'exclude' | 'include';

/**
 * spec §6: whether a table column is shown to a user holding `userCodes`. DYNAMIC_EXTENSION is always ignored.
 * - exclude (default): hidden when the user holds any code not in the column's listed codes;
 * - include: hidden when the user holds at least one of the listed codes.
 * A column that lists no codes is always shown.
 */
export function isColumnVisible(
  columnCodes: readonly string[] | undefined,
  userCodes: readonly string[],
  mode: AuthMode = 'exclude',
): boolean {
  if (!columnCodes || columnCodes.length === 0) return true;
  const listed = new Set(columnCodes);
  const held = userCodes.filter((code) => code !== DYNAMIC_EXTENSION_CODE);
  return mode === 'include'
    ? !held.some((code) => listed.has(code))
    : !held.some((code) => !listed.has(code));
}
