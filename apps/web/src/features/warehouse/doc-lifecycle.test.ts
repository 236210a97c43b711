import { describe, expect, it } from 'vitest';
import {
  allowedDocActions,
  auditableIds,
  type DocState,
  docCounterpart,
  docCounterpartText,
  executionScreen,
} from './doc-lifecycle';

const doc = (
  status: DocState['status'],
  doneQuantity = 0,
  docType: DocState['docType'] = 'IN',
): DocState => ({
  status,
  docType,
  doneQuantity,
});

describe('allowed document actions per status (screens.md §8)', () => {
  it.each([
    ['DRAFT', 0, ['edit', 'submit', 'void', 'copy', 'print']],
    ['PENDING_AUDIT', 0, ['audit', 'void', 'copy', 'print']],
    ['PENDING_EXECUTION', 0, ['unaudit', 'execute', 'void', 'copy', 'print']],
    ['EXECUTING', 120, ['execute', 'void', 'copy', 'print']],
    ['COMPLETED', 200, ['reverse', 'copy', 'print']],
    ['VOIDED', 0, ['copy', 'print']],
  ] as const)('%s offers %j', (status, done, actions) => {
    expect(allowedDocActions(doc(status, done))).toEqual(actions);
  });

  it('never offers 反审核 once something is executed', () => {
    expect(allowedDocActions(doc('EXECUTING', 120))).not.toContain('unaudit');
    expect(allowedDocActions(doc('PENDING_EXECUTION', 5))).not.toContain('unaudit');
  });

  it('corrects a completed document by 冲销, never by 编辑 or 作废', () => {
    const actions = allowedDocActions(doc('COMPLETED', 40, 'OUT'));
    expect(actions).toContain('reverse');
    expect(actions).not.toContain('edit');
    expect(actions).not.toContain('void');
  });

  it('does not reverse a reversal', () => {
    expect(allowedDocActions({ ...doc('COMPLETED', 100, 'OUT'), isReversal: true })).not.toContain('reverse');
  });

  it('executes what moves stock in or out on the execution screens, not a stocktake', () => {
    expect(allowedDocActions(doc('PENDING_EXECUTION', 0, 'STOCKTAKE'))).not.toContain('execute');
    expect(executionScreen('IN')).toBe('warehousePutinStore');
    expect(executionScreen('OUT')).toBe('warehouseOutStore');
    expect(executionScreen('TRANSFER')).toBe('warehouseOutStore'); // out of 调出仓库, into 调入仓库
    expect(executionScreen('RETURN')).toBe('warehouseOutStore'); // back to the supplier
    expect(executionScreen('STOCKTAKE')).toBeUndefined();
  });
});

describe('批量审核', () => {
  it('sends only the documents waiting for audit and counts the rest', () => {
    const selected = [
      { id: 'a', status: 'PENDING_AUDIT' as const },
      { id: 'b', status: 'DRAFT' as const },
      { id: 'c', status: 'PENDING_AUDIT' as const },
    ];
    expect(auditableIds(selected)).toEqual({ ids: ['a', 'c'], skipped: 1 });
  });
});

describe('docCounterpart', () => {
  it('names a transfer by where it goes, a return by its supplier, an issue by its department', () => {
    expect(docCounterpart({ docType: 'TRANSFER', targetWarehouseName: '成品仓', deptName: null })).toEqual({
      label: '调入仓库',
      value: '成品仓',
    });
    expect(docCounterpart({ docType: 'RETURN', supplierName: '深圳市华强电子有限公司' })).toEqual({
      label: '供应商',
      value: '深圳市华强电子有限公司',
    });
    expect(docCounterpart({ docType: 'IN', supplierName: '上海精工机械有限公司' }).label).toBe('供应商');
    expect(docCounterpart({ docType: 'OUT', supplierName: null, deptName: '研发部' })).toEqual({
      label: '领用部门',
      value: '研发部',
    });
  });
});

describe('docCounterpartText', () => {
  it('says where a transfer goes, and names anyone else as they are', () => {
    expect(docCounterpartText({ docType: 'TRANSFER', targetWarehouseName: '成品仓' })).toBe('调入：成品仓');
    expect(docCounterpartText({ docType: 'OUT', deptName: '工程部' })).toBe('工程部');
    expect(docCounterpartText({ docType: 'OUT', deptName: null })).toBeNull();
  });
});
