import type { Schema } from '@backoffice/sdk';
import type { OperationCode } from '../../lib/operation-codes';

export type ProcessRecord = Schema<'ProcessRecord'>;
export type ProcessNode = Schema<'ProcessNode'>;
export type ProcessAction = Schema<'ProcessAction'>;

/** Where the approval detail was opened from: it decides who is looking and so which actions make sense. */
export type DetailContext = 'todo' | 'done' | 'myapply' | 'cc';

/** The actions of the approval detail's action bar (screens.md §3), in bar order, with their labels. */
export const ACTIONS = {
  APPROVE: { label: '同意', code: 'workflow:process:approve' },
  TRANSMIT: { label: '转交', code: 'workflow:process:transmit' },
  SHARE: { label: '抄送', code: 'workflow:process:share' },
  REFUND: { label: '退回', code: 'workflow:process:refund' },
  WITHDRAW: { label: '撤回', code: 'workflow:process:withdraw' },
  CANCEL: { label: '作废', code: 'workflow:process:cancel' },
} as const satisfies Record<string, { label: string; code: OperationCode }>;
export type BarAction = keyof typeof ACTIONS;

export { ACTION_RESULT_LABELS } from '../../lib/approval-timeline';

/** A bar action, and why it is disabled when the user lacks its operation code. */
export interface ActionState {
  action: BarAction;
  label: string;
  disabledReason?: string;
}

const NODE_ACTIONS: BarAction[] = ['APPROVE', 'TRANSMIT', 'SHARE', 'REFUND'];

/**
 * The action bar for this user on this process: an approver (to-do) gets what the current node allows; the
 * handler of a done task may recall it; the initiator may withdraw or cancel a running application. An action
 * whose operation code the user lacks stays visible but disabled, with the reason.
 */
export function barActions(
  context: DetailContext,
  process: Pick<ProcessRecord, 'status' | 'currentNodeId'>,
  nodes: readonly ProcessNode[],
  codes: readonly string[],
): ActionState[] {
  const running = process.status === 'RUNNING';
  let actions: BarAction[] = [];
  if (context === 'todo' && running) {
    const allowed = nodes.find((node) => node.id === process.currentNodeId)?.allowedActions ?? [];
    actions = NODE_ACTIONS.filter((action) => allowed.includes(action));
  } else if (context === 'done' && running) actions = ['WITHDRAW'];
  else if (context === 'myapply' && running) actions = ['WITHDRAW', 'CANCEL'];
  return actions.map((action) => ({
    action,
    label: ACTIONS[action].label,
    ...(codes.includes(ACTIONS[action].code)
      ? {}
      : { disabledReason: `没有「${ACTIONS[action].label}」权限（${ACTIONS[action].code}）` }),
  }));
}

/** screens.md §3: a flow is sent back only to a node it has already passed. */
export function earlierNodes(
  nodes: readonly ProcessNode[],
  currentNodeId: string | null | undefined,
): ProcessNode[] {
  const current = nodes.find((node) => node.id === currentNodeId);
  if (!current) return [];
  return nodes.filter((node) => node.order < current.order).sort((a, b) => a.order - b.order);
}

/** The fields of the business form the current node lets its handler edit. */
export function editableFields(process: Pick<ProcessRecord, 'formFields'>, context: DetailContext) {
  return context === 'todo' ? (process.formFields ?? []).filter((field) => field.editable) : [];
}

/** What an action's dialog collects (screens.md §3 inputs). */
export interface ActionValues {
  comment?: string;
  reason?: string;
  targetUserId?: string;
  userIds?: string[];
  targetNodeId?: string;
}

/** The request body of each bar action, typed by the contract. */
export type ActionPayload =
  | { action: 'APPROVE'; body: Schema<'ApproveRequest'> }
  | { action: 'TRANSMIT'; body: Schema<'TransmitRequest'> }
  | { action: 'SHARE'; body: Schema<'ShareRequest'> }
  | { action: 'REFUND'; body: Schema<'RefundRequest'> }
  | { action: 'WITHDRAW'; body: Schema<'WithdrawRequest'> }
  | { action: 'CANCEL'; body: Schema<'CancelRequest'> };

const text = (value: string | undefined) => value?.trim() || undefined;

/**
 * Builds an action's request from the process and what its dialog collected: node actions act on the current
 * node; reasons and comments are trimmed and left out when blank.
 */
export function actionPayload(
  action: BarAction,
  process: Pick<ProcessRecord, 'id' | 'currentNodeId'>,
  values: ActionValues,
): ActionPayload {
  const processId = process.id;
  const nodeId = process.currentNodeId ?? '';
  const comment = text(values.comment);
  const reason = text(values.reason);
  switch (action) {
    case 'APPROVE':
      return { action, body: { processId, nodeId, ...(comment ? { comment } : {}) } };
    case 'TRANSMIT':
      return {
        action,
        body: { processId, nodeId, targetUserId: values.targetUserId ?? '', reason: reason ?? '' },
      };
    case 'SHARE':
      return {
        action,
        body: { processId, nodeId, userIds: values.userIds ?? [], ...(comment ? { comment } : {}) },
      };
    case 'REFUND':
      return {
        action,
        body: { processId, nodeId, targetNodeId: values.targetNodeId ?? '', reason: reason ?? '' },
      };
    case 'WITHDRAW':
      return {
        action,
        body: { processId, ...(process.currentNodeId ? { nodeId } : {}), ...(reason ? { reason } : {}) },
      };
    case 'CANCEL':
      return { action, body: { processId, reason: reason ?? '' } };
  }
}
