// @ts-check
// 仓库概览 in memory mode: the KPIs of a warehouse (or all), the in/out trend of a date range and the stock by
// warehouse, counted from the collections (rules in ../warehouse.js).
import { inputOf } from '../../memory/kinds.js';
import { addDays, byId, dateOf, money, sum } from './common.js';
import {
  aboveMax,
  amountOf,
  batchesExpiring,
  EXPIRING_WITHIN_DAYS,
  stockAlert,
  totalsByMaterial,
} from './inventory.js';
import { prepare, stockOf } from './stock.js';

/**
 * @typedef {import('./common.js').Collections} Collections
 * @typedef {import('./stock.js').StockRow} StockRow
 * @typedef {Record<string, any>} Material
 */

/** @param {Collections} collections @param {string | undefined} warehouseId */
const rowsIn = (collections, warehouseId) =>
  stockOf(collections).filter((row) => !warehouseId || row.warehouseId === warehouseId);

/** @param {Collections} collections @param {StockRow[]} rows */
function stockTotals(collections, rows) {
  const inStock = rows.filter((row) => row.onHand > 0);
  return {
    quantity: sum(inStock.map((row) => row.onHand)),
    amount: money(
      inStock.reduce(
        (total, row) => total + (amountOf(byId(collections.materials, row.materialId), row.onHand) ?? 0),
        0,
      ),
    ),
    skuCount: new Set(inStock.map((row) => row.materialId)).size,
  };
}

const TREND_DAYS = 30;

/** @type {Record<string, import('../index.js').Behaviour>} */
export const overviewBehaviours = {
  /** 仓库概览: the KPIs of a warehouse (or all), the in/out trend of the date range, the stock by warehouse. */
  'warehouse.overview': (context) => {
    prepare(context);
    const { collections } = context;
    const input = inputOf(context);
    const warehouseId = input.warehouseId ? String(input.warehouseId) : undefined;
    const today = dateOf(context.now);
    const dateTo = input.dateTo ?? today;
    const dateFrom = input.dateFrom ?? addDays(dateTo, 1 - TREND_DAYS);
    const rows = rowsIn(collections, warehouseId);
    const entries = (collections.ledgerEntries ?? []).filter(
      (entry) => !warehouseId || entry.warehouseId === warehouseId,
    );
    const day = (/** @type {any} */ entry) => String(entry.occurredAt).slice(0, 10);
    const todays = (/** @type {string} */ direction) => {
      const moved = entries.filter((entry) => day(entry) === today && entry.direction === direction);
      return {
        docCount: new Set(moved.map((entry) => entry.sourceDoc?.id)).size,
        quantity: sum(moved.map((entry) => Math.abs(entry.quantity))),
      };
    };
    const docs = (collections.warehouseDocs ?? []).filter(
      (doc) => !warehouseId || doc.warehouseId === warehouseId,
    );
    const pending = (/** @type {string} */ direction) =>
      docs.filter((doc) => doc.direction === direction && doc.status === 'PENDING_EXECUTION').length;
    const totals = totalsByMaterial(collections);
    const materials = collections.materials ?? [];
    const bins = (collections.locations ?? []).filter(
      (location) => location.level === 3 && (!warehouseId || location.warehouseId === warehouseId),
    );
    const occupied = new Set(rows.filter((row) => row.onHand > 0).map((row) => row.locationId));
    const trend = [];
    for (let date = dateFrom, days = 0; date <= dateTo && days < 366; date = addDays(date, 1), days += 1) {
      const of = entries.filter((entry) => day(entry) === date);
      const ins = of.filter((entry) => entry.direction === 'IN');
      const outs = of.filter((entry) => entry.direction === 'OUT');
      trend.push({
        date,
        inCount: ins.length,
        outCount: outs.length,
        inQuantity: sum(ins.map((entry) => entry.quantity)),
        outQuantity: sum(outs.map((entry) => -entry.quantity)),
      });
    }
    const stock = stockTotals(collections, rows);
    return {
      data: {
        today,
        kpis: {
          skuCount: stock.skuCount,
          totalQuantity: stock.quantity,
          totalAmount: stock.amount,
          todayIn: todays('IN'),
          todayOut: todays('OUT'),
          pendingIn: pending('IN'),
          pendingOut: pending('OUT'),
          belowSafety: materials.filter((m) => stockAlert(m, totals.get(m.id) ?? 0)).length,
          aboveMax: materials.filter((m) => m.status === 'ENABLED' && aboveMax(m, totals.get(m.id) ?? 0))
            .length,
          expiringBatches: batchesExpiring(collections, rows, today, addDays(today, EXPIRING_WITHIN_DAYS))
            .length,
          expiredBatches: batchesExpiring(collections, rows, '', addDays(today, -1)).length,
          occupiedLocations: bins.filter((bin) => occupied.has(bin.id)).length,
          totalLocations: bins.length,
        },
        trend,
        byWarehouse: (collections.locations ?? [])
          .filter((location) => location.level === 1 && (!warehouseId || location.id === warehouseId))
          .map((warehouse) => {
            const held = stockTotals(collections, rowsIn(collections, String(warehouse.id)));
            return {
              warehouseId: warehouse.id,
              warehouseName: warehouse.name,
              quantity: held.quantity,
              amount: held.amount,
              skuCount: held.skuCount,
            };
          }),
      },
    };
  },
};
