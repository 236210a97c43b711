import { operationCodes } from '../../lib/operation-codes';

/**
 * The operation codes of 流程定义 (spec §6), one set for both screens that act on a definition: the list
 * (新建流程, 修改, 发布, 启用/停用 …) and the configuration page (保存, 发布), so each action is gated the same way.
 */
export const DEFINITION_CODES = operationCodes({
  add: 'workflow:definition:add',
  edit: 'workflow:definition:edit',
  copy: 'workflow:definition:copy',
  publish: 'workflow:definition:publish',
  status: 'workflow:definition:status',
  remove: 'workflow:definition:remove',
  export: 'workflow:definition:export',
});
