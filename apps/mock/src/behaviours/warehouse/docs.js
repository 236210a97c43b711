// @ts-check
// 单据管理 in memory mode: numbering, the page and the detail with a document's links, saving a 草稿, and the links
// every copy of a document keeps in step (rules in ../warehouse.js).
import { formatTime, inputOf, MockError, newId } from '../../memory/kinds.js';
import {
  byId,
  dateOf,
  directionOf,
  docById,
  docLink,
  freshLink,
  listOf,
  materialFacts,
  orderLink,
  projectLink,
  refuse,
  statusWords,
  sum,
} from './common.js';
import { prepare } from './stock.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {import('./common.js').MockContext} MockContext
 * @typedef {import('./common.js').Doc} Doc
 */

/** 单据号 prefixes by type: 入库单 RKD, 出库单 CKD, 调拨单 DBD, 盘点单 PDD, 退货单 THD. */
const DOC_PREFIX = /** @type {Record<string, string>} */ ({
  IN: 'RKD',
  OUT: 'CKD',
  TRANSFER: 'DBD',
  STOCKTAKE: 'PDD',
  RETURN: 'THD',
});

/**
 * The next 单据号 of a type: `CKD-<today>-<serial>`, the serial counting on over the year's documents of that type
 * (CKD-20261117-006 is followed by CKD-20261123-007).
 * @param {Collections} collections @param {string} docType @param {Date} now
 */
export function nextDocNo(collections, docType, now) {
  const day = dateOf(now).replaceAll('-', '');
  const prefix = DOC_PREFIX[docType] ?? 'DJ';
  const serials = (collections.warehouseDocs ?? [])
    .map((doc) => /^([A-Z]+)-(\d{8})-(\d+)$/.exec(String(doc.docNo)))
    .filter((match) => match && match[1] === prefix && match[2].startsWith(day.slice(0, 4)))
    .map((match) => Number(match?.[3]));
  return `${prefix}-${day}-${String(Math.max(0, ...serials) + 1).padStart(3, '0')}`;
}

/** A document's 总数量, 已执行数量 and 行数 from its lines. @param {Doc} doc */
export function settleTotals(doc) {
  doc.totalQuantity = sum(doc.lines.map((/** @type {any} */ line) => line.expectedQuantity));
  doc.doneQuantity = sum(doc.lines.map((/** @type {any} */ line) => line.doneQuantity));
  doc.lineCount = doc.lines.length;
}

/** A document as an answer shows it: its links as they read now. @param {Collections} collections @param {Doc} doc */
export const docView = (collections, doc) => ({
  ...doc,
  source: freshLink(collections, doc.source),
  reversalOf: freshLink(collections, doc.reversalOf),
});

/**
 * Every copy of a document's link follows its status: the ledger lines it wrote, the batches it brought in, and the
 * purchase order it receives (whose 下游单据 lists it — and only that order's).
 * @param {Collections} collections @param {Doc} doc
 */
export function syncLinks(collections, doc) {
  for (const entry of collections.ledgerEntries ?? [])
    if (entry.sourceDoc?.id === doc.id) entry.sourceDoc = docLink(doc);
  for (const batch of collections.batches ?? [])
    if (batch.sourceDoc?.id === doc.id) batch.sourceDoc = docLink(doc);
  const orderId = doc.source?.kind === 'PURCHASE_ORDER' && doc.direction === 'IN' ? doc.source.id : undefined;
  for (const order of collections.purchaseOrders ?? []) {
    if (!order.stockIns) order.stockIns = [];
    const refs = order.stockIns;
    const at = refs.findIndex((/** @type {any} */ ref) => ref.id === doc.id);
    if (order.id !== orderId) {
      if (at >= 0) refs.splice(at, 1);
      continue;
    }
    const ref = { type: 'WAREHOUSE_DOC', id: doc.id, no: doc.docNo, status: doc.status };
    if (at >= 0) refs[at] = ref;
    else refs.push(ref);
  }
}

/**
 * The documents before and after this one: its source and what it reverses; 入库单 of the same order made before
 * it (the receipt it continues) and after it; the 冲销单 that reverse it.
 * @param {Collections} collections @param {Doc} doc
 */
function linksOf(collections, doc) {
  const docs = collections.warehouseDocs ?? [];
  const sameOrder = docs.filter(
    (other) =>
      other !== doc &&
      other.status !== 'VOIDED' &&
      doc.source?.kind === 'PURCHASE_ORDER' &&
      other.source?.kind === 'PURCHASE_ORDER' &&
      other.source.id === doc.source.id &&
      other.docType === doc.docType,
  );
  return {
    upstream: [
      ...(doc.source ? [freshLink(collections, doc.source)] : []),
      ...(doc.reversalOf ? [freshLink(collections, doc.reversalOf)] : []),
      ...sameOrder
        .filter((other) => other.createTime < doc.createTime)
        .reverse()
        .map(docLink),
    ],
    downstream: [
      ...sameOrder
        .filter((other) => other.createTime > doc.createTime)
        .reverse()
        .map(docLink),
      ...docs.filter((other) => other.reversalOf?.id === doc.id).map(docLink),
    ],
  };
}

/** The source a saved document names, with the facts it brings: supplier and project. @param {Collections} collections */
function sourceOf(collections, /** @type {any} */ link) {
  if (!link) return { link: null };
  if (link.kind === 'PURCHASE_ORDER') {
    const order = byId(collections.purchaseOrders, link.id);
    if (!order) throw new MockError(400, `来源采购订单 ${link.no ?? link.id} 不存在`);
    return { link: orderLink(order), supplierId: order.supplierId, projectId: order.projectId };
  }
  if (link.kind === 'PROJECT') {
    const project = byId(collections.projects, link.id);
    if (!project) throw new MockError(400, `来源项目 ${link.no ?? link.id} 不存在`);
    return { link: projectLink(project), projectId: project.id, deptName: project.deptName };
  }
  const doc = byId(collections.warehouseDocs, link.id);
  if (!doc) throw new MockError(400, `来源单据 ${link.no ?? link.id} 不存在`);
  return { link: docLink(doc) };
}

/** A warehouse (level 1) by id, or a 400 naming the field. @param {Collections} collections */
function warehouseNamed(collections, /** @type {unknown} */ id, /** @type {string} */ what) {
  const warehouse = byId(collections.locations, id);
  if (warehouse?.level !== 1) throw new MockError(400, `${what}不存在`);
  return warehouse;
}

/**
 * A document's header and lines as a 草稿 keeps them: the warehouse's name, the source's supplier and project, 供应商
 * on a document from or back to a supplier, 领用部门 on the others, each line with its material's facts.
 * @param {Collections} collections @param {any} input
 */
function draftFields(collections, input) {
  const warehouse = warehouseNamed(collections, input.warehouseId, '仓库');
  const target =
    input.docType === 'TRANSFER'
      ? warehouseNamed(collections, input.targetWarehouseId, '调入仓库')
      : undefined;
  if (target && target.id === warehouse.id) throw new MockError(400, '调入仓库须与调出仓库不同');
  const source = sourceOf(collections, input.source);
  const supplierId = ['IN', 'RETURN'].includes(input.docType)
    ? (input.supplierId ?? source.supplierId ?? null)
    : null;
  if (input.docType === 'RETURN' && !supplierId) throw new MockError(400, '退货单须选择供应商');
  const supplier = byId(collections.suppliers, supplierId);
  const projectId = input.projectId ?? source.projectId ?? null;
  return {
    docType: input.docType,
    businessType: input.businessType,
    direction: directionOf(input.docType),
    warehouseId: warehouse.id,
    warehouseName: warehouse.name,
    targetWarehouseId: target?.id ?? null,
    targetWarehouseName: target?.name ?? null,
    plannedDate: input.plannedDate,
    source: source.link,
    supplierId: supplier ? supplier.id : null,
    supplierName: supplier ? supplier.name : null,
    deptName: supplier ? null : (input.deptName ?? source.deptName ?? null),
    projectId,
    projectName: byId(collections.projects, projectId)?.name ?? null,
    remark: input.remark ?? null,
    lines: input.lines.map((/** @type {any} */ line) => ({
      ...materialFacts(collections, line.materialId),
      id: line.id ?? newId(),
      expectedQuantity: line.expectedQuantity,
      doneQuantity: 0,
      batchNo: line.batchNo ?? null,
      locationCode: null,
      remark: line.remark ?? null,
    })),
  };
}

/**
 * A new 草稿 in the documents, numbered, made by the caller today.
 * @param {MockContext} context @param {Record<string, any>} fields
 */
export function createDoc(context, fields) {
  const { collections, now, user } = context;
  const doc = {
    id: newId(),
    docNo: nextDocNo(collections, fields.docType, now),
    status: 'DRAFT',
    reversalOf: null,
    executedDate: null,
    creator: user.nickname,
    auditor: null,
    createTime: formatTime(now),
    ...fields,
  };
  settleTotals(doc);
  listOf(collections, 'warehouseDocs').unshift(doc);
  syncLinks(collections, doc);
  return doc;
}

/** A document's new status, followed by every copy of its link. @param {Collections} collections @param {Doc} doc @param {string} status */
export function moveTo(collections, doc, status) {
  doc.status = status;
  syncLinks(collections, doc);
}

/** @type {Record<string, import('../index.js').Behaviour>} */
export const docBehaviours = {
  /** 单据 page: the declared filters (方向 入 / 出, 可执行, 来源单号, 计划日期 …), each document's links as they read now. */
  'warehouse.docPage': (context, generic) => {
    prepare(context);
    return /** @type {NonNullable<typeof generic>} */ (generic)(context, (/** @type {Doc} */ doc) =>
      docView(context.collections, doc),
    );
  },

  /** 单据详情: lines, the documents before and after it, the ledger lines it wrote. */
  'warehouse.docDetail': (context) => {
    prepare(context);
    const { collections } = context;
    const doc = docById(collections, inputOf(context).id);
    return {
      data: {
        doc: docView(collections, doc),
        lines: doc.lines,
        ...linksOf(collections, doc),
        entries: (collections.ledgerEntries ?? []).filter((entry) => entry.sourceDoc?.id === doc.id),
      },
    };
  },

  /** 保存: a new 草稿 (numbered, the caller its 制单人) or a 草稿 saved again; anything past 草稿 is refused. */
  'warehouse.saveDoc': (context) => {
    prepare(context);
    const { collections, body: input } = context;
    const existing = input.id ? docById(collections, input.id) : undefined;
    if (existing && existing.status !== 'DRAFT')
      throw refuse(
        context,
        'businessError',
        `单据 ${existing.docNo} ${statusWords(collections, existing.status)}，只有草稿可以修改`,
      );
    const fields = draftFields(collections, input);
    if (!existing) return { data: docView(collections, createDoc(context, fields)) };
    Object.assign(existing, fields);
    settleTotals(existing);
    syncLinks(collections, existing);
    return { data: docView(collections, existing) };
  },
};
