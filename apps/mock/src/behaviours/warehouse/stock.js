// @ts-check
// Stock in memory mode: the balances (collection `inventory`, one row per material × bin × batch), the ledger lines
// that move them, the batches they hold, what open outbound documents reserve, and the sandbox's warehouse data as
// the seed leaves it (rules in ../warehouse.js).
import { formatTime, newId, nextSerial } from '../../memory/kinds.js';
import { byId, dateOf, directionOf, docLink, listOf, qty, sum, warehouseIdOf } from './common.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {import('./common.js').MockContext} MockContext
 * @typedef {import('./common.js').Doc} Doc
 * @typedef {{ id: string, materialId: string, warehouseId: string, locationId: string, batchId: string | null,
 *   batchNo: string | null, onHand: number, inDate: string }} StockRow
 */

/** @param {unknown} materialId @param {unknown} locationId @param {unknown} batchId */
const rowId = (materialId, locationId, batchId) => `${materialId}-${locationId}-${batchId ?? ''}`;

/**
 * The balances the seeded ledger leaves (the examples' balances are its running balance): every entry summed by
 * material × bin × batch, oldest first, the first entry's day as the row's 入库日期.
 * @param {Collections} collections @returns {StockRow[]}
 */
export function openingStock(collections) {
  /** @type {Map<string, StockRow>} */
  const rows = new Map();
  const oldestFirst = [...(collections.ledgerEntries ?? [])].sort((a, b) =>
    `${a.occurredAt}${a.entryNo}`.localeCompare(`${b.occurredAt}${b.entryNo}`),
  );
  for (const entry of oldestFirst) {
    const id = rowId(entry.materialId, entry.locationId, entry.batchId);
    const row = rows.get(id) ?? {
      id,
      materialId: entry.materialId,
      warehouseId: entry.warehouseId,
      locationId: entry.locationId,
      batchId: entry.batchId ?? null,
      batchNo: entry.batchNo ?? null,
      onHand: 0,
      inDate: String(entry.occurredAt).slice(0, 10),
    };
    row.onHand = qty(row.onHand + entry.quantity);
    rows.set(id, row);
  }
  return [...rows.values()];
}

/** The sandbox's balances (opened from the ledger on first use). @param {Collections} collections @returns {StockRow[]} */
export function stockOf(collections) {
  if (!collections.inventory) collections.inventory = openingStock(collections);
  return /** @type {StockRow[]} */ (collections.inventory);
}

/** @param {Collections} collections @param {unknown} materialId @param {unknown} locationId @param {unknown} batchId */
export const findRow = (collections, materialId, locationId, batchId) =>
  stockOf(collections).find((row) => row.id === rowId(materialId, locationId, batchId));

/** The stock of a material in a warehouse (a ledger line's 结存). @param {Collections} collections */
export const balanceOf = (collections, /** @type {string} */ materialId, /** @type {string} */ warehouseId) =>
  sum(
    stockOf(collections)
      .filter((row) => row.materialId === materialId && row.warehouseId === warehouseId)
      .map((row) => row.onHand),
  );

/**
 * Moves stock and writes the ledger line that says so: `quantity` signed (入 +, 出 −) at a bin and batch, for a
 * document. Answers the ledger entry.
 * @param {MockContext} context
 * @param {{ doc: Doc, line: Record<string, any>, location: Record<string, any>, batch: Record<string, any> | null,
 *   quantity: number, businessType: string, partnerName: string | null, reversalOf?: string | null }} move
 */
export function moveStock(
  context,
  { doc, line, location, batch, quantity, businessType, partnerName, reversalOf },
) {
  const { collections, now } = context;
  const today = dateOf(now);
  let row = findRow(collections, line.materialId, location.id, batch?.id);
  if (!row) {
    row = {
      id: rowId(line.materialId, location.id, batch?.id),
      materialId: line.materialId,
      warehouseId: location.warehouseId,
      locationId: location.id,
      batchId: batch?.id ?? null,
      batchNo: batch?.batchNo ?? null,
      onHand: 0,
      inDate: today,
    };
    stockOf(collections).push(row);
  }
  row.onHand = qty(row.onHand + quantity);
  if (batch) settleBatch(collections, batch, today);
  const entries = listOf(collections, 'ledgerEntries');
  const entry = {
    id: newId(),
    entryNo: nextSerial(entries, 'entryNo', 'LS-{date}-####', now),
    businessType,
    direction: quantity > 0 ? 'IN' : 'OUT',
    materialId: line.materialId,
    materialCode: line.materialCode,
    materialName: line.materialName,
    spec: line.spec ?? null,
    unit: line.unit,
    batchId: batch?.id ?? null,
    batchNo: batch?.batchNo ?? null,
    warehouseId: location.warehouseId,
    warehouseName: byId(collections.locations, location.warehouseId)?.name ?? '',
    locationId: location.id,
    locationCode: location.code,
    quantity: qty(quantity),
    balance: balanceOf(collections, line.materialId, location.warehouseId),
    sourceDoc: docLink(doc),
    reversalOf: reversalOf ?? null,
    projectId: doc.projectId ?? null,
    projectName: doc.projectName ?? null,
    partnerName,
    operator: context.user.nickname,
    occurredAt: formatTime(now),
  };
  entries.unshift(entry);
  return entry;
}

/**
 * A batch's 当前数量 and the status its stock implies: 冻结 stays until released; nothing left is 已耗尽; past its
 * expiry date 已过期; else 正常.
 * @param {Collections} collections @param {Record<string, any>} batch @param {string} today
 */
export function settleBatch(collections, batch, today) {
  batch.quantity = sum(
    stockOf(collections)
      .filter((row) => row.batchId === batch.id)
      .map((row) => row.onHand),
  );
  if (batch.status !== 'FROZEN') batch.status = impliedStatus(batch, today);
}

/** @param {Record<string, any>} batch @param {string} today */
export const impliedStatus = (batch, today) =>
  batch.quantity <= 0 ? 'EXHAUSTED' : batch.expiryDate && batch.expiryDate < today ? 'EXPIRED' : 'NORMAL';

/** An open outbound line's candidates, in the order execution suggests them: FEFO, then FIFO, then the bin's code. */
export function pickOrder(/** @type {Collections} */ collections, /** @type {StockRow[]} */ rows) {
  const batchOf = (/** @type {StockRow} */ row) => byId(collections.batches, row.batchId);
  const codeOf = (/** @type {StockRow} */ row) => byId(collections.locations, row.locationId)?.code ?? '';
  return [...rows].sort(
    (a, b) =>
      (batchOf(a)?.expiryDate ?? '9999').localeCompare(batchOf(b)?.expiryDate ?? '9999') ||
      (batchOf(a)?.inDate ?? a.inDate).localeCompare(batchOf(b)?.inDate ?? b.inDate) ||
      codeOf(a).localeCompare(codeOf(b)),
  );
}

/**
 * 预留: what released outbound documents (待执行, 执行中) still have to take, laid on the rows they would take it
 * from — the batch and bin a line names, else in pick order — never more than a row holds.
 * @param {Collections} collections @returns {Map<string, number>} reserved quantity by row id
 */
export function reservations(collections) {
  /** @type {Map<string, number>} */
  const reserved = new Map();
  for (const doc of collections.warehouseDocs ?? []) {
    if (directionOf(doc.docType) !== 'OUT' || !['PENDING_EXECUTION', 'EXECUTING'].includes(doc.status))
      continue;
    for (const line of doc.lines ?? []) {
      let open = qty(line.expectedQuantity - (line.doneQuantity ?? 0));
      const rows = stockOf(collections).filter(
        (row) =>
          row.materialId === line.materialId &&
          row.warehouseId === doc.warehouseId &&
          row.onHand > 0 &&
          (!line.batchNo || row.batchNo === line.batchNo) &&
          (!line.locationCode || byId(collections.locations, row.locationId)?.code === line.locationCode),
      );
      for (const row of pickOrder(collections, rows)) {
        if (open <= 0) break;
        const free = qty(row.onHand - (reserved.get(row.id) ?? 0));
        const take = Math.min(free, open);
        if (take <= 0) continue;
        reserved.set(row.id, qty((reserved.get(row.id) ?? 0) + take));
        open = qty(open - take);
      }
    }
  }
  return reserved;
}

/**
 * The lines of a seeded document no example lists: what its ledger entries show, one line per material (a 调拨单
 * by what it took out). A line is named by its first entry's id.
 * @param {Collections} collections @param {Doc} doc
 */
function linesFromLedger(collections, doc) {
  const entries = (collections.ledgerEntries ?? [])
    .filter((entry) => entry.sourceDoc?.id === doc.id)
    .filter((entry) => doc.docType !== 'TRANSFER' || entry.direction === 'OUT')
    .reverse();
  /** @type {Map<string, Record<string, any>>} */
  const lines = new Map();
  for (const entry of entries) {
    const line = lines.get(entry.materialId) ?? {
      id: entry.id,
      materialId: entry.materialId,
      materialCode: entry.materialCode,
      materialName: entry.materialName,
      spec: entry.spec ?? null,
      unit: entry.unit,
      batchManaged: Boolean(byId(collections.materials, entry.materialId)?.batchManaged ?? entry.batchId),
      expectedQuantity: 0,
      doneQuantity: 0,
      remark: null,
    };
    line.expectedQuantity = qty(line.expectedQuantity + Math.abs(entry.quantity));
    line.doneQuantity = line.expectedQuantity;
    line.batchNo = entry.batchNo ?? null;
    line.locationCode = entry.locationCode;
    lines.set(entry.materialId, line);
  }
  return [...lines.values()];
}

/**
 * A seeded document as the behaviours keep one: its direction, its lines in one shape (a detail's, or an
 * execution's with `lineId`, or its ledger entries'), without the parts only its detail showed.
 * @param {Collections} collections @param {Doc} doc
 */
function settleSeededDoc(collections, doc) {
  doc.direction = directionOf(doc.docType);
  doc.lines = Array.isArray(doc.lines)
    ? doc.lines.map((/** @type {Record<string, any>} */ line) => ({
        id: line.id ?? line.lineId,
        materialId: line.materialId,
        materialCode: line.materialCode,
        materialName: line.materialName,
        spec: line.spec ?? null,
        unit: line.unit,
        batchManaged: Boolean(line.batchManaged),
        expectedQuantity: line.expectedQuantity,
        doneQuantity: line.doneQuantity ?? 0,
        batchNo: line.batchNo ?? null,
        locationCode: line.locationCode ?? null,
        remark: line.remark ?? null,
      }))
    : linesFromLedger(collections, doc);
  for (const part of ['upstream', 'downstream', 'entries', 'locations']) delete doc[part];
}

/**
 * The sandbox's warehouse data ready for the behaviours: each location knows its warehouse, the balances are
 * opened from the ledger, seeded documents settled, and batches past their expiry date are 已过期.
 * @param {MockContext} context
 */
export function prepare(context) {
  const { collections } = context;
  for (const location of collections.locations ?? [])
    location.warehouseId ??= warehouseIdOf(collections, location);
  stockOf(collections);
  for (const doc of collections.warehouseDocs ?? [])
    if (doc.direction === undefined) settleSeededDoc(collections, doc);
  const today = dateOf(context.now);
  for (const batch of collections.batches ?? [])
    if (batch.status === 'NORMAL' && batch.expiryDate && batch.expiryDate < today) batch.status = 'EXPIRED';
}
