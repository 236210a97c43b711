import { describe, expect, it } from 'vitest';
import { openDocuments, openDocumentsSummary, type ProjectDocument } from './project-completion';

const doc = (docNo: string, statusText: string, open: boolean, type: ProjectDocument['type']) =>
  ({
    id: docNo,
    type,
    docType: type,
    docNo,
    title: '',
    statusText,
    date: '2026-11-26',
    open,
  }) satisfies ProjectDocument;

const purchase = [
  doc('CGSQ-20261123-001', '审批中', true, 'PURCHASE_REQUEST'),
  doc('CGDD-20261101-003', '已完成', false, 'PURCHASE_ORDER'),
  doc('CGDD-20261112-002', '已审核', true, 'PURCHASE_ORDER'),
];
const stock = [
  doc('CKD-20261118-002', '已完成', false, 'WAREHOUSE_DOC'),
  doc('RKD-20261122-002', '待执行', true, 'WAREHOUSE_DOC'),
];

describe('完成 on a project says what is still open', () => {
  it('keeps the open documents, purchase before stock', () => {
    expect(openDocuments(purchase, stock).map((d) => d.docNo)).toEqual([
      'CGSQ-20261123-001',
      'CGDD-20261112-002',
      'RKD-20261122-002',
    ]);
  });
  it('names each open document by number and status', () => {
    expect(openDocumentsSummary(openDocuments(purchase, stock))).toBe(
      '尚有未完成的单据：CGSQ-20261123-001 审批中、CGDD-20261112-002 已审核、RKD-20261122-002 待执行',
    );
  });
  it('says nothing when every document is done with', () => {
    expect(openDocuments(purchase.slice(1, 2), stock.slice(0, 1))).toEqual([]);
    expect(openDocumentsSummary([])).toBeUndefined();
  });
});
