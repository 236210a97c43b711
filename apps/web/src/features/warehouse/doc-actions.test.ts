import { describe, expect, it } from 'vitest';
import type { WarehouseDoc } from './DocColumns';
import { orderedDocActions } from './doc-actions';

const doc = (
  status: WarehouseDoc['status'],
  doneQuantity = 0,
  businessType: WarehouseDoc['businessType'] = 'PURCHASE_IN',
) => ({ status, doneQuantity, docType: 'IN', businessType }) as WarehouseDoc;

describe('a document’s actions, for its row and its detail alike', () => {
  it('puts what a counter wants most first: 执行 before 反审核, 提交 before 编辑, 打印 last', () => {
    expect(orderedDocActions(doc('PENDING_EXECUTION'))).toEqual([
      'execute',
      'unaudit',
      'void',
      'copy',
      'print',
    ]);
    expect(orderedDocActions(doc('DRAFT'))).toEqual(['submit', 'edit', 'void', 'copy', 'print']);
    expect(orderedDocActions(doc('PENDING_AUDIT'))).toEqual(['audit', 'void', 'copy', 'print']);
  });

  it('offers 冲销 on a completed document, but not on a 冲销单 itself', () => {
    expect(orderedDocActions(doc('COMPLETED', 10))).toEqual(['reverse', 'copy', 'print']);
    expect(orderedDocActions(doc('COMPLETED', 10, 'REVERSAL'))).toEqual(['copy', 'print']);
  });
});
