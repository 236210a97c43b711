import type { Schema } from '@backoffice/sdk';
import { allowedFrom } from './status-rules';

export type PurchaseOrder = Schema<'PurchaseOrder'>;
export type OrderStatus = Schema<'PurchaseOrderStatus'>;

/**
 * screens.md §7, the purchase order flow: 草稿 → 审批中 → 已审核 (下达) → 部分入库 → 已完成, with the side states 暂停,
 * 已关闭 and 已取消. 撤回 takes an order under approval back to 草稿; 变更 sends a released (or held) order back to
 * approval; 暂停 holds a released one and 恢复 releases it again; 关闭 stops what is still to receive; 取消 voids an
 * order nothing was received of (a received one is closed instead). 收货 (生成入库单) is the released order's next step:
 * while it is 已审核 or 部分入库 and something is still to receive; a held, closed or cancelled order takes no goods.
 */
export const ORDER_RULES = {
  edit: { from: ['DRAFT'], why: '只有草稿可以修改' },
  submit: { from: ['DRAFT'], why: '只有草稿可以提交审批' },
  withdraw: { from: ['APPROVING'], why: '只有审批中的订单可以撤回' },
  amend: {
    from: ['APPROVED', 'PARTIALLY_RECEIVED', 'ON_HOLD'],
    why: '只有已审核、部分入库或暂停的订单可以变更',
  },
  hold: { from: ['APPROVED', 'PARTIALLY_RECEIVED'], why: '只有已审核或部分入库的订单可以暂停' },
  resume: { from: ['ON_HOLD'], why: '只有暂停的订单可以恢复' },
  close: {
    from: ['APPROVED', 'PARTIALLY_RECEIVED', 'ON_HOLD'],
    why: '只有已审核、部分入库或暂停的订单可以关闭',
  },
  cancel: { from: ['DRAFT', 'APPROVED', 'ON_HOLD'], why: '只有草稿、已审核或暂停且未入库的订单可以取消' },
  receive: {
    from: ['APPROVED', 'PARTIALLY_RECEIVED'],
    why: '只有已审核或部分入库、尚未全部入库的订单可以收货',
  },
} as const satisfies Record<string, { from: readonly OrderStatus[]; why: string }>;
export type OrderAction = keyof typeof ORDER_RULES;

/**
 * Whether an order allows `action`: by its status, 取消 only while nothing has been received and 收货 only while
 * something is still to receive.
 */
export function canDoOrder(
  action: OrderAction,
  order: Pick<PurchaseOrder, 'status' | 'receiptStatus'>,
): boolean {
  if (action === 'cancel' && order.receiptStatus !== 'NONE') return false;
  if (action === 'receive' && order.receiptStatus === 'FULL') return false;
  return allowedFrom(ORDER_RULES, action, order.status);
}
