import type { Schema } from '@backoffice/sdk';
import { operationCodes } from '../../lib/operation-codes';

/** The operation codes of 字典管理. */
export const DICT_CODES = operationCodes({
  add: 'system:dict:add',
  edit: 'system:dict:edit',
  remove: 'system:dict:remove',
  export: 'system:dict:export',
  refreshCache: 'system:dict:refreshCache',
});

/** The contract marks the dictionaries the system itself reads (statuses, menu types …) in their remark. */
export const BUILT_IN_DICT_REMARK = '系统内置';

/** A built-in dictionary cannot be deleted: the app's own tags and selects read it. */
export function isBuiltInDict(type: Pick<Schema<'DictType'>, 'remark'>): boolean {
  return type.remark?.includes(BUILT_IN_DICT_REMARK) ?? false;
}
