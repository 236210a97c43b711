// @ts-check
// What ties a purchase order to the requests it came from (rules in purchase.js): the quantity each request line has
// on orders, a request's 已下单% and status, its 下游单据 and an order's 来源单据, and the words a refusal uses for a
// document's status.
import { MockError } from '../memory/kinds.js';
import { byId, dictLabel, notFound, refuse } from './records.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {import('../memory/store.js').Collections} Collections
 * @typedef {Record<string, any>} Doc
 */

/** The order statuses that hold what they order of a request: submitted and not cancelled (a draft holds nothing). */
const HOLDING = new Set(['APPROVING', 'APPROVED', 'PARTIALLY_RECEIVED', 'COMPLETED', 'ON_HOLD', 'CLOSED']);
/** The request statuses whose status follows what is ordered of it. */
export const ORDERING = new Set(['APPROVED', 'PARTIALLY_ORDERED', 'ORDERED']);
/** The request statuses a new order may take lines of. */
export const ORDERABLE = new Set(['APPROVED', 'PARTIALLY_ORDERED']);

/** How a request's status reads in a refusal (申请单 CGSQ-… 审批中，不能修改). */
const REQUEST_WORDS = /** @type {Record<string, string>} */ ({
  DRAFT: '是草稿',
  APPROVING: '审批中',
  APPROVED: '已审批通过',
  PARTIALLY_ORDERED: '已部分下单',
  ORDERED: '已下单',
  RETURNED: '已退回',
  REJECTED: '已驳回',
  CLOSED: '已关闭',
  VOIDED: '已作废',
});
/** How an order's status reads in a refusal (订单 CGDD-… 是草稿，不能暂停). */
const ORDER_WORDS = /** @type {Record<string, string>} */ ({
  DRAFT: '是草稿',
  APPROVING: '审批中',
  APPROVED: '已审批通过',
  PARTIALLY_RECEIVED: '已部分入库',
  COMPLETED: '已完成',
  ON_HOLD: '已暂停',
  CLOSED: '已关闭',
  CANCELLED: '已取消',
});
/** `审批中` @param {Doc} request */
export const requestWords = (request) => REQUEST_WORDS[request.status] ?? request.status;
/** `申请单 CGSQ-20261123-001 审批中` @param {Doc} request */
export const requestState = (request) => `申请单 ${request.requestNo} ${requestWords(request)}`;
/** `订单 CGDD-20261124-001 是草稿` @param {Doc} order */
export const orderState = (order) => `订单 ${order.orderNo} ${ORDER_WORDS[order.status] ?? order.status}`;

/** A quantity to the thousandth, as the contract's quantities are. @param {number} value */
export const qty = (value) => Math.round(value * 1000) / 1000;

/** `20 台`: a quantity with its unit's label. @param {Collections} collections @param {number} quantity @param {string} unit */
export const withUnit = (collections, quantity, unit) =>
  `${quantity} ${dictLabel(collections, 'unit_of_measure', unit)}`;

/** @param {Collections} collections @param {string} name */
export const documents = (collections, name) => {
  collections[name] ??= [];
  return collections[name];
};

/** @param {MockContext} context @param {unknown} id */
export function requestById(context, id) {
  const request = byId(context.collections.purchaseRequests, id);
  if (!request) throw notFound('采购申请');
  return request;
}

/** @param {MockContext} context @param {unknown} id */
export function orderById(context, id) {
  const order = byId(context.collections.purchaseOrders, id);
  if (!order) throw notFound('采购订单');
  return order;
}

/** The request a line id belongs to, with the line and its place (1-based). @param {Collections} collections @param {unknown} lineId */
export function requestLineOf(collections, lineId) {
  for (const request of documents(collections, 'purchaseRequests')) {
    const index = (request.lines ?? []).findIndex((/** @type {Doc} */ line) => line.id === lineId);
    if (index >= 0) return { request, line: request.lines[index], number: index + 1 };
  }
  return undefined;
}

/** What a request line still has to order. @param {Doc} line */
export const openQuantity = (line) => Math.max(0, qty(line.quantity - (line.orderedQuantity ?? 0)));

/** @param {Doc} order */
const orderRef = (order) => ({
  type: 'PURCHASE_ORDER',
  id: order.id,
  no: order.orderNo,
  status: order.status,
});
/** @param {Doc} request */
const requestRef = (request) => ({
  type: 'PURCHASE_REQUEST',
  id: request.id,
  no: request.requestNo,
  status: request.status,
});

/** The orders with a line from the request. @param {Collections} collections @param {Doc} request */
export const ordersFrom = (collections, request) =>
  documents(collections, 'purchaseOrders').filter((order) =>
    (order.lines ?? []).some((/** @type {Doc} */ line) => line.sourceRequestId === request.id),
  );

/**
 * What the orders that hold quantities have of each request line, but for the orders `except` names (the ones being
 * saved or submitted, whose lines are checked against what the others leave).
 * @param {Collections} collections @param {Set<unknown>} [except]
 */
export function orderedByLine(collections, except = new Set()) {
  /** @type {Map<string, number>} */
  const ordered = new Map();
  for (const order of documents(collections, 'purchaseOrders')) {
    if (!HOLDING.has(order.status) || except.has(order.id)) continue;
    for (const line of order.lines ?? [])
      if (line.sourceLineId)
        ordered.set(line.sourceLineId, qty((ordered.get(line.sourceLineId) ?? 0) + line.quantity));
  }
  return ordered;
}

/** 已下单% of a request: what is ordered of each line, at most its quantity, over what it asks. @param {Doc[]} lines */
function orderedPercent(lines) {
  const asked = lines.reduce((total, line) => total + line.quantity, 0);
  const ordered = lines.reduce((total, line) => total + Math.min(line.orderedQuantity, line.quantity), 0);
  return asked > 0 ? Math.round((ordered / asked) * 10000) / 100 : 0;
}

/** A request line's 已下单 changes: the project's demand line it was made from (已下单数量) changes with it. */
function countOnDemand(
  /** @type {Collections} */ collections,
  /** @type {Doc} */ line,
  /** @type {number} */ next,
) {
  const demand = line.projectMaterialId && byId(collections.projectMaterials, line.projectMaterialId);
  if (demand)
    demand.orderedQuantity = Math.max(0, qty((demand.orderedQuantity ?? 0) + next - line.orderedQuantity));
  line.orderedQuantity = next;
}

/** The status an order's receipts put it at once approved (after 变更 as after 恢复). @param {Doc} order */
export const releasedStatus = (order) =>
  ({ FULL: 'COMPLETED', PARTIAL: 'PARTIALLY_RECEIVED' })[String(order.receiptStatus)] ?? 'APPROVED';

/**
 * Brings every link between requests and orders up to date with the orders as they stand now (whoever moved them:
 * this module, the workflow's 同意 / 退回 / 作废, the warehouse's receipts): each request line's 已下单, the request's
 * 已下单% and status, its 下游单据 and each order's 来源单据.
 * @param {Collections} collections
 */
export function syncPurchasing(collections) {
  const ordered = orderedByLine(collections);
  const orders = documents(collections, 'purchaseOrders');
  for (const order of orders)
    if (order.status === 'APPROVED' && order.receiptStatus !== 'NONE') order.status = releasedStatus(order);
  for (const request of documents(collections, 'purchaseRequests')) {
    const lines = request.lines ?? [];
    for (const line of lines) {
      const next = ordered.get(line.id) ?? 0;
      if (next !== line.orderedQuantity) countOnDemand(collections, line, next);
    }
    request.orderedPercent = orderedPercent(lines);
    if (ORDERING.has(request.status)) {
      const any = lines.some((/** @type {Doc} */ line) => line.orderedQuantity > 0);
      const all = lines.every((/** @type {Doc} */ line) => openQuantity(line) === 0);
      request.status = all && any ? 'ORDERED' : any ? 'PARTIALLY_ORDERED' : 'APPROVED';
    }
  }
  // a draft order is the buyer's work in progress: it becomes a 下游单据 once submitted
  for (const request of documents(collections, 'purchaseRequests'))
    request.orders = ordersFrom(collections, request)
      .filter((order) => order.processId)
      .sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)))
      .map(orderRef);
  for (const order of orders) {
    const ids = [
      ...new Set((order.lines ?? []).map((/** @type {Doc} */ line) => line.sourceRequestId).filter(Boolean)),
    ];
    order.sourceRequests = ids
      .map((id) => byId(collections.purchaseRequests, id))
      .filter(Boolean)
      .map((request) => requestRef(/** @type {Doc} */ (request)));
  }
}

/**
 * Refuses unless the document is in one of the statuses: the operation's business error `name`, the document's
 * status in words, then `what` it cannot be (`不能暂停`) and an `advice` where another action does it.
 * @param {MockContext} context @param {boolean} allowed @param {string} state @param {string} what
 * @param {{ name?: string, advice?: string }} [options]
 */
export function allowOnly(context, allowed, state, what, { name, advice } = {}) {
  if (!allowed) throw refuse(context, name, `${state}，${what}${advice ? `，${advice}` : ''}`);
}

/** @param {string} what */
export const badRequest = (what) => new MockError(400, what);
