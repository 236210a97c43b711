// @ts-check
// The document lifecycle in memory mode: 提交 → 审核 → (反审核) …, 作废 before completion, 复制 (rules in
// ../warehouse.js; 冲销 moves stock, it is in reversal.js).
import { idsOf, newId } from '../../memory/kinds.js';
import { byId, dateOf, docById, freshLink, label, refuse, statusWords } from './common.js';
import { createDoc, docView, moveTo } from './docs.js';
import { prepare } from './stock.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {import('./common.js').MockContext} MockContext
 * @typedef {import('./common.js').Doc} Doc
 */

/** The business a document of a type is when nothing else says so (a copied 冲销单 of unknown origin). */
const PLAIN_BUSINESS = /** @type {Record<string, string>} */ ({
  IN: 'OTHER_IN',
  OUT: 'OTHER_OUT',
  TRANSFER: 'TRANSFER_OUT',
  STOCKTAKE: 'STOCKTAKE_GAIN',
  RETURN: 'RETURN_TO_SUPPLIER',
});

/** The documents an id list names, each found. @param {MockContext} context */
const docsNamed = (context) => idsOf(context).map((id) => docById(context.collections, id));

/** @param {Collections} collections @param {Doc} doc */
const reversedBusiness = (collections, doc) =>
  doc.businessType === 'REVERSAL'
    ? (byId(collections.warehouseDocs, doc.reversalOf?.id)?.businessType ?? PLAIN_BUSINESS[doc.docType])
    : doc.businessType;

/** @type {Record<string, import('../index.js').Behaviour>} */
export const lifecycleBehaviours = {
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
