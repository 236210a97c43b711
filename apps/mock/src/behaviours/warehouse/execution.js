// @ts-check
// 入库执行 / 出库执行 in memory mode: loading a document with what is left of each line, executing part or all of it
// (stock, ledger lines, batches, the purchase order's receipt, the project's issue) (rules in ../warehouse.js).
import { MockError, newId } from '../../memory/kinds.js';
import { batchPrefix, nextBatchNo } from './batches.js';
import {
  addDays,
  byId,
  dateOf,
  directionOf,
  docById,
  docLink,
  label,
  listOf,
  qty,
  refuse,
  sum,
} from './common.js';
import { docView, moveTo, settleTotals } from './docs.js';
import { closedBecause } from './locations.js';
import { countOnOrder, countOnProject } from './sources.js';
import { findRow, moveStock, pickOrder, prepare, stockOf } from './stock.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {import('./common.js').MockContext} MockContext
 * @typedef {import('./common.js').Doc} Doc
 * @typedef {Record<string, any>} Line
 */

const EXECUTABLE = new Set(['PENDING_EXECUTION', 'EXECUTING']);

/** @param {Line} line */
const remainingOf = (line) => Math.max(0, qty(line.expectedQuantity - (line.doneQuantity ?? 0)));

/**
 * Refuses a document that cannot be executed this way: the other direction, or not 待执行 / 执行中.
 * @param {MockContext} context @param {Doc} doc @param {'IN' | 'OUT'} direction @param {string} error
 */
function assertExecutable(context, doc, direction, error) {
  const { collections } = context;
  if (directionOf(doc.docType) !== direction)
    throw refuse(
      context,
      error,
      `单据 ${doc.docNo} 是${label(collections, 'warehouse_doc_type', doc.docType)}，不在${direction === 'IN' ? '入库' : '出库'}执行中执行`,
    );
  if (!EXECUTABLE.has(doc.status)) {
    const state = label(collections, 'document_status', doc.status);
    throw refuse(
      context,
      error,
      `单据 ${doc.docNo} ${state.startsWith('已') ? state : `是${state}`}，不能执行`,
    );
  }
}

/** The bins stock can move in or out of now, in a warehouse. @param {Collections} collections @param {string} warehouseId */
const usableBins = (collections, warehouseId) =>
  (collections.locations ?? []).filter(
    (location) =>
      location.level === 3 && location.warehouseId === warehouseId && !closedBecause(collections, location),
  );

/**
 * Where a stock-in line should go: the bin holding most of the material, else where it last came in, else a bin
 * holding its category, else the warehouse's 收货暂存 bin, else the first open bin.
 * @param {Collections} collections @param {string} warehouseId @param {string} materialId
 */
function suggestedBin(collections, warehouseId, materialId) {
  const bins = usableBins(collections, warehouseId);
  const open = new Set(bins.map((bin) => bin.id));
  const rows = stockOf(collections).filter((row) => open.has(row.locationId) && row.onHand > 0);
  const most = (/** @type {typeof rows} */ held) =>
    [...held].sort((a, b) => b.onHand - a.onHand)[0]?.locationId;
  const category = byId(collections.materials, materialId)?.categoryId;
  const chosen =
    most(rows.filter((row) => row.materialId === materialId)) ??
    (collections.ledgerEntries ?? []).find(
      (entry) => entry.materialId === materialId && entry.direction === 'IN' && open.has(entry.locationId),
    )?.locationId ??
    most(rows.filter((row) => byId(collections.materials, row.materialId)?.categoryId === category)) ??
    bins.find((bin) => bin.locationType === 'RECEIVING')?.id ??
    bins[0]?.id;
  const bin = byId(collections.locations, chosen);
  return bin ? { id: bin.id, code: bin.code } : null;
}

/**
 * The batches and bins an outbound line can take from, FEFO then FIFO: in stock, not frozen, in open bins, of the
 * batch the line asks for if it asks for one.
 * @param {Collections} collections @param {Doc} doc @param {Line} line
 */
function pickSuggestions(collections, doc, line) {
  const open = new Set(usableBins(collections, doc.warehouseId).map((bin) => bin.id));
  const rows = stockOf(collections).filter(
    (row) =>
      row.materialId === line.materialId &&
      open.has(row.locationId) &&
      row.onHand > 0 &&
      byId(collections.batches, row.batchId)?.status !== 'FROZEN' &&
      (!line.batchNo || row.batchNo === line.batchNo),
  );
  return pickOrder(collections, rows).map((row) => {
    const batch = byId(collections.batches, row.batchId);
    return {
      batchId: row.batchId,
      batchNo: row.batchNo,
      locationId: row.locationId,
      locationCode: byId(collections.locations, row.locationId)?.code ?? '',
      available: row.onHand,
      inDate: batch?.inDate ?? row.inDate,
      expiryDate: batch?.expiryDate ?? null,
    };
  });
}

/** 供应商 or 领用部门 of a ledger line, as its document names the other side. @param {Doc} doc @param {string} businessType */
function partnerOf(doc, businessType) {
  if (businessType === 'TRANSFER_OUT') return doc.targetWarehouseName ?? null;
  if (businessType === 'TRANSFER_IN') return doc.warehouseName ?? null;
  return doc.supplierName ?? doc.deptName ?? null;
}

/**
 * A stock-in row's bin: a bin of the document's warehouse, open for stock.
 * @param {MockContext} context @param {Doc} doc @param {unknown} locationId
 */
function binFor(context, doc, locationId) {
  const bin = byId(context.collections.locations, locationId);
  if (bin?.level !== 3 || bin.warehouseId !== doc.warehouseId)
    throw new MockError(400, `库位不在单据的仓库 ${doc.warehouseName} 中`);
  const closed = closedBecause(context.collections, bin);
  if (closed) throw refuse(context, 'locked', closed);
  return bin;
}

/** @param {Doc} doc @param {unknown} lineId @returns {Line} */
function lineOf(doc, lineId) {
  const line = (doc.lines ?? []).find((/** @type {Line} */ candidate) => candidate.id === lineId);
  if (!line) throw new MockError(400, `单据 ${doc.docNo} 没有这一行`);
  return line;
}

/**
 * Refuses a line given more than it has left (its rows together).
 * @param {MockContext} context @param {Array<{ line: Line, row: any }>} plan @param {string} error @param {string} verb 实收 / 实发
 */
function assertWithinLines(context, plan, error, verb) {
  for (const { line } of plan) {
    const total = sum(plan.filter((item) => item.line === line).map((item) => item.row.quantity));
    if (total > remainingOf(line))
      throw refuse(
        context,
        error,
        `${line.materialName} 本次${verb} ${total} 超出未${verb.slice(1)}数量 ${remainingOf(line)}`,
      );
  }
}

/**
 * A received batch: the material's batch of that number, or a new one (numbered by the rule when none is typed),
 * its supplier and 来源入库单 the document's, its expiry from the production date and the shelf life if not given.
 * @param {MockContext} context @param {Doc} doc @param {Line} line @param {any} row
 */
function receivedBatch(context, doc, line, row) {
  const { collections, now } = context;
  const material = byId(collections.materials, line.materialId) ?? { code: line.materialCode };
  const batchNo = String(row.batchNo ?? '').trim() || nextBatchNo(collections, batchPrefix(material, now));
  const known = (collections.batches ?? []).find(
    (batch) => batch.materialId === line.materialId && batch.batchNo === batchNo,
  );
  if (known) {
    known.inQuantity = qty((known.inQuantity ?? 0) + row.quantity);
    return known;
  }
  const productionDate = row.productionDate ?? null;
  const batch = {
    id: newId(),
    batchNo,
    materialId: line.materialId,
    materialCode: line.materialCode,
    materialName: line.materialName,
    spec: line.spec ?? null,
    unit: line.unit,
    supplierId: doc.supplierId ?? null,
    supplierName: doc.supplierName ?? null,
    supplierLotNo: null,
    sourceDoc: docLink(doc),
    productionDate,
    inDate: dateOf(now),
    expiryDate:
      row.expiryDate ??
      (productionDate && material.shelfLifeDays ? addDays(productionDate, material.shelfLifeDays) : null),
    inQuantity: row.quantity,
    quantity: 0,
    status: 'NORMAL',
    qualityStatus: null,
    frozenReason: null,
    remark: null,
  };
  listOf(collections, 'batches').unshift(batch);
  return batch;
}

/**
 * After an execution: totals, 执行中 or 已完成, the day executed; answers what the execution wrote.
 * @param {MockContext} context @param {Doc} doc @param {any[]} entries
 */
function finished(context, doc, entries) {
  settleTotals(doc);
  doc.executedDate = dateOf(context.now);
  const openLines = doc.lines.filter((/** @type {Line} */ line) => remainingOf(line) > 0).length;
  moveTo(context.collections, doc, openLines === 0 ? 'COMPLETED' : 'EXECUTING');
  return { data: { docId: doc.id, docNo: doc.docNo, status: doc.status, openLines, entries } };
}

/** @type {Record<string, import('../index.js').Behaviour>} */
export const executionBehaviours = {
  /** 载入待执行单据: by number, its lines with what is left, where to put them or what to take. */
  'warehouse.loadExecution': (context) => {
    prepare(context);
    const { collections, body } = context;
    const doc = (collections.warehouseDocs ?? []).find(
      (candidate) => candidate.docNo === String(body.docNo).trim(),
    );
    if (!doc) throw new MockError(404, `单据 ${body.docNo} 不存在`);
    assertExecutable(context, doc, body.direction, 'businessError');
    return {
      data: {
        doc: docView(collections, doc),
        lines: doc.lines.map((/** @type {Line} */ line) => ({
          lineId: line.id,
          materialId: line.materialId,
          materialCode: line.materialCode,
          materialName: line.materialName,
          spec: line.spec ?? null,
          unit: line.unit,
          batchManaged: Boolean(line.batchManaged),
          shelfLifeDays: byId(collections.materials, line.materialId)?.shelfLifeDays ?? null,
          expectedQuantity: line.expectedQuantity,
          doneQuantity: line.doneQuantity ?? 0,
          remainingQuantity: remainingOf(line),
          suggestedLocation:
            doc.direction === 'IN' ? suggestedBin(collections, doc.warehouseId, line.materialId) : null,
          suggestions: doc.direction === 'OUT' ? pickSuggestions(collections, doc, line) : [],
        })),
        locations: usableBins(collections, doc.warehouseId).map((bin) => ({
          id: bin.id,
          code: bin.code,
          name: bin.name,
        })),
      },
    };
  },

  /** 确认入库: every row into its bin and batch, a ledger line each; what is left stays open (执行中). */
  'warehouse.stockIn': (context) => {
    prepare(context);
    const { collections, body } = context;
    const doc = docById(collections, body.docId);
    assertExecutable(context, doc, 'IN', 'notExecutable');
    const plan = body.lines.map((/** @type {any} */ row) => ({
      row,
      line: lineOf(doc, row.lineId),
      bin: binFor(context, doc, row.locationId),
    }));
    assertWithinLines(context, plan, 'businessError', '实收');
    const entries = plan.map((/** @type {any} */ { row, line, bin }) => {
      const batch = line.batchManaged ? receivedBatch(context, doc, line, row) : null;
      Object.assign(line, {
        doneQuantity: qty((line.doneQuantity ?? 0) + row.quantity),
        batchNo: batch?.batchNo ?? null,
        locationCode: bin.code,
      });
      countOnOrder(collections, doc, line.materialId, row.quantity);
      return moveStock(context, {
        doc,
        line,
        location: bin,
        batch,
        quantity: row.quantity,
        businessType: doc.businessType,
        partnerName: partnerOf(doc, doc.businessType),
      });
    });
    return finished(context, doc, entries);
  },

  /** 确认出库: every row out of its bin and batch — never below zero, never a frozen batch — a 调拨单's into the other warehouse. */
  'warehouse.stockOut': (context) => {
    prepare(context);
    const { collections, body } = context;
    const doc = docById(collections, body.docId);
    assertExecutable(context, doc, 'OUT', 'notExecutable');
    /** @type {Array<{ row: any, line: Line, bin: Record<string, any>, batch: Record<string, any> | null | undefined }>} */
    const plan = body.lines.map((/** @type {any} */ row) => {
      const line = lineOf(doc, row.lineId);
      const bin = binFor(context, doc, row.locationId);
      const batch = line.batchManaged ? byId(collections.batches, row.batchId) : null;
      if (line.batchManaged && batch?.materialId !== line.materialId)
        throw new MockError(400, `${line.materialName} 是批次管理的物料，请选择它的批次`);
      if (batch?.status === 'FROZEN')
        throw refuse(context, 'frozen', `${line.materialName} 批次 ${batch.batchNo} 已冻结，不能出库`);
      return { row, line, bin, batch };
    });
    assertWithinLines(context, plan, 'overExpected', '实发');
    for (const { line, bin, batch } of plan) {
      const taken = sum(
        plan
          .filter(
            (item) => item.line.materialId === line.materialId && item.bin === bin && item.batch === batch,
          )
          .map((item) => item.row.quantity),
      );
      const onHand = findRow(collections, line.materialId, bin.id, batch?.id)?.onHand ?? 0;
      if (taken > onHand)
        throw refuse(
          context,
          'businessError',
          `${line.materialName}${batch ? ` 批次 ${batch.batchNo}` : ''} 在 ${bin.code} 可用 ${onHand}，本次实发 ${taken} 超出可用库存`,
        );
    }
    const target = doc.docType === 'TRANSFER' ? receivingBin(collections, doc) : undefined;
    if (body.recipient) doc.recipient = body.recipient;
    const entries = plan.flatMap((/** @type {any} */ { row, line, bin, batch }) => {
      Object.assign(line, {
        doneQuantity: qty((line.doneQuantity ?? 0) + row.quantity),
        batchNo: batch?.batchNo ?? null,
        locationCode: bin.code,
      });
      if (doc.businessType === 'ISSUE_OUT')
        countOnProject(collections, doc.projectId, line.materialId, 'issuedQuantity', row.quantity);
      const out = moveStock(context, {
        doc,
        line,
        location: bin,
        batch,
        quantity: -row.quantity,
        businessType: doc.businessType,
        partnerName: partnerOf(doc, doc.businessType),
      });
      if (!target) return [out];
      const moved = {
        doc,
        line,
        location: target,
        batch,
        quantity: row.quantity,
        businessType: 'TRANSFER_IN',
      };
      return [out, moveStock(context, { ...moved, partnerName: partnerOf(doc, 'TRANSFER_IN') })];
    });
    return finished(context, doc, entries);
  },
};
/**
 * Where a 调拨单 puts what it takes: the 调入仓库's 收货暂存 bin, else its first open bin.
 * @param {Collections} collections @param {Doc} doc
 */
function receivingBin(collections, doc) {
  const bins = usableBins(collections, doc.targetWarehouseId);
  const bin = bins.find((candidate) => candidate.locationType === 'RECEIVING') ?? bins[0];
  if (!bin) throw new MockError(400, `调入仓库 ${doc.targetWarehouseName ?? ''} 没有可用的库位`);
  return bin;
}
