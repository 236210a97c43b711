// @ts-check
// 采购订单 in memory mode (rules in purchase.js): a saved 草稿 with its supplier, lines, amounts, project and sources,
// 提交 into 采购订单审批 and 撤回.
import { formatTime, idsOf, newId, nextSerial } from '../memory/kinds.js';
import { formatMoney, lineAmount, parseMoney, sumMoney } from './money.js';
import {
  allowOnly,
  badRequest,
  documents,
  ORDERABLE,
  orderById,
  orderedByLine,
  orderState,
  qty,
  requestLineOf,
  requestState,
  withUnit,
} from './purchase-links.js';
import { runningProcess, yuan } from './purchase-requests.js';
import { byId, materialFacts, notFound, refuse } from './records.js';
import { finishProcess, startProcess } from './workflow.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {import('../memory/store.js').Collections} Collections
 * @typedef {Record<string, any>} Doc
 */

/** The approval process of orders (the contract names none: the workflow gives it one 审批 node). */
export const ORDER_PROCESS = 'purchase_order';
/** The statuses of a released order: approved, something may still be received. */
export const AMENDABLE = new Set(['APPROVED', 'PARTIALLY_RECEIVED', 'ON_HOLD']);

/**
 * An order line as saved: the material's facts, exact amounts (tax-exclusive price; amount and tax half up to the
 * cent), the source request line it names, and what was received of it so far.
 * @param {Collections} collections @param {Doc} input @param {Doc | undefined} kept the line saved before
 */
export function orderLine(collections, input, kept) {
  const material = byId(collections.materials, input.materialId);
  if (!material) throw badRequest(`物料 ${input.materialId} 不存在`);
  const source = input.sourceLineId ? requestLineOf(collections, input.sourceLineId) : undefined;
  if (input.sourceLineId && !source) throw badRequest(`来源申请行 ${input.sourceLineId} 不存在`);
  if (source && input.sourceRequestId && source.request.id !== input.sourceRequestId)
    throw badRequest(`来源申请行不属于申请 ${input.sourceRequestId}`);
  if (source && source.line.materialId !== material.id)
    throw badRequest(`来源申请行的物料是 ${source.line.materialCode}，不是 ${material.code}`);
  const unitPrice = formatMoney(parseMoney(input.unitPrice) ?? 0n);
  const amount = lineAmount(input.quantity, unitPrice) ?? '0.00';
  const taxAmount = lineAmount(input.taxRate / 100, amount) ?? '0.00';
  return {
    id: input.id ?? newId(),
    ...materialFacts(material),
    quantity: input.quantity,
    unitPrice,
    taxRate: input.taxRate,
    amount,
    taxAmount,
    amountWithTax: sumMoney([amount, taxAmount]),
    deliveryDate: input.deliveryDate ?? null,
    receivedQuantity: kept?.receivedQuantity ?? 0,
    returnedQuantity: kept?.returnedQuantity ?? 0,
    sourceRequestId: source?.request.id ?? null,
    sourceRequestNo: source?.request.requestNo ?? null,
    sourceLineId: source?.line.id ?? null,
    remark: input.remark ?? null,
  };
}

/** 合计数量 / 金额 / 税额 / 含税金额: the sums of the lines. @param {Doc[]} lines */
export const totalsOf = (lines) => ({
  totalQuantity: qty(lines.reduce((total, line) => total + line.quantity, 0)),
  totalAmount: sumMoney(lines.map((line) => line.amount)),
  totalTax: sumMoney(lines.map((line) => line.taxAmount)),
  totalWithTax: sumMoney(lines.map((line) => line.amountWithTax)),
});

/** The requests an order's lines come from, each once, in line order. @param {Collections} collections @param {Doc[]} lines */
const sourceRequestsOf = (collections, lines) =>
  [...new Set(lines.map((line) => line.sourceRequestId).filter(Boolean))].map((id) =>
    byId(collections.purchaseRequests, id),
  );

/**
 * The order's project: carried from its source requests when they share one (none when one has none: the
 * contract's draft CGDD-20261124-001 merges a project's request with a stock one, and the order form says so before
 * it is saved); an order of no request has the project it names.
 * @param {Collections} collections @param {Doc[]} lines @param {unknown} named
 */
export function projectOf(collections, lines, named) {
  const sources = sourceRequestsOf(collections, lines);
  if (sources.length > 0) {
    const projectId = sources[0]?.projectId ?? null;
    const shared = projectId && sources.every((request) => request?.projectId === projectId);
    return shared
      ? {
          projectId,
          projectName: sources[0]?.projectName ?? byId(collections.projects, projectId)?.name ?? null,
        }
      : { projectId: null, projectName: null };
  }
  if (!named) return { projectId: null, projectName: null };
  const project = byId(collections.projects, named);
  if (!project) throw notFound('项目');
  return { projectId: project.id, projectName: project.name };
}

/**
 * An order belongs to one project (the header's, which the project's 采购 documents list; its lines carry none of
 * their own): requests of two different projects are not ordered together (business error `projectsDiffer`,
 * naming each request's project); the screens refuse this merge before any form opens.
 * @param {MockContext} context @param {Doc[]} lines
 */
function oneProject(context, lines) {
  const sources = sourceRequestsOf(context.collections, lines).filter((request) => request?.projectId);
  const [first] = sources;
  const other = sources.find((request) => request?.projectId !== first?.projectId);
  if (!first || !other) return;
  const named = (/** @type {Doc} */ request) =>
    `${request.requestNo} 属于项目「${request.projectName ?? byId(context.collections.projects, request.projectId)?.name}」`;
  throw refuse(
    context,
    'projectsDiffer',
    `${named(first)}，${named(other)}：一张订单只关联一个项目，请按项目分别下单`,
  );
}

/**
 * The supplier of an order, which must be 启用 (a 冻结 or 停用 supplier takes no orders: business error `name`).
 * @param {MockContext} context @param {unknown} id @param {string} name
 */
function orderingSupplier(context, id, name) {
  const supplier = byId(context.collections.suppliers, id);
  if (!supplier) throw notFound('供应商');
  if (supplier.status !== 'ENABLED')
    throw refuse(
      context,
      name,
      `供应商「${supplier.name}」已${supplier.status === 'FROZEN' ? '冻结' : '停用'}，不能下单`,
    );
  return supplier;
}

/**
 * Lines from requests order at most what their request lines still have open (approved requests only), summed
 * over the lines given (of one order, or of every order submitted together) and beside what the other orders hold:
 * business error `quantityExceeded`.
 * @param {MockContext} context @param {Doc[]} lines @param {Set<unknown>} orderIds the orders the lines are of
 */
export function holdToOpen(context, lines, orderIds) {
  const others = orderedByLine(context.collections, orderIds);
  /** @type {Map<string, number>} */
  const wanted = new Map();
  for (const line of lines)
    if (line.sourceLineId)
      wanted.set(line.sourceLineId, qty((wanted.get(line.sourceLineId) ?? 0) + line.quantity));
  for (const [lineId, quantity] of wanted) {
    const source = /** @type {NonNullable<ReturnType<typeof requestLineOf>>} */ (
      requestLineOf(context.collections, lineId)
    );
    const { request, line, number } = source;
    allowOnly(context, ORDERABLE.has(request.status), requestState(request), '不能下单', {
      name: 'quantityExceeded',
    });
    const open = Math.max(0, qty(line.quantity - (others.get(line.id) ?? 0)));
    const amount = (/** @type {number} */ value) => withUnit(context.collections, value, line.unit);
    if (quantity > open)
      throw refuse(
        context,
        'quantityExceeded',
        `${request.requestNo} 第 ${number} 行${line.materialName}未下单 ${amount(open)}，本次 ${amount(quantity)}超出`,
      );
  }
}

/** 采购订单审批 of an order: its supplier, amount with tax and expected date as the summary. @param {Doc} order */
export const orderProcess = (order) => ({
  definitionKey: ORDER_PROCESS,
  businessType: 'PURCHASE_ORDER',
  businessId: order.id,
  title: `${order.buyer?.name ?? ''}提交的采购订单：${order.supplierName} ${order.orderNo}`,
  summary: [
    { label: '供应商', value: order.supplierName },
    { label: '含税金额', value: yuan(order.totalWithTax) },
    { label: '预计到货', value: order.expectedDate },
  ],
  formData: {
    orderNo: order.orderNo,
    supplier: order.supplierName,
    amount: Number(order.totalWithTax),
    expectedDate: order.expectedDate,
  },
});

/** @type {Record<string, import('./index.js').Behaviour>} */
export const orderBehaviours = {
  /** 保存: a new 草稿 (numbered CGDD-<yyyyMMdd>-###) or a 草稿 saved again. */
  'purchase.saveOrder': (context) => {
    const { collections, body: input, now, user } = context;
    const orders = documents(collections, 'purchaseOrders');
    const existing = input.id ? byId(orders, input.id) : undefined;
    if (input.id && !existing) throw notFound('采购订单');
    if (existing)
      allowOnly(context, existing.status === 'DRAFT', orderState(existing), '不能修改', {
        name: 'notEditable',
        advice: AMENDABLE.has(existing.status) ? '请使用变更' : undefined,
      });
    const supplier = orderingSupplier(context, input.supplierId, 'businessError');
    const buyer = byId(collections.users, input.buyerId);
    if (!buyer) throw notFound('采购员');
    const lines = input.lines.map((/** @type {Doc} */ line) =>
      orderLine(
        collections,
        line,
        existing?.lines?.find((/** @type {Doc} */ kept) => kept.id === line.id),
      ),
    );
    holdToOpen(context, lines, new Set([existing?.id]));
    oneProject(context, lines);
    const order = Object.assign(existing ?? {}, {
      supplierId: supplier.id,
      supplierCode: supplier.code,
      supplierName: supplier.name,
      buyer: { id: buyer.id, name: buyer.nickname },
      orderDate: input.orderDate,
      expectedDate: input.expectedDate,
      currency: input.currency,
      paymentTerms: input.paymentTerms ?? null,
      ...projectOf(collections, lines, input.projectId),
      ...totalsOf(lines),
      tags: (input.tagIds ?? []).map((/** @type {string} */ id) => {
        const tag = byId(collections.attrTags, id);
        if (!tag) throw notFound('属性标签');
        return { id: tag.id, name: tag.name, color: tag.color };
      }),
      remark: input.remark ?? null,
      attachments: input.attachments ?? [],
      lines,
    });
    if (!existing) {
      Object.assign(order, {
        id: newId(),
        orderNo: nextSerial(orders, 'orderNo', 'CGDD-{date}-###', now),
        receiptStatus: 'NONE',
        status: 'DRAFT',
        statusReason: null,
        processId: null,
        sourceRequests: [],
        stockIns: [],
        createBy: user.nickname,
        createTime: formatTime(now),
      });
      orders.unshift(order);
    }
    return { data: order };
  },

  /** 提交: every order named is a 草稿 its supplier still takes and its requests still have open, or none is submitted. */
  'purchase.submitOrders': (context) => {
    const orders = idsOf(context).map((id) => orderById(context, id));
    for (const order of orders) {
      if (order.status !== 'DRAFT')
        throw refuse(context, 'businessError', `订单 ${order.orderNo} 不是草稿，不能提交`);
      orderingSupplier(context, order.supplierId, 'supplierFrozen');
    }
    holdToOpen(
      context,
      orders.flatMap((order) => order.lines ?? []),
      new Set(orders.map((order) => order.id)),
    );
    for (const order of orders) startProcess(context, orderProcess(order));
    return { data: orders };
  },

  /** 撤回: an order under approval is a 草稿 again, its process 已撤回. */
  'purchase.withdrawOrder': (context) => {
    const order = orderById(context, context.body.id);
    allowOnly(context, order.status === 'APPROVING', orderState(order), '不能撤回');
    const process = runningProcess(context, order);
    if (process)
      finishProcess(context, process, 'WITHDRAWN', {
        action: 'WITHDRAW',
        comment: context.body.reason ?? null,
      });
    else order.status = 'DRAFT';
    return { data: order };
  },
};
