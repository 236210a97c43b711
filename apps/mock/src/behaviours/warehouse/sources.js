// @ts-check
// A document's sources in memory mode: purchase orders and projects' demand — the orders open for receipt, a draft
// made from either, and what an execution counts on them (rules in ../warehouse.js).
import { inputOf, MockError, newId } from '../../memory/kinds.js';
import { byId, dateOf, label, materialFacts, orderLink, projectLink, qty, refuse, sum } from './common.js';
import { prepare } from './stock.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {import('./common.js').MockContext} MockContext
 * @typedef {import('./common.js').Doc} Doc
 * @typedef {Record<string, any>} Line
 */

/**
 * An order's lines with something still to receive (ordered − received).
 * @param {Record<string, any>} order @returns {Array<{ line: Line, open: number }>}
 */
const openOrderLines = (order) =>
  (order.lines ?? [])
    .map((/** @type {Line} */ line) => ({ line, open: qty(line.quantity - (line.receivedQuantity ?? 0)) }))
    .filter((/** @type {{ open: number }} */ { open }) => open > 0);

/** A released order: approved and not on hold, closed or cancelled. */
const RELEASED = new Set(['APPROVED', 'PARTIALLY_RECEIVED']);

/** The default warehouse (是否默认), else the first. @param {Collections} collections */
const defaultWarehouse = (collections) => {
  const warehouses = (collections.locations ?? []).filter((location) => location.level === 1);
  return warehouses.find((warehouse) => warehouse.isDefault) ?? warehouses[0];
};

/**
 * What a project's open 领料出库单 (草稿 to 执行中) still have to issue of a material.
 * @param {Collections} collections @param {string} projectId @param {string} materialId
 */
export function pendingIssue(collections, projectId, materialId) {
  return sum(
    (collections.warehouseDocs ?? [])
      .filter(
        (doc) =>
          doc.projectId === projectId &&
          doc.businessType === 'ISSUE_OUT' &&
          ['DRAFT', 'PENDING_AUDIT', 'PENDING_EXECUTION', 'EXECUTING'].includes(doc.status),
      )
      .flatMap((doc) => doc.lines ?? [])
      .filter((line) => line.materialId === materialId)
      .map((line) => qty(line.expectedQuantity - (line.doneQuantity ?? 0))),
  );
}

/**
 * A receipt (or its reversal, negative) counted on the purchase order: on its lines of the material in line order,
 * each up to what it still has to receive, the rest on the last (a reversal takes back from the last first); then
 * its 入库状态 and status, and the project's 已入库.
 * @param {Collections} collections @param {Doc} doc @param {string} materialId @param {number} quantity
 */
export function countOnOrder(collections, doc, materialId, quantity) {
  if (doc.source?.kind !== 'PURCHASE_ORDER' || doc.direction !== 'IN') return;
  const order = byId(collections.purchaseOrders, doc.source.id);
  if (!order) return;
  const lines = (order.lines ?? []).filter((/** @type {Line} */ line) => line.materialId === materialId);
  let left = quantity;
  if (quantity > 0) {
    for (const [index, line] of lines.entries()) {
      const room = Math.max(0, qty(line.quantity - line.receivedQuantity));
      const take = index === lines.length - 1 ? left : Math.min(room, left);
      line.receivedQuantity = qty(line.receivedQuantity + take);
      left = qty(left - take);
    }
  } else {
    for (const line of [...lines].reverse()) {
      const back = Math.min(line.receivedQuantity, -left);
      line.receivedQuantity = qty(line.receivedQuantity - back);
      left = qty(left + back);
    }
  }
  const all = order.lines ?? [];
  const full =
    all.length > 0 && all.every((/** @type {Line} */ line) => line.receivedQuantity >= line.quantity);
  const some = all.some((/** @type {Line} */ line) => line.receivedQuantity > 0);
  order.receiptStatus = full ? 'FULL' : some ? 'PARTIAL' : 'NONE';
  if (['APPROVED', 'PARTIALLY_RECEIVED', 'COMPLETED'].includes(order.status))
    order.status = full ? 'COMPLETED' : some ? 'PARTIALLY_RECEIVED' : 'APPROVED';
  countOnProject(collections, order.projectId, materialId, 'receivedQuantity', quantity);
}

/**
 * 已入库 / 已领用 of a project's demand line of the material.
 * @param {Collections} collections @param {unknown} projectId @param {string} materialId
 * @param {'receivedQuantity' | 'issuedQuantity'} field @param {number} quantity
 */
export function countOnProject(collections, projectId, materialId, field, quantity) {
  if (!projectId) return;
  const demand = (collections.projectMaterials ?? []).find(
    (line) => line.projectId === projectId && line.materialId === materialId,
  );
  if (demand) demand[field] = Math.max(0, qty((demand[field] ?? 0) + quantity));
}

/** @type {Record<string, import('../index.js').Behaviour>} */
export const sourceBehaviours = {
  /** 从来源生成: a 入库单 of an order's open quantities, or a 领料出库单 of a project's demand not yet issued. */
  'warehouse.draftDoc': (context) => {
    prepare(context);
    const { collections, body, now } = context;
    const today = dateOf(now);
    const warehouse = defaultWarehouse(collections);
    if (body.kind === 'PURCHASE_ORDER') {
      const order = byId(collections.purchaseOrders, body.sourceId);
      if (!order) throw new MockError(404, '采购订单不存在或已被删除');
      const open = openOrderLines(order);
      if (open.length === 0 || order.status === 'COMPLETED')
        throw refuse(context, 'businessError', `采购订单 ${order.orderNo} 已全部入库，没有可生成的数量`);
      if (!RELEASED.has(order.status))
        throw refuse(
          context,
          'notReleased',
          `采购订单 ${order.orderNo} ${label(collections, 'purchase_order_status', order.status)}，未下达，不能入库`,
        );
      return {
        data: {
          docType: 'IN',
          businessType: 'PURCHASE_IN',
          warehouseId: warehouse?.id,
          plannedDate: order.expectedDate && order.expectedDate > today ? order.expectedDate : today,
          source: orderLink(order),
          supplierId: order.supplierId,
          projectId: order.projectId ?? null,
          deptName: null,
          remark: null,
          lines: open.map(({ line, open: quantity }) => ({
            ...materialFacts(collections, line.materialId),
            id: newId(),
            expectedQuantity: quantity,
            batchNo: null,
            remark: null,
          })),
        },
      };
    }
    const project = byId(collections.projects, body.sourceId);
    if (!project) throw new MockError(404, '项目不存在或已被删除');
    const lines = (collections.projectMaterials ?? [])
      .filter((demand) => demand.projectId === project.id)
      .map((demand) => ({
        demand,
        open: qty(
          demand.demandQuantity -
            (demand.issuedQuantity ?? 0) -
            pendingIssue(collections, project.id, demand.materialId),
        ),
      }))
      .filter(({ open }) => open > 0);
    if (lines.length === 0)
      throw refuse(context, 'businessError', `项目 ${project.projectNo} 的需求已全部领用，没有可生成的数量`);
    return {
      data: {
        docType: 'OUT',
        businessType: 'ISSUE_OUT',
        warehouseId: warehouse?.id,
        plannedDate: today,
        source: projectLink(project),
        supplierId: null,
        projectId: project.id,
        deptName: project.deptName ?? null,
        remark: null,
        lines: lines.map(({ demand, open }) => ({
          ...materialFacts(collections, demand.materialId),
          id: newId(),
          expectedQuantity: open,
          batchNo: null,
          remark: null,
        })),
      },
    };
  },

  /** 可入库的采购订单: released orders with something still to receive, their open lines. */
  'warehouse.receivableOrders': (context) => {
    const { collections } = context;
    const keyword = String(inputOf(context).keyword ?? '')
      .trim()
      .toLowerCase();
    return {
      data: (collections.purchaseOrders ?? [])
        .filter((order) => RELEASED.has(order.status) && openOrderLines(order).length > 0)
        .filter(
          (order) => !keyword || `${order.orderNo}\n${order.supplierName}`.toLowerCase().includes(keyword),
        )
        .map((order) => ({
          id: order.id,
          orderNo: order.orderNo,
          supplierId: order.supplierId,
          supplierName: order.supplierName,
          orderDate: order.orderDate,
          lines: openOrderLines(order).map(({ line, open }) => ({
            lineId: line.id,
            materialId: line.materialId,
            materialCode: line.materialCode,
            materialName: line.materialName,
            spec: line.spec ?? null,
            unit: label(collections, 'unit_of_measure', line.unit),
            orderedQuantity: line.quantity,
            receivedQuantity: line.receivedQuantity ?? 0,
            openQuantity: open,
          })),
        })),
    };
  },
};
