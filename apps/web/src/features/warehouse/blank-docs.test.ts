import { describe, expect, it } from 'vitest';
import { BLANK_DOC_KINDS, blankDocKind, blankDraft } from './blank-docs';
import { executionScreen } from './doc-lifecycle';

describe('blank documents', () => {
  it('offers the businesses that have no source document, each under the document type that carries it', () => {
    expect(BLANK_DOC_KINDS.map((kind) => `${kind.docType} ${kind.businessType}`)).toEqual([
      'IN OTHER_IN',
      'IN RETURN_IN',
      'OUT OTHER_OUT',
      'TRANSFER TRANSFER_OUT',
      'RETURN RETURN_TO_SUPPLIER',
    ]);
    expect(blankDocKind('PURCHASE_IN')).toBeUndefined(); // made from its purchase order
    expect(blankDocKind('ISSUE_OUT')).toBeUndefined(); // made from its project's demand
  });

  it('offers only documents an execution screen can carry out', () => {
    for (const kind of BLANK_DOC_KINDS) expect(executionScreen(kind.docType)).toBeDefined();
  });

  it('starts a draft planned for today with no warehouse and no lines', () => {
    const kind = blankDocKind('OTHER_OUT');
    if (!kind) throw new Error('OTHER_OUT is a blank kind');
    expect(blankDraft(kind, '2026-11-23')).toEqual({
      docType: 'OUT',
      businessType: 'OTHER_OUT',
      plannedDate: '2026-11-23',
      source: null,
      supplierId: null,
      targetWarehouseId: null,
      projectId: null,
      deptName: null,
      remark: null,
      lines: [],
    });
  });
});
