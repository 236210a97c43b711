// @ts-check
// A released 采购订单's changes of state in memory mode (rules in purchase.js): 变更 (approved again), 暂停, 恢复,
// 关闭 and 取消.

import { allowOnly, orderById, orderState, releasedStatus, withUnit } from './purchase-links.js';
import { AMENDABLE, orderLine, orderProcess, projectOf, totalsOf } from './purchase-orders.js';
import { refuse } from './records.js';
import { startProcess } from './workflow.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {Record<string, any>} Doc
 */

/** Released and not on hold: what 暂停 takes. */
const RELEASED = new Set(['APPROVED', 'PARTIALLY_RECEIVED']);
/** What 取消 takes, when nothing was received. */
const CANCELLABLE = new Set(['DRAFT', 'APPROVED', 'ON_HOLD']);
/** 入库单 that may still receive on the order. */
const UNFINISHED_STOCK_IN = new Set(['DRAFT', 'PENDING_AUDIT', 'PENDING_EXECUTION', 'EXECUTING']);

/** 入库状态 from what the lines received. @param {Doc[]} lines */
function receiptStatusOf(lines) {
  if (lines.length > 0 && lines.every((line) => line.receivedQuantity >= line.quantity)) return 'FULL';
  return lines.some((line) => line.receivedQuantity > 0) ? 'PARTIAL' : 'NONE';
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const orderStateBehaviours = {
  /** 变更: new lines and expected date, the reason as the order's; it goes back to approval (a new process). */
  'purchase.amendOrder': (context) => {
    const { collections, body } = context;
    const order = orderById(context, body.id);
    allowOnly(context, AMENDABLE.has(order.status), orderState(order), '不能变更');
    const kept = new Map((order.lines ?? []).map((/** @type {Doc} */ line) => [line.id, line]));
    const lines = body.lines.map((/** @type {Doc} */ input) =>
      orderLine(collections, input, kept.get(input.id)),
    );
    for (const line of kept.values()) {
      if (!(line.receivedQuantity > 0)) continue;
      const received = withUnit(collections, line.receivedQuantity, line.unit);
      const next = lines.find((/** @type {Doc} */ candidate) => candidate.id === line.id);
      if (!next) throw refuse(context, undefined, `${line.materialName}已入库 ${received}，不能删除该行`);
      if (next.quantity < line.receivedQuantity)
        throw refuse(context, undefined, `${line.materialName}的数量不能少于已入库的 ${received}`);
    }
    Object.assign(order, {
      expectedDate: body.expectedDate,
      lines,
      ...totalsOf(lines),
      ...projectOf(collections, lines, order.projectId),
      receiptStatus: receiptStatusOf(lines),
      statusReason: body.reason,
    });
    startProcess(context, orderProcess(order));
    return { data: order };
  },

  /** 暂停: a released order receives nothing until it is resumed. */
  'purchase.holdOrder': (context) => {
    const order = orderById(context, context.body.id);
    allowOnly(context, RELEASED.has(order.status), orderState(order), '不能暂停');
    Object.assign(order, { status: 'ON_HOLD', statusReason: context.body.reason });
    return { data: order };
  },

  /** 恢复: a held order stands where its receipts put it (已审核, 部分入库). */
  'purchase.resumeOrder': (context) => {
    const order = orderById(context, context.body.id);
    if (order.status !== 'ON_HOLD')
      throw refuse(context, undefined, `订单 ${order.orderNo} 未暂停，不能恢复`);
    Object.assign(order, { status: releasedStatus(order), statusReason: null });
    return { data: order };
  },

  /** 关闭: a released or held order receives nothing more; what it ordered stays ordered on its requests. */
  'purchase.closeOrder': (context) => {
    const order = orderById(context, context.body.id);
    allowOnly(context, AMENDABLE.has(order.status), orderState(order), '不能关闭', {
      advice: order.status === 'DRAFT' ? '请使用取消' : undefined,
    });
    Object.assign(order, { status: 'CLOSED', statusReason: context.body.reason });
    return { data: order };
  },

  /** 取消: a draft, approved or held order nothing was received of; its requests get their quantities back. */
  'purchase.cancelOrder': (context) => {
    const order = orderById(context, context.body.id);
    const received = (order.lines ?? []).some((/** @type {Doc} */ line) => line.receivedQuantity > 0);
    const advice = { APPROVING: '请先撤回', PARTIALLY_RECEIVED: '请使用关闭' }[String(order.status)];
    allowOnly(context, CANCELLABLE.has(order.status), orderState(order), '不能取消', { advice });
    if (received) throw refuse(context, undefined, `订单 ${order.orderNo} 已部分入库，不能取消，请使用关闭`);
    const pending = (context.collections.warehouseDocs ?? []).find(
      (doc) =>
        doc.source?.kind === 'PURCHASE_ORDER' &&
        doc.source.id === order.id &&
        doc.direction === 'IN' &&
        UNFINISHED_STOCK_IN.has(doc.status),
    );
    if (pending)
      throw refuse(context, undefined, `订单 ${order.orderNo} 有未完成的入库单 ${pending.docNo}，不能取消`);
    Object.assign(order, { status: 'CANCELLED', statusReason: context.body.reason });
    return { data: order };
  },
};
