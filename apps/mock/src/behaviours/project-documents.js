// @ts-check
// 项目单据 in memory mode: the documents of other modules linked to a project (read-only), in those modules' words.
// Rules written down where the spec is silent: PURCHASE is the project's 采购申请 and 采购订单, STOCK its warehouse
// documents (collection warehouseDocs); each shows its id (to open it), number, type, status as its dictionary words
// it, a title (the request's own; the supplier and lines of an order; the business type and lines of a stock
// document: one or two lines named with quantity and unit, more as 「first等 N 项」) and its date (apply date, order
// date, planned date), latest first. A document is open while it is still in play: a request or order not yet
// at one of its final statuses (below), a warehouse document not 已完成 or 已作废; a project with an open document
// is not completed.
import { dictLabel } from './records.js';

/** @typedef {import('../memory/store.js').Collections} Collections @typedef {Record<string, any>} Line */

/** The statuses at which each kind of document is done with (PurchaseRequestStatus, PurchaseOrderStatus, DocumentStatus). */
const FINAL = {
  PURCHASE_REQUEST: ['ORDERED', 'REJECTED', 'CLOSED', 'VOIDED'],
  PURCHASE_ORDER: ['COMPLETED', 'CLOSED', 'CANCELLED'],
  WAREHOUSE_DOC: ['COMPLETED', 'VOIDED'],
};

/** @param {keyof typeof FINAL} type @param {unknown} status */
const isOpen = (type, status) => !FINAL[type].includes(String(status));

/** A line's summary in a document title: `标准机柜 10 台`, `开关电源 8 台、螺栓 64 个`, `主控芯片等 3 项`. */
function linesSummary(
  /** @type {Collections} */ collections,
  /** @type {Line[]} */ lines,
  /** @type {(line: Line) => number} */ quantityOf,
) {
  const name = (/** @type {Line} */ line) => line.materialName ?? line.materialCode ?? '';
  if (lines.length > 2) return `${name(lines[0])}等 ${lines.length} 项`;
  return lines
    .map(
      (line) => `${name(line)} ${quantityOf(line)} ${dictLabel(collections, 'unit_of_measure', line.unit)}`,
    )
    .join('、');
}

/** @param {string} prefix @param {string} summary */
const titled = (prefix, summary) => (summary ? `${prefix}：${summary}` : prefix);

/** The project's 采购申请 and 采购订单. @param {Collections} collections @param {unknown} projectId */
function purchaseDocuments(collections, projectId) {
  const requests = (collections.purchaseRequests ?? [])
    .filter((request) => request.projectId === projectId)
    .map((request) => ({
      id: request.id,
      type: 'PURCHASE_REQUEST',
      docType: '采购申请',
      docNo: request.requestNo,
      title: request.title,
      statusText: dictLabel(collections, 'purchase_request_status', request.status),
      date: request.applyDate,
      open: isOpen('PURCHASE_REQUEST', request.status),
    }));
  const orders = (collections.purchaseOrders ?? [])
    .filter((order) => order.projectId === projectId)
    .map((order) => ({
      id: order.id,
      type: 'PURCHASE_ORDER',
      docType: '采购订单',
      docNo: order.orderNo,
      title: titled(
        order.supplierName,
        linesSummary(collections, order.lines ?? [], (line) => Number(line.quantity)),
      ),
      statusText: dictLabel(collections, 'purchase_order_status', order.status),
      date: order.orderDate,
      open: isOpen('PURCHASE_ORDER', order.status),
    }));
  return [...requests, ...orders];
}

/** The project's warehouse documents. @param {Collections} collections @param {unknown} projectId */
function stockDocuments(collections, projectId) {
  return (collections.warehouseDocs ?? [])
    .filter((doc) => doc.projectId === projectId)
    .map((doc) => ({
      id: doc.id,
      type: 'WAREHOUSE_DOC',
      docType: dictLabel(collections, 'warehouse_doc_type', doc.docType),
      docNo: doc.docNo,
      title: titled(
        dictLabel(collections, 'stock_business_type', doc.businessType),
        linesSummary(collections, doc.lines ?? [], (line) => Number(line.expectedQuantity)),
      ),
      statusText: dictLabel(collections, 'document_status', doc.status),
      date: doc.plannedDate ?? String(doc.createTime ?? '').slice(0, 10),
      open: isOpen('WAREHOUSE_DOC', doc.status),
    }));
}

/**
 * The project's documents of a kind, latest first.
 * @param {Collections} collections @param {unknown} projectId @param {'PURCHASE' | 'STOCK'} kind
 */
export function projectDocuments(collections, projectId, kind) {
  const documents =
    kind === 'STOCK' ? stockDocuments(collections, projectId) : purchaseDocuments(collections, projectId);
  return documents.sort((a, b) => `${b.date}${b.docNo}`.localeCompare(`${a.date}${a.docNo}`));
}
