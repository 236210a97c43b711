// @ts-check
// What the warehouse reads from its balances: 库存查询 (four views with their filters and 合计) and 库存预警 on the home
// page (rules in ../warehouse.js).
import { inputOf } from '../../memory/kinds.js';
import { pageOf } from '../../memory/paging.js';
import { addDays, byId, dateOf, label, money, qty, subtree, sum } from './common.js';
import { prepare, reservations, stockOf } from './stock.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {import('./stock.js').StockRow} StockRow
 * @typedef {Record<string, any>} Material
 */

/** Each material's stock over every warehouse. @param {Collections} collections @returns {Map<string, number>} */
export function totalsByMaterial(collections) {
  /** @type {Map<string, number>} */
  const totals = new Map();
  for (const row of stockOf(collections))
    totals.set(row.materialId, qty((totals.get(row.materialId) ?? 0) + row.onHand));
  return totals;
}

/** 在途: what released purchase orders (已审核, 部分入库) still have to deliver. @param {Collections} collections */
function inTransitByMaterial(collections) {
  /** @type {Map<string, number>} */
  const open = new Map();
  for (const order of collections.purchaseOrders ?? []) {
    if (!['APPROVED', 'PARTIALLY_RECEIVED'].includes(order.status)) continue;
    for (const line of order.lines ?? []) {
      const left = Math.max(0, qty(line.quantity - (line.receivedQuantity ?? 0)));
      open.set(line.materialId, qty((open.get(line.materialId) ?? 0) + left));
    }
  }
  return open;
}

/** @param {Material | undefined} material @param {number} total */
export const belowSafety = (material, total) =>
  material?.safetyStock !== null && material?.safetyStock !== undefined && total < material.safetyStock;
/**
 * 库存预警's one rule, for the home card's count and 库存查询's highlight and 预警 filter alike: an enabled material
 * whose stock over every warehouse is below its safety stock, with nothing in stock too (that one most of all).
 * @param {Material | undefined} material @param {number} total
 */
export const stockAlert = (material, total) => material?.status === 'ENABLED' && belowSafety(material, total);
/** @param {Material | undefined} material @param {number} total */
export const aboveMax = (material, total) =>
  material?.maxStock !== null && material?.maxStock !== undefined && total > material.maxStock;

/** @param {Material | undefined} material @param {number} onHand */
export const amountOf = (material, onHand) =>
  material?.costPrice === null || material?.costPrice === undefined
    ? null
    : money(onHand * material.costPrice);

const VIEW_KEY = /** @type {Record<string, (row: StockRow) => string>} */ ({
  MATERIAL: (row) => `material-${row.materialId}`,
  WAREHOUSE: (row) => `warehouse-${row.materialId}-${row.warehouseId}`,
  LOCATION: (row) => `location-${row.materialId}-${row.warehouseId}-${row.locationId}`,
  BATCH: (row) => `batch-${row.materialId}-${row.warehouseId}-${row.locationId}-${row.batchId}`,
});

/** The materials a request's material filters keep. @param {Collections} collections @param {Record<string, any>} input */
function materialTest(collections, input) {
  const categories = input.categoryId
    ? subtree(collections.materialCategories, String(input.categoryId))
    : undefined;
  const demanded = input.projectId
    ? new Set(
        (collections.projectMaterials ?? [])
          .filter((line) => line.projectId === input.projectId)
          .map((line) => line.materialId),
      )
    : undefined;
  const keyword = String(input.keyword ?? '')
    .trim()
    .toLowerCase();
  return (/** @type {Material | undefined} */ material) =>
    Boolean(material) &&
    (!input.materialId || material?.id === input.materialId) &&
    (!categories || categories.has(String(material?.categoryId))) &&
    (!demanded || demanded.has(String(material?.id))) &&
    (!keyword ||
      [material?.code, material?.name, material?.spec].some((text) =>
        String(text ?? '')
          .toLowerCase()
          .includes(keyword),
      ));
}

/**
 * 库存查询's rows of one view, filtered, with the flags and amounts the contract names.
 * @param {Collections} collections @param {Record<string, any>} input
 */
export function inventoryRows(collections, input) {
  const view = VIEW_KEY[input.view] ? input.view : 'MATERIAL';
  const materials = new Map((collections.materials ?? []).map((material) => [String(material.id), material]));
  const keepMaterial = materialTest(collections, input);
  const inLocation = input.locationId ? subtree(collections.locations, String(input.locationId)) : undefined;
  const batchNo = String(input.batchNo ?? '').toLowerCase();
  const rows = stockOf(collections).filter(
    (row) =>
      keepMaterial(materials.get(row.materialId)) &&
      (!input.warehouseId || row.warehouseId === input.warehouseId) &&
      (!inLocation || inLocation.has(row.locationId)) &&
      (!batchNo ||
        String(row.batchNo ?? '')
          .toLowerCase()
          .includes(batchNo)) &&
      (view !== 'BATCH' || row.batchId),
  );
  const reserved = reservations(collections);
  /** @type {Map<string, { row: StockRow, onHand: number, reserved: number }>} */
  const groups = new Map();
  for (const row of rows) {
    const key = VIEW_KEY[view](row);
    const group = groups.get(key) ?? { row, onHand: 0, reserved: 0 };
    group.onHand = qty(group.onHand + row.onHand);
    group.reserved = qty(group.reserved + (reserved.get(row.id) ?? 0));
    groups.set(key, group);
  }
  const totals = totalsByMaterial(collections);
  // By material, one with nothing in stock is listed when 零库存 asks for it, and always when it is an alert: the
  // home card counts it, so the list shows it (highlighted) rather than hide it as zero.
  if (view === 'MATERIAL' && !batchNo) {
    for (const material of materials.values()) {
      const key = `material-${material.id}`;
      const listed = input.showZero
        ? material.status === 'ENABLED'
        : stockAlert(material, totals.get(material.id) ?? 0);
      if (listed && keepMaterial(material) && !groups.has(key))
        groups.set(key, { row: /** @type {any} */ ({ materialId: material.id }), onHand: 0, reserved: 0 });
    }
  }
  const inTransit = view === 'MATERIAL' ? inTransitByMaterial(collections) : undefined;
  const list = [];
  for (const [key, group] of groups) {
    const material = materials.get(group.row.materialId);
    const total = totals.get(group.row.materialId) ?? 0;
    if (group.onHand === 0 && !input.showZero && !stockAlert(material, total)) continue;
    if (input.belowSafety && !stockAlert(material, total)) continue;
    if (input.aboveMax && !aboveMax(material, total)) continue;
    const batch = view === 'BATCH' ? byId(collections.batches, group.row.batchId) : undefined;
    const location =
      view === 'LOCATION' || view === 'BATCH' ? byId(collections.locations, group.row.locationId) : undefined;
    list.push({
      key,
      materialId: material?.id,
      materialCode: material?.code,
      materialName: material?.name,
      spec: material?.spec ?? null,
      unit: label(collections, 'unit_of_measure', material?.unit),
      categoryName: material?.categoryName ?? '',
      batchManaged: Boolean(material?.batchManaged),
      warehouseId: view === 'MATERIAL' ? null : group.row.warehouseId,
      warehouseName:
        view === 'MATERIAL' ? null : (byId(collections.locations, group.row.warehouseId)?.name ?? null),
      locationId: location ? location.id : null,
      locationCode: location ? location.code : null,
      batchId: batch ? batch.id : null,
      batchNo: batch ? batch.batchNo : null,
      onHand: group.onHand,
      reserved: group.reserved,
      available: qty(group.onHand - group.reserved),
      inTransit: inTransit ? (inTransit.get(group.row.materialId) ?? 0) : null,
      safetyStock: material?.safetyStock ?? null,
      belowSafety: stockAlert(material, total),
      amount: amountOf(material, group.onHand),
      inDate: batch ? (batch.inDate ?? null) : null,
      expiryDate: batch ? (batch.expiryDate ?? null) : null,
    });
  }
  const order = (/** @type {any} */ row) =>
    view === 'MATERIAL'
      ? String(row.materialCode)
      : `${byId(collections.locations, row.warehouseId)?.code}|${row.materialCode}|${row.locationCode ?? ''}|${row.batchNo ?? ''}`;
  return list.sort((a, b) => order(a).localeCompare(order(b)));
}

/** Batches in stock (in a warehouse, or anywhere) whose expiry date falls in [from, to]. */
export function batchesExpiring(
  /** @type {Collections} */ collections,
  /** @type {StockRow[]} */ rows,
  from = '',
  to = '9999',
) {
  const held = new Set(rows.filter((row) => row.onHand > 0 && row.batchId).map((row) => row.batchId));
  return (collections.batches ?? [])
    .filter(
      (batch) => held.has(batch.id) && batch.expiryDate && batch.expiryDate >= from && batch.expiryDate <= to,
    )
    .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate));
}

export const EXPIRING_WITHIN_DAYS = 30;
const ALERTS_SHOWN = 5;

/** @type {Record<string, import('../index.js').Behaviour>} */
export const inventoryBehaviours = {
  /** 库存查询: one view of the balances, a page of it, and the 合计 of every matching row. */
  'warehouse.inventoryPage': (context) => {
    prepare(context);
    const input = inputOf(context);
    const rows = inventoryRows(context.collections, input);
    return {
      data: {
        ...pageOf(rows, input),
        summary: {
          onHand: sum(rows.map((row) => row.onHand)),
          reserved: sum(rows.map((row) => row.reserved)),
          available: sum(rows.map((row) => row.available)),
          amount: money(rows.reduce((total, row) => total + (row.amount ?? 0), 0)),
        },
      },
    };
  },

  /** 库存预警: materials under their safety stock, batches in stock expiring within 30 days (5 of each). */
  'warehouse.stockAlerts': (context) => {
    prepare(context);
    const { collections } = context;
    const today = dateOf(context.now);
    const totals = totalsByMaterial(collections);
    const below = (collections.materials ?? [])
      .filter((material) => stockAlert(material, totals.get(material.id) ?? 0))
      .sort((a, b) => String(a.code).localeCompare(String(b.code)))
      .map((material) => ({
        materialId: material.id,
        materialCode: material.code,
        materialName: material.name,
        unit: label(collections, 'unit_of_measure', material.unit),
        onHand: totals.get(material.id) ?? 0,
        safetyStock: material.safetyStock,
      }));
    const expiring = batchesExpiring(
      collections,
      stockOf(collections),
      today,
      addDays(today, EXPIRING_WITHIN_DAYS),
    );
    return {
      data: {
        belowSafetyCount: below.length,
        expiringCount: expiring.length,
        belowSafety: below.slice(0, ALERTS_SHOWN),
        expiring: expiring.slice(0, ALERTS_SHOWN).map((batch) => ({
          batchId: batch.id,
          batchNo: batch.batchNo,
          materialName: batch.materialName,
          unit: batch.unit,
          quantity: batch.quantity,
          expiryDate: batch.expiryDate,
        })),
      },
    };
  },
};
