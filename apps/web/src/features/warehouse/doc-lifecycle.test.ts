import { describe, expect, it } from 'vitest';
import { allowedDocActions, auditableIds, type DocState, executionScreen } from './doc-lifecycle';

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

  it('executes only stock-in and stock-out documents on the execution screens', () => {
    expect(allowedDocActions(doc('PENDING_EXECUTION', 0, 'TRANSFER'))).not.toContain('execute');
    expect(executionScreen('IN')).toBe('warehousePutinStore');
    expect(executionScreen('OUT')).toBe('warehouseOutStore');
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
