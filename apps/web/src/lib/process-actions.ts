import type { Schema } from '@backoffice/sdk';
import type { OperationCode } from './operation-codes';

export type ProcessAction = Schema<'ProcessAction'>;

/** The free text an action asks for: which request field it fills, how the dialog names it, whether it must. */
export interface ActionText {
  field: 'comment' | 'reason';
  label: string;
  required: boolean;
}

/** One process action: its one wording, its operation code, what it asks for and what it warns of. */
export interface ProcessActionSpec {
  /** The action's name in the bar, its dialog, the 审批记录 and 流程配置's 操作按钮. */
  label: string;
  /** What 已办's 我的审批结果 says of a task decided with it (screens.md §2: 通过 / 不通过 / 转交 / 退回 …). */
  result: string;
  /** The operation code a user needs to take it (none: open to every participant, or not a user's action). */
  code?: OperationCode;
  /** The one user who takes the task over (转交). */
  targetUser?: true;
  /** The users who get to read along (抄送). */
  users?: true;
  /** The node already passed the flow goes back to (退回). */
  targetNode?: true;
  text?: ActionText;
  /** What the confirmation says before an action that ends the flow. */
  warning?: string;
  /** Offered by a node's 操作按钮 (流程配置), and then to that node's approver. */
  nodeButton: boolean;
}

/**
 * The process actions (spec §4; screens.md §3), one wording each: 转交 (never 转办: screens.md §3 allows either, the
 * product says 转交 everywhere) and 同意 (the button; 已办 reads 通过). In this order the bar and 操作按钮 list them.
 */
export const PROCESS_ACTIONS: Readonly<Record<ProcessAction, ProcessActionSpec>> = {
  APPROVE: {
    label: '同意',
    result: '通过',
    code: 'workflow:process:approve',
    text: { field: 'comment', label: '审批意见', required: false },
    nodeButton: true,
  },
  REJECT: {
    label: '拒绝',
    result: '不通过',
    code: 'workflow:process:reject',
    text: { field: 'reason', label: '拒绝理由', required: true },
    warning: '拒绝后流程结束（审批不通过），单据随之驳回，发起人会看到拒绝理由；不能撤回。',
    nodeButton: true,
  },
  TRANSMIT: {
    label: '转交',
    result: '转交',
    code: 'workflow:process:transmit',
    targetUser: true,
    text: { field: 'reason', label: '转交原因', required: true },
    nodeButton: true,
  },
  SHARE: {
    label: '抄送',
    result: '抄送',
    code: 'workflow:process:share',
    users: true,
    text: { field: 'comment', label: '抄送意见', required: false },
    nodeButton: true,
  },
  REFUND: {
    label: '退回',
    result: '退回',
    code: 'workflow:process:refund',
    targetNode: true,
    text: { field: 'reason', label: '退回原因', required: true },
    nodeButton: true,
  },
  WITHDRAW: {
    label: '撤回',
    result: '撤回',
    code: 'workflow:process:withdraw',
    text: { field: 'reason', label: '撤回原因', required: false },
    nodeButton: false,
  },
  CANCEL: {
    label: '作废',
    result: '作废',
    code: 'workflow:process:cancel',
    text: { field: 'reason', label: '作废原因', required: true },
    warning: '作废后流程结束，所有待办取消，单据随之作废。',
    nodeButton: false,
  },
  ANNOTATE: { label: '批注', result: '批注', nodeButton: true },
  UPDATE_DATA: { label: '修改数据', result: '修改数据', nodeButton: true },
  SUBMIT: { label: '提交', result: '提交', nodeButton: false },
};

/** The actions a node's 操作按钮 may offer, in the table's order. */
export const NODE_BUTTON_ACTIONS = (Object.keys(PROCESS_ACTIONS) as ProcessAction[]).filter(
  (action) => PROCESS_ACTIONS[action].nodeButton,
);
