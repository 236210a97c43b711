import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, documentPath } from './document-links';

describe('document links', () => {
  it('open each kind of document on its own screen', () => {
    expect(documentPath({ type: 'PURCHASE_REQUEST', id: 'adff32f535dd4954a7f8022a4eedef2a' })).toBe(
      '/purchase/apply?detail=adff32f535dd4954a7f8022a4eedef2a',
    );
    expect(documentPath({ type: 'PURCHASE_ORDER', id: '7f11ee19d49d4a71a615dc020b7ef25e' })).toBe(
      '/purchase/order?detail=7f11ee19d49d4a71a615dc020b7ef25e',
    );
    expect(documentPath({ type: 'WAREHOUSE_DOC', id: '0e902d8c874b4832899b9335aca14f21' })).toBe(
      '/warehouse/doc?detail=0e902d8c874b4832899b9335aca14f21',
    );
  });
  it('name each kind as people do', () => {
    expect(Object.values(DOCUMENT_KINDS).map((kind) => kind.label)).toEqual([
      '采购申请',
      '采购订单',
      '出入库单',
    ]);
  });
});
