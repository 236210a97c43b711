import type { Schema } from '@backoffice/sdk';

/** spec §3: an extension field, as the contract declares it: values live in `record.extension[tableKey]`. */
export type ExtensionField = Schema<'ExtensionField'>;

/** spec §3: one extension filter sent with a query (tableKey/value), as the contract declares it. */
export type ExtensionQuery = Schema<'ExtensionQuery'>;

/** The extension fields to show as columns, in their given order. */
export function visibleExtensionFields(fields: readonly ExtensionField[]): ExtensionField[] {
  return fields.filter((field) => field.show);
}

/** The value of an extension field on a record. */
export function extensionValue(record: unknown, tableKey: string): unknown {
  const extension = (record as { extension?: Record<string, unknown> } | null)?.extension;
  return extension?.[tableKey];
}

/** spec §3: queries send `extensionQueries`, a list of tableKey/value pairs, skipping empty values. */
export function buildExtensionQueries(values: Record<string, unknown>): ExtensionQuery[] {
  return Object.entries(values).flatMap(([tableKey, value]) => {
    const text = value == null ? '' : String(value).trim();
    return text === '' ? [] : [{ tableKey, value: text }];
  });
}
