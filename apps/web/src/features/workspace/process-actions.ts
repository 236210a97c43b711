import type { Schema } from '@backoffice/sdk';
import type { OperationCode } from '../../lib/operation-codes';
import { PROCESS_ACTIONS, type ProcessAction } from '../../lib/process-actions';

export type ProcessRecord = Schema<'ProcessRecord'>;
export type ProcessNode = Schema<'ProcessNode'>;
export type { ProcessAction };
export { PROCESS_ACTIONS };

/** Where the approval detail was opened from: it decides who is looking and so which actions make sense. */
export type DetailContext = 'todo' | 'done' | 'myapply' | 'cc';

/** The approver's actions on his node, in bar order: the node's 操作按钮 pick among them (screens.md §3). */
const NODE_ACTIONS = ['APPROVE', 'REJECT', 'TRANSMIT', 'SHARE', 'REFUND'] as const;
/** The actions of the approval detail's action bar. */
export type BarAction = (typeof NODE_ACTIONS)[number] | 'WITHDRAW' | 'CANCEL';

/** A bar action, and the operation code it needs (the bar gates it as every button: PermittedButton). */
export interface ActionState {
  action: BarAction;
  label: string;
  code?: OperationCode;
}

/** Who is looking at which process. */
export interface Viewer {
  context: DetailContext;
  /** The logged-in user's id. */
  userId: string | undefined;
}

/**
 * The action bar for this user on this process: the current approver (to-do) gets exactly what the current node
 * allows him (ProcessNode.allowedActions: its configured 操作按钮); the handler of a done task may recall it; the
 * initiator may withdraw or cancel a running application. Each carries its operation code: the bar shows an
 * action whose code the user lacks disabled, with the reason, as every gated button does.
 */
export function barActions(
  { context, userId }: Viewer,
  process: Pick<ProcessRecord, 'status' | 'currentNodeId' | 'currentApprovers'>,
  nodes: readonly ProcessNode[],
): ActionState[] {
  const running = process.status === 'RUNNING';
  const approver = process.currentApprovers.some((person) => person.id === userId);
  let actions: BarAction[] = [];
  if (context === 'todo' && running && approver) {
    const allowed = nodes.find((node) => node.id === process.currentNodeId)?.allowedActions ?? [];
    actions = NODE_ACTIONS.filter((action) => allowed.includes(action));
  } else if (context === 'done' && running) actions = ['WITHDRAW'];
  else if (context === 'myapply' && running) actions = ['WITHDRAW', 'CANCEL'];
  return actions.map((action) => {
    const { label, code } = PROCESS_ACTIONS[action];
    return { action, label, ...(code ? { code } : {}) };
  });
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
  | { action: 'REJECT'; body: Schema<'RejectRequest'> }
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
    case 'REJECT':
      return { action, body: { processId, nodeId, reason: reason ?? '' } };
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
