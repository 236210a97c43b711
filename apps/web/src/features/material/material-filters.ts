import { buildExtensionQueries } from '@backoffice/ui-kit';
import { rangeFilters } from '../../lib/date-fields';

/** Search fields of extension values are named `ext.<tableKey>` in the list's filters. */
export const EXTENSION_PREFIX = 'ext.';

/**
 * The applied filters of 物料编码 as the contract's request: the extension fields' values become
 * `extensionQueries` (spec §3: tableKey/value pairs, empty values skipped, none sent when all are empty) and the
 * created range becomes createTimeFrom / createTimeTo.
 */
export function materialRequestFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  const extension: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (name.startsWith(EXTENSION_PREFIX)) extension[name.slice(EXTENSION_PREFIX.length)] = value;
    else plain[name] = value;
  }
  const extensionQueries = buildExtensionQueries(extension);
  return {
    ...rangeFilters(plain, 'createTime', 'createTimeFrom', 'createTimeTo'),
    ...(extensionQueries.length > 0 ? { extensionQueries } : {}),
  };
}
