/**
 * spec §2: client-side filtering matches trimmed values case-insensitively as substrings, on each given field.
 * Empty filter values are ignored; a row must match every given field.
 */
export function filterRows<Row extends object>(
  rows: readonly Row[],
  filters: Readonly<Record<string, unknown>>,
): Row[] {
  const active = Object.entries(filters)
    .map(([field, value]) => [field, value == null ? '' : String(value).trim().toLowerCase()] as const)
    .filter(([, needle]) => needle !== '');
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every(([field, needle]) => {
      const value = (row as Record<string, unknown>)[field];
      return value != null && String(value).trim().toLowerCase().includes(needle);
    }),
  );
}
