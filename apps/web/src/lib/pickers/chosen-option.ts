/** An option of a select over records: the record's id and its label. */
export interface RecordOption {
  value: string;
  label: string;
}

/**
 * A select's options: the records found, then before them each extra one they lack (the record a saved form names,
 * or the one a link chose), so the chosen value always shows its label, never a bare id.
 */
export function optionsWith(found: readonly RecordOption[], extra: readonly (RecordOption | undefined)[]) {
  const missing = extra.filter(
    (option, index): option is RecordOption =>
      option !== undefined &&
      !found.some((shown) => shown.value === option.value) &&
      !extra.slice(0, index).some((earlier) => earlier?.value === option.value),
  );
  return [...missing, ...found];
}

/**
 * Whether a select must ask the server for the record its value names: a value that neither the records found
 * nor the record the caller knows carry (a deep link's or a saved filter's id, before any search).
 */
export const lookupNeeded = (
  value: string | undefined,
  found: readonly { id: string }[],
  known: { id: string } | undefined,
): value is string => value !== undefined && value !== known?.id && !found.some((row) => row.id === value);
