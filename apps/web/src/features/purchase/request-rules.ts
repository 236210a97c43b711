import type { Schema } from '@backoffice/sdk';
import { isBefore } from '../../lib/dates';
import { allowedFrom } from './status-rules';

export type PurchaseRequest = Schema<'PurchaseRequest'>;
export type RequestStatus = Schema<'PurchaseRequestStatus'>;

/**
 * screens.md §7, the purchase request flow: 草稿 → (提交) 审批中 → 已通过 → 部分下单 → 已下单; 审批中 → 已退回 / 已驳回;
 * 审批中 → (撤回) 草稿; 已通过 → 已关闭; 草稿 / 审批中 → 已作废. A returned request is back with its applicant as a
 * draft is (已退回 → 草稿), so what a draft allows it allows.
 */
export const REQUEST_RULES = {
  edit: { from: ['DRAFT', 'RETURNED'], why: '只有草稿或已退回的申请可以修改' },
  submit: { from: ['DRAFT', 'RETURNED'], why: '只有草稿或已退回的申请可以提交' },
  withdraw: { from: ['APPROVING'], why: '只有审批中的申请可以撤回' },
  order: { from: ['APPROVED', 'PARTIALLY_ORDERED'], why: '只有已通过且未下完的申请可以生成采购订单' },
  close: { from: ['APPROVED', 'PARTIALLY_ORDERED'], why: '只有已通过或部分下单的申请可以关闭' },
  void: { from: ['DRAFT', 'RETURNED', 'APPROVING'], why: '只有草稿、已退回或审批中的申请可以作废' },
  remove: { from: ['DRAFT'], why: '只有草稿可以删除' },
} as const satisfies Record<string, { from: readonly RequestStatus[]; why: string }>;
export type RequestAction = keyof typeof REQUEST_RULES;

/** Whether a request in `status` allows `action`. */
export const canDoRequest = (action: RequestAction, status: RequestStatus): boolean =>
  allowedFrom(REQUEST_RULES, action, status);

/**
 * A batch action over selected requests: the ids it applies to, and why it is refused when some selected request
 * does not allow it (the batch then sends nothing, so nobody is surprised by what was skipped).
 */
export function batchOf(
  action: RequestAction,
  rows: readonly Pick<PurchaseRequest, 'id' | 'requestNo' | 'status'>[],
): { ids: string[]; refusal?: string } {
  const refused = rows.filter((row) => !canDoRequest(action, row.status));
  if (refused.length === 0) return { ids: rows.map((row) => row.id) };
  const numbers = refused.map((row) => row.requestNo).join('、');
  return { ids: [], refusal: `${numbers} 不能${ACTION_VERBS[action]}：${REQUEST_RULES[action].why}` };
}

const ACTION_VERBS: Record<RequestAction, string> = {
  edit: '修改',
  submit: '提交',
  withdraw: '撤回',
  order: '生成采购订单',
  close: '关闭',
  void: '作废',
  remove: '删除',
};

/** A need date may not lie before today (issue 14). */
export const needDateAllowed = (date: string, today: string): boolean => !isBefore(date, today);
