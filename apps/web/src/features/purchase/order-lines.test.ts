import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  boundedQuantity,
  isRefusal,
  type MergePlan,
  mergeOpenLines,
  orderContents,
  orderLineValues,
} from './order-lines';

const SUP_004 = '3ceb083187444e92ad9336c0f9c4b930';
const SUP_001 = 'f1a38d3268344c65927cb2382bedda16';
const P2026_001 = 'bb262a934ce14c61aa0336d98b8c82f1'; // 华东数据中心机房改造
const P2026_002 = 'c'.repeat(32);

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

/** The plan 合并生成 makes of these lines, which must not be refused. */
function planOf(lines: Schema<'OpenRequestLine'>[]): MergePlan {
  const plan = mergeOpenLines(lines);
  if (isRefusal(plan)) throw new Error(`refused: ${plan.refused}`);
  return plan;
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
    const plan = planOf([first, second]);
    expect(plan.supplierId).toBe(SUP_004);
    expect(plan.suppliersDiffer).toBe(false);
    expect(plan.lines.map((line) => [line.sourceRequestNo, line.quantity, line.maxQuantity])).toEqual([
      ['CGSQ-20261105-002', 20, 20],
      ['CGSQ-20261116-001', 10, 10],
    ]);
  });
  it('no supplier until the user picks one when the lines suggest different ones', () => {
    const plan = planOf([first, open({ lineId: 'c'.repeat(32), suggestedSupplierId: SUP_001 })]);
    expect(plan.supplierId).toBeUndefined();
    expect(plan.suppliersDiffer).toBe(true);
  });
  it('a line without a suggestion does not stand in the way', () => {
    expect(planOf([first, open({ suggestedSupplierId: null })]).supplierId).toBe(SUP_004);
  });
  it('the ordered part of a line stays out: only what is open is offered', () => {
    const partly = open({ quantity: 200, orderedQuantity: 120, openQuantity: 80 });
    const done = open({ lineId: 'd'.repeat(32), orderedQuantity: 20, openQuantity: 0 });
    expect(planOf([partly, done]).lines.map((line) => line.quantity)).toEqual([80]);
  });
  it('an order of no project when the requests are of none', () => {
    expect(planOf([first, second]).projectId).toBeUndefined();
  });
  it('new lines get new keys: UUIDs without dashes (spec §3)', () => {
    const [line] = planOf([first]).lines;
    expect(line?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(line?.sourceLineId).toBe(first.lineId);
  });
});

describe('合并生成 carries the project (spec: 采购申请 → 采购订单, the project’s 采购 documents)', () => {
  const room = open({ projectId: P2026_001 });
  const roomAgain = open({ requestNo: 'CGSQ-20261116-001', lineId: 'b'.repeat(32), projectId: P2026_001 });
  it('the order takes the project its requests share', () => {
    expect(planOf([room]).projectId).toBe(P2026_001);
    expect(planOf([room, roomAgain]).projectId).toBe(P2026_001);
  });
  it('requests of different projects are refused, each project’s requests named', () => {
    const other = open({ requestNo: 'CGSQ-20261120-001', lineId: 'c'.repeat(32), projectId: P2026_002 });
    expect(mergeOpenLines([room, roomAgain, other])).toEqual({
      refused:
        '所选申请属于不同的项目（CGSQ-20261105-002、CGSQ-20261116-001；CGSQ-20261120-001）：一张订单只关联一个项目，请按项目分别生成采购订单。',
    });
  });
  it('two lines of one request name the request once', () => {
    const other = open({ requestNo: 'CGSQ-20261120-001', lineId: 'c'.repeat(32), projectId: P2026_002 });
    const plan = mergeOpenLines([room, open({ lineId: 'e'.repeat(32), projectId: P2026_001 }), other]);
    expect(isRefusal(plan) && plan.refused).toContain('（CGSQ-20261105-002；CGSQ-20261120-001）');
  });
  it('a project’s request with a stock request makes an order of no project, and says so first', () => {
    const stock = open({ requestNo: 'CGSQ-20261101-001', lineId: 'd'.repeat(32), projectId: null });
    const plan = planOf([room, stock]);
    expect(plan.projectId).toBeUndefined();
    expect(plan.projectNote).toBe(
      'CGSQ-20261101-001 不关联项目：合并后的订单不关联项目，不会列入 CGSQ-20261105-002 所属项目的采购单据。要计入项目，请将项目的申请单独生成订单。',
    );
    expect(plan.lines).toHaveLength(2);
  });
  it('no note when the requests share their project, or are all of none', () => {
    expect(planOf([room, roomAgain]).projectNote).toBeUndefined();
    expect(planOf([open({}), open({ lineId: 'f'.repeat(32) })]).projectNote).toBeUndefined();
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

describe('what an order contains, as its list row reads it', () => {
  const chip = { materialId: '1'.repeat(32), materialName: '主控芯片' };
  const resistor = { materialId: '2'.repeat(32), materialName: '贴片电阻' };
  const capacitor = { materialId: '3'.repeat(32), materialName: '贴片电容' };
  it('the first material and how many materials: 主控芯片 等 3 项', () => {
    expect(orderContents([chip, resistor, capacitor])).toBe('主控芯片 等 3 项');
  });
  it('one material by its name, however many lines it takes', () => {
    expect(orderContents([chip])).toBe('主控芯片');
    expect(orderContents([chip, { ...chip }])).toBe('主控芯片');
    expect(orderContents([chip, { ...chip }, resistor])).toBe('主控芯片 等 2 项');
  });
  it('nothing for an order without lines', () => {
    expect(orderContents([])).toBe('');
  });
});
