// @ts-check
// 库存预警 in memory mode: the home card's count and 库存查询's highlight come from one rule (warehouse/inventory.js
// stockAlert), so they agree, and a material below its safety stock with nothing left is listed, not hidden as zero.
import { expect, it } from 'vitest';
import { call, seed } from './test-context.js';
import { warehouseBehaviours } from './warehouse.js';

const collections = () => structuredClone(seed);
const page = (/** @type {any} */ c, /** @type {Record<string, unknown>} */ filters = {}) =>
  call(warehouseBehaviours, c, 'getInventoryPage', {
    body: { pageNum: 1, pageSize: 50, view: 'MATERIAL', ...filters },
  }).data;
const flagged = (/** @type {any} */ data) =>
  data.list
    .filter((/** @type {any} */ row) => row.belowSafety)
    .map((/** @type {any} */ row) => row.materialCode);

it('the home card counts exactly the rows 库存查询 highlights, by default and filtered as 预警', () => {
  const c = collections();
  const alerts = call(warehouseBehaviours, c, 'getStockAlerts', {}).data;
  expect(alerts.belowSafetyCount).toBe(7);
  const highlighted = flagged(page(c));
  expect(highlighted).toEqual(['AU-0001', 'EL-0003', 'EL-0004', 'FG-0001', 'ME-0001', 'ME-0002', 'PK-0001']);
  expect(flagged(page(c, { belowSafety: true }))).toEqual(highlighted);
  expect(alerts.belowSafety.map((/** @type {any} */ m) => m.materialCode)).toEqual(highlighted.slice(0, 5));
});

it('a disabled material is no alert, in the count and in the list alike', () => {
  const c = collections();
  const chip = c.materials.find((/** @type {any} */ m) => m.code === 'EL-0003');
  chip.status = 'DISABLED';
  expect(call(warehouseBehaviours, c, 'getStockAlerts', {}).data.belowSafetyCount).toBe(6);
  expect(flagged(page(c))).not.toContain('EL-0003');
  expect(page(c).list.map((/** @type {any} */ row) => row.materialCode)).toContain('EL-0003');
});
