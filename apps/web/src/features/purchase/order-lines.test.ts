import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { boundedQuantity, mergeOpenLines, orderLineValues } from './order-lines';

const SUP_004 = '3ceb083187444e92ad9336c0f9c4b930';
const SUP_001 = 'f1a38d3268344c65927cb2382bedda16';

function open(overrides: Partial<Schema<'OpenRequestLine'>>): Schema<'OpenRequestLine'> {
  return {
    requestId: 'adff32f535dd4954a7f8022a4eedef2a',
    requestNo: 'CGSQ-20261105-002',
    lineId: 'a'.repeat(32),
    materialId: '3c3ae353fb14428e90b401a6c1cc0aff',
    materialCode: 'EL-0004',
    materialName: '开关电源',
    spec: 'LRS-350-24 24V 14.6A',
    unit: 'UNIT',
    quantity: 20,
    orderedQuantity: 0,
    openQuantity: 20,
    needDate: '2026-11-30',
    estimatedPrice: '168.00',
    suggestedSupplierId: SUP_004,
    suggestedSupplierName: '杭州明纬电源科技有限公司',
    projectId: null,
    ...overrides,
  };
}

describe('合并生成', () => {
  const first = open({});
  const second = open({
    requestNo: 'CGSQ-20261116-001',
    lineId: 'b'.repeat(32),
    quantity: 10,
    openQuantity: 10,
  });

  it('one order for the one supplier the lines agree on, each at its open quantity', () => {
    const plan = mergeOpenLines([first, second]);
    expect(plan.supplierId).toBe(SUP_004);
    expect(plan.suppliersDiffer).toBe(false);
    expect(plan.lines.map((line) => [line.sourceRequestNo, line.quantity, line.maxQuantity])).toEqual([
      ['CGSQ-20261105-002', 20, 20],
      ['CGSQ-20261116-001', 10, 10],
    ]);
  });
  it('no supplier until the user picks one when the lines suggest different ones', () => {
    const plan = mergeOpenLines([first, open({ lineId: 'c'.repeat(32), suggestedSupplierId: SUP_001 })]);
    expect(plan.supplierId).toBeUndefined();
    expect(plan.suppliersDiffer).toBe(true);
  });
  it('a line without a suggestion does not stand in the way', () => {
    expect(mergeOpenLines([first, open({ suggestedSupplierId: null })]).supplierId).toBe(SUP_004);
  });
  it('the ordered part of a line stays out: only what is open is offered', () => {
    const partly = open({ quantity: 200, orderedQuantity: 120, openQuantity: 80 });
    const done = open({ lineId: 'd'.repeat(32), orderedQuantity: 20, openQuantity: 0 });
    expect(mergeOpenLines([partly, done]).lines.map((line) => line.quantity)).toEqual([80]);
  });
  it('new lines get new keys: UUIDs without dashes (spec §3)', () => {
    const [line] = mergeOpenLines([first]).lines;
    expect(line?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(line?.sourceLineId).toBe(first.lineId);
  });
});

describe('quantities within bounds', () => {
  it('caps a line from a request at what is still unordered', () => {
    expect(boundedQuantity(25, { maxQuantity: 20 })).toBe(20);
    expect(boundedQuantity(12, { maxQuantity: 20 })).toBe(12);
    expect(boundedQuantity(25, {})).toBe(25);
  });
  it('keeps an amended line at least at what was received', () => {
    expect(boundedQuantity(100, { minQuantity: 120 })).toBe(120);
  });
});

describe('变更', () => {
  const received: Schema<'PurchaseOrderLine'> = {
    id: 'e'.repeat(32),
    materialId: 'dd2ee150d2844277b89c1af40ce8fcc9',
    materialCode: 'EL-0003',
    materialName: '主控芯片',
    spec: 'STM32F407VGT6 LQFP100',
    unit: 'PCS',
    quantity: 200,
    unitPrice: '38.50',
    taxRate: 13,
    amount: '7700.00',
    taxAmount: '1001.00',
    amountWithTax: '8701.00',
    deliveryDate: '2026-11-20',
    receivedQuantity: 120,
    returnedQuantity: 0,
    sourceRequestId: null,
    sourceRequestNo: null,
    sourceLineId: null,
    remark: null,
  };
  const untouched = { ...received, id: 'f'.repeat(32), receivedQuantity: 0 };
  it('a received line keeps its received quantity as the least', () => {
    expect(orderLineValues(received, true).minQuantity).toBe(120);
    expect(orderLineValues(received).minQuantity).toBeUndefined();
    expect(orderLineValues(untouched, true).minQuantity).toBeUndefined();
  });
});
