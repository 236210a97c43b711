// @ts-check
// 单据管理 in memory mode: the document page and detail with its links, saving a 草稿, drafting one from a purchase
// order or a project's demand, the orders open for receipt, and the lifecycle 提交 → 审核 → (反审核) … 作废, 复制
// (rules in ../warehouse.js).
import { formatTime, idsOf, inputOf, MockError, newId } from '../../memory/kinds.js';
import {
  byId,
  dateOf,
  directionOf,
  docById,
  docLink,
  freshLink,
  label,
  listOf,
  materialFacts,
  orderLink,
  projectLink,
  qty,
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

/** The business a document of a type is when nothing else says so (a copied 冲销单 of unknown origin). */
const PLAIN_BUSINESS = /** @type {Record<string, string>} */ ({
  IN: 'OTHER_IN',
  OUT: 'OTHER_OUT',
  TRANSFER: 'TRANSFER_OUT',
  STOCKTAKE: 'STOCKTAKE_GAIN',
  RETURN: 'RETURN_TO_SUPPLIER',
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

/** The documents an id list names, each found. @param {MockContext} context */
const docsNamed = (context) => idsOf(context).map((id) => docById(context.collections, id));

/** @param {Collections} collections @param {Doc} doc */
const reversedBusiness = (collections, doc) =>
  doc.businessType === 'REVERSAL'
    ? (byId(collections.warehouseDocs, doc.reversalOf?.id)?.businessType ?? PLAIN_BUSINESS[doc.docType])
    : doc.businessType;

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

/** An order's lines with something still to receive (ordered − received). @param {Record<string, any>} order */
const openOrderLines = (order) =>
  (order.lines ?? [])
    .map((/** @type {any} */ line) => ({ line, open: qty(line.quantity - (line.receivedQuantity ?? 0)) }))
    .filter((/** @type {any} */ { open }) => open > 0);

/** A released order: approved and not on hold, closed or cancelled. */
const RELEASED = new Set(['APPROVED', 'PARTIALLY_RECEIVED']);

/** The default warehouse (是否默认), else the first. @param {Collections} collections */
const defaultWarehouse = (collections) => {
  const warehouses = (collections.locations ?? []).filter((location) => location.level === 1);
  return warehouses.find((warehouse) => warehouse.isDefault) ?? warehouses[0];
};

/** @type {Record<string, import('../index.js').Behaviour>} */
export const docBehaviours = {
  /** 单据 page: the declared filters (方向 入 / 出, 可执行, 来源单号, 计划日期 …), each document's links as they read now. */
  'warehouse.docPage': (context, generic) => {
    prepare(context);
    const result = /** @type {any} */ (/** @type {NonNullable<typeof generic>} */ (generic)(context));
    return {
      data: {
        ...result.data,
        list: result.data.list.map((/** @type {Doc} */ doc) => docView(context.collections, doc)),
      },
    };
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

  /** 提交: 草稿 → 待审核, all or none. */
  'warehouse.submitDocs': (context) => {
    prepare(context);
    const docs = docsNamed(context);
    const refused = docs.find((doc) => doc.status !== 'DRAFT');
    if (refused)
      throw refuse(
        context,
        'businessError',
        `单据 ${refused.docNo} ${statusWords(context.collections, refused.status)}，只有草稿可以提交`,
      );
    for (const doc of docs) moveTo(context.collections, doc, 'PENDING_AUDIT');
    return { data: null };
  },

  /** 审核 (批量审核): 待审核 → 待执行, the caller its 审核人; refused whole when any is not 待审核. */
  'warehouse.auditDocs': (context) => {
    prepare(context);
    const docs = docsNamed(context);
    const refused = docs.find((doc) => doc.status !== 'PENDING_AUDIT');
    if (refused)
      throw refuse(
        context,
        'businessError',
        `单据 ${refused.docNo} 是${label(context.collections, 'document_status', refused.status)}，不在待审核，未审核任何单据`,
      );
    for (const doc of docs) {
      doc.auditor = context.user.nickname;
      moveTo(context.collections, doc, 'PENDING_EXECUTION');
    }
    return { data: null };
  },

  /** 反审核: 待执行 → 草稿 while nothing of it is executed. */
  'warehouse.unauditDoc': (context) => {
    prepare(context);
    const doc = docById(context.collections, context.body.id);
    if (doc.status === 'EXECUTING' || (doc.status === 'PENDING_EXECUTION' && doc.doneQuantity > 0))
      throw refuse(context, 'businessError', `单据 ${doc.docNo} 已部分执行，不能反审核`);
    if (doc.status !== 'PENDING_EXECUTION')
      throw refuse(
        context,
        'businessError',
        `单据 ${doc.docNo} 是${label(context.collections, 'document_status', doc.status)}，只有待执行的单据可以反审核`,
      );
    doc.auditor = null;
    moveTo(context.collections, doc, 'DRAFT');
    return { data: null };
  },

  /** 作废: before completion, with the reason; what was executed stays executed, the rest is not. */
  'warehouse.voidDoc': (context) => {
    prepare(context);
    const doc = docById(context.collections, context.body.id);
    if (doc.status === 'COMPLETED')
      throw refuse(context, 'businessError', `单据 ${doc.docNo} 已完成，不能作废，请冲销`);
    if (doc.status === 'VOIDED') throw refuse(context, 'businessError', `单据 ${doc.docNo} 已作废`);
    doc.remark = `作废：${context.body.reason}`;
    moveTo(context.collections, doc, 'VOIDED');
    return { data: null };
  },

  /** 复制: a new 草稿 with the same header and lines, nothing executed. */
  'warehouse.copyDoc': (context) => {
    prepare(context);
    const { collections } = context;
    const original = docById(collections, context.body.id);
    const doc = createDoc(context, {
      docType: original.docType,
      businessType: reversedBusiness(collections, original),
      direction: original.direction,
      warehouseId: original.warehouseId,
      warehouseName: original.warehouseName,
      targetWarehouseId: original.targetWarehouseId ?? null,
      targetWarehouseName: original.targetWarehouseName ?? null,
      plannedDate: dateOf(context.now),
      source: original.source ? freshLink(collections, original.source) : null,
      supplierId: original.supplierId ?? null,
      supplierName: original.supplierName ?? null,
      deptName: original.deptName ?? null,
      projectId: original.projectId ?? null,
      projectName: original.projectName ?? null,
      remark: original.remark ?? null,
      lines: original.lines.map((/** @type {any} */ line) => ({
        ...line,
        id: newId(),
        doneQuantity: 0,
        batchNo: original.direction === 'OUT' ? (line.batchNo ?? null) : null,
        locationCode: null,
      })),
    });
    return { data: docView(collections, doc) };
  },
};

/** A document's new status, followed by every copy of its link. @param {Collections} collections @param {Doc} doc @param {string} status */
export function moveTo(collections, doc, status) {
  doc.status = status;
  syncLinks(collections, doc);
}

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
