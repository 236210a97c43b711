import { describe, expect, it } from 'vitest';
import {
  type ExecutionLine,
  type ExecutionRow,
  executionProblems,
  expiryFrom,
  fefoOrder,
  fillAll,
  initialRows,
  leftFor,
  splitRow,
  stockInLines,
  suggestionLabel,
} from './execution-rules';
import { executionLine } from './execution-test-lines';

const line = (over: Partial<ExecutionLine> = {}): ExecutionLine =>
  executionLine({ suggestedLocation: { id: 'bin-a', code: 'WH01-A-01-01' }, ...over });
const row = (over: Partial<ExecutionRow> = {}): ExecutionRow => ({
  key: 'k1',
  lineId: 'l1',
  thisTime: 50,
  batchNo: 'B20261123-EL0003-01',
  locationId: 'bin-a',
  ...over,
});
const UUID_WITHOUT_DASHES = /^[0-9a-f]{32}$/;

describe('本次 limits before sending', () => {
  it('accepts a quantity within what is left, with batch and location', () => {
    expect(executionProblems([row()], [line()], 'IN')).toEqual([]);
  });

  it('refuses a 本次 over what is left of the line', () => {
    expect(executionProblems([row({ thisTime: 81 })], [line()], 'IN')).toEqual([
      { key: 'k1', message: '主控芯片（EL-0003） 本次实收 81 超出剩余数量 80' },
    ]);
  });

  it('counts the rows of a split line together', () => {
    const rows = [row({ thisTime: 50 }), row({ key: 'k2', thisTime: 40, batchNo: 'B2' })];
    expect(executionProblems(rows, [line()], 'IN').map((p) => p.key)).toEqual(['k1', 'k2']);
    expect(leftFor(rows, line(), 'k2')).toBe(30);
  });

  it.each([
    [-5, '主控芯片（EL-0003） 本次实收须大于 0'],
    [0, '主控芯片（EL-0003） 本次实收须大于 0'],
  ])('refuses %s', (quantity, message) => {
    expect(executionProblems([row({ thisTime: quantity })], [line()], 'IN')).toEqual([
      { key: 'k1', message },
    ]);
  });

  it.each([
    ['1e3', 'IN', '主控芯片（EL-0003） 不能用指数写法（如 1e9），请输入普通数字'],
    ['12abc', 'OUT', '主控芯片（EL-0003） 只能输入数字'],
    ['1.2345', 'IN', '主控芯片（EL-0003） 最多 3 位小数'],
  ] as const)(
    'refuses typed text that is not a quantity (%s), sends nothing of it (issue 24)',
    (typed, direction, message) => {
      const rows = [row({ thisTime: typed, batchId: 'batch-1' })];
      expect(executionProblems(rows, [line()], direction)).toEqual([{ key: 'k1', message }]);
      expect(leftFor(rows, line(), 'other')).toBe(80);
      expect(stockInLines(rows)).toEqual([]);
    },
  );

  it('refuses when nothing is typed', () => {
    expect(executionProblems([row({ thisTime: undefined })], [line()], 'IN')).toEqual([
      { key: 'k1', message: '请填写本次数量' },
    ]);
  });

  it('asks for a batch on a batch-managed material and for a location', () => {
    expect(
      executionProblems([row({ batchNo: ' ', locationId: null })], [line()], 'IN').map((p) => p.message),
    ).toEqual(['主控芯片（EL-0003） 是批次管理物料，请填写批次号', '主控芯片（EL-0003） 请选择库位']);
    expect(executionProblems([row({ batchNo: null })], [line({ batchManaged: false })], 'IN')).toEqual([]);
  });

  it('on stock-out wants the chosen batch, and says 实发', () => {
    expect(
      executionProblems([row({ batchId: null, thisTime: 90 })], [line()], 'OUT').map((p) => p.message),
    ).toEqual([
      '主控芯片（EL-0003） 本次实发 90 超出剩余数量 80',
      '主控芯片（EL-0003） 是批次管理物料，请填写批次号',
    ]);
  });
});

describe('拆行 and 填满', () => {
  it('splits a row into a new one with a new key (a UUID without dashes) right after it', () => {
    const rows = splitRow([row({ key: 'k1' }), row({ key: 'k9', lineId: 'l2' })], 'k1');
    expect(rows.map((r) => r.lineId)).toEqual(['l1', 'l1', 'l2']);
    expect(rows[1]?.key).toMatch(UUID_WITHOUT_DASHES);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    expect(rows[1]).toMatchObject({ thisTime: undefined, batchNo: null, locationId: 'bin-a' });
  });

  it('fills each row with what is left of its line, the first rows first', () => {
    const rows = fillAll([row({ thisTime: undefined }), row({ key: 'k2', thisTime: undefined })], [line()]);
    expect(rows.map((r) => r.thisTime)).toEqual([80, undefined]);
  });

  it('starts with one row per open line, at the suggested bin', () => {
    const rows = initialRows([line(), line({ lineId: 'done', remainingQuantity: 0 })], 'IN');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lineId: 'l1', locationId: 'bin-a' });
    expect(rows[0]?.key).toMatch(UUID_WITHOUT_DASHES);
  });

  it('sends only the rows with a 本次, each with its key', () => {
    expect(stockInLines([row(), row({ key: 'k2', thisTime: undefined })])).toEqual([
      {
        key: 'k1',
        lineId: 'l1',
        quantity: 50,
        batchNo: 'B20261123-EL0003-01',
        productionDate: null,
        expiryDate: null,
        locationId: 'bin-a',
      },
    ]);
  });
});

describe('FEFO order display', () => {
  const suggestion = (batchNo: string, expiryDate: string | null, inDate: string) => ({
    batchId: batchNo,
    batchNo,
    locationId: 'bin',
    locationCode: 'WH01-B-01-01',
    available: 1,
    expiryDate,
    inDate,
  });

  it('puts the batch that expires first first, then the one that came in first; no expiry date last', () => {
    const ordered = fefoOrder([
      suggestion('later', '2027-03-10', '2026-10-01'),
      suggestion('none', null, '2026-01-01'),
      suggestion('sooner', '2026-12-10', '2026-10-01'),
      suggestion('older-none', null, '2025-06-01'),
    ]);
    expect(ordered.map((s) => s.batchNo)).toEqual(['sooner', 'later', 'older-none', 'none']);
  });

  it('labels a suggestion with batch, bin, what is available and the expiry date', () => {
    expect(suggestionLabel(suggestion('B20260601-AU0001-01', '2026-12-10', '2026-10-01'), '千克')).toBe(
      'B20260601-AU0001-01 · WH01-B-01-01 · 可用 1 千克 · 2026-12-10 到期',
    );
  });
});

describe('expiry from production date', () => {
  it('adds the shelf life in days', () => {
    expect(expiryFrom('2026-11-10', 365)).toBe('2027-11-10');
  });
});
