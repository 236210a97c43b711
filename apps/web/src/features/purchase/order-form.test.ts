import { describe, expect, it } from 'vitest';
import {
  copyOrderValues,
  mergedOrderValues,
  orderAmendment,
  orderFormValues,
  orderInput,
} from './order-form';
import { isRefusal, mergeOpenLines } from './order-lines';
import type { PurchaseOrder } from './order-rules';

const SUP_004 = '3ceb083187444e92ad9336c0f9c4b930';
const LI_NA = '2d4f6a8c0e1b4d3f9a7c5e3b1d9f7a52';
const ZHANG_WEI = '7c9e6679f4a84c6d9a3b2e1f0d8c7b61';
const P2026_001 = 'bb262a934ce14c61aa0336d98b8c82f1'; // 华东数据中心机房改造

const order: PurchaseOrder = {
  id: '7f11ee19d49d4a71a615dc020b7ef25e',
  orderNo: 'CGDD-20261110-001',
  supplierId: 'f1a38d3268344c65927cb2382bedda16',
  supplierCode: 'SUP-001',
  supplierName: '深圳市华强电子有限公司',
  buyer: { id: LI_NA, name: '李娜' },
  orderDate: '2026-11-10',
  expectedDate: '2026-11-20',
  currency: 'CNY',
  paymentTerms: '月结 30 天',
  projectId: null,
  projectName: null,
  totalQuantity: 200,
  totalAmount: '7700.00',
  totalTax: '1001.00',
  totalWithTax: '8701.00',
  receiptStatus: 'PARTIAL',
  status: 'PARTIALLY_RECEIVED',
  statusReason: null,
  processId: null,
  tags: [{ id: 'a'.repeat(32), name: '急单', color: '#eb2f96' }],
  remark: null,
  attachments: [],
  lines: [
    {
      id: 'b'.repeat(32),
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
      sourceRequestId: 'adff32f535dd4954a7f8022a4eedef2a',
      sourceRequestNo: 'CGSQ-20261105-002',
      sourceLineId: 'c'.repeat(32),
      remark: null,
    },
  ],
  sourceRequests: [],
  stockIns: [],
  createBy: '李娜',
  createTime: '2026-11-10 09:30:00',
};

describe('the order form', () => {
  it('合并生成 sends one order to the one supplier with the capped lines, their sources and their project', () => {
    const plan = mergeOpenLines([
      {
        requestId: 'adff32f535dd4954a7f8022a4eedef2a',
        requestNo: 'CGSQ-20261105-002',
        lineId: 'd'.repeat(32),
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
        projectId: P2026_001,
      },
    ]);
    if (isRefusal(plan)) throw new Error(plan.refused);
    const values = { ...mergedOrderValues(plan, ZHANG_WEI, '2026-11-24'), expectedDate: '2026-12-05' };
    expect(values.projectId).toBe(P2026_001); // 关联项目 shows the project, not 不关联项目
    expect(orderInput(values)).toMatchObject({
      supplierId: SUP_004,
      projectId: P2026_001,
      buyerId: ZHANG_WEI,
      orderDate: '2026-11-24',
      lines: [{ quantity: 20, unitPrice: '168.00', taxRate: 13, sourceLineId: 'd'.repeat(32) }],
    });
  });
  it('变更 sends the reason, the new date and lines that keep their ids', () => {
    const values = { ...orderFormValues(order, true), reason: ' 追加数量 ', expectedDate: '2026-11-28' };
    expect(values.lines[0]?.minQuantity).toBe(120);
    expect(orderAmendment(values, order.id)).toMatchObject({
      id: order.id,
      reason: '追加数量',
      expectedDate: '2026-11-28',
      lines: [{ id: 'b'.repeat(32), quantity: 200 }],
    });
  });
  it('复制 orders anew: new keys, today, no request behind the lines', () => {
    const copy = copyOrderValues(order, ZHANG_WEI, '2026-11-24');
    expect(copy).toMatchObject({ buyerId: ZHANG_WEI, orderDate: '2026-11-24', expectedDate: null });
    expect(copy.lines[0]).toMatchObject({ quantity: 200, sourceRequestId: null, sourceLineId: null });
    expect(copy.lines[0]?.key).not.toBe(order.lines[0]?.id);
    expect(copy.tagIds).toEqual(['a'.repeat(32)]);
  });
});
