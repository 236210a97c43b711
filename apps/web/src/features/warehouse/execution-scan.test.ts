import { describe, expect, it } from 'vitest';
import type { ExecutionLine, ExecutionRow } from './execution-rules';
import { type ScanContext, scanOutcome } from './execution-scan';
import { executionLine } from './execution-test-lines';

const line = (over: Partial<ExecutionLine> = {}): ExecutionLine => executionLine({ ...over });
const row = (over: Partial<ExecutionRow> = {}): ExecutionRow => ({ key: 'k1', lineId: 'l1', ...over });
const suggestion = (batchNo: string, locationCode: string, expiryDate: string | null) => ({
  batchId: `id-${batchNo}`,
  batchNo,
  locationId: `id-${locationCode}`,
  locationCode,
  available: 12,
  expiryDate,
  inDate: '2026-10-01',
});

const stockIn: ScanContext = {
  direction: 'IN',
  lines: [
    line(),
    line({ lineId: 'l2', materialCode: 'ME-0001', materialName: '标准机柜', batchManaged: false }),
  ],
  rows: [row({ key: 'k1', batchNo: 'B20261123-EL0003-01' }), row({ key: 'k2', lineId: 'l2' })],
  locations: [{ id: 'bin-a', code: 'WH01-A-01-01' }],
};
const stockOut: ScanContext = {
  direction: 'OUT',
  lines: [
    line({
      materialCode: 'EL-0004',
      materialName: '开关电源',
      suggestions: [
        suggestion('B-LATER', 'WH01-A-02-02', '2027-05-01'),
        suggestion('B-SOON', 'WH01-A-02-01', '2027-01-01'),
      ],
    }),
  ],
  rows: [row({ batchId: 'id-B-SOON', batchNo: 'B-SOON', locationId: 'id-WH01-A-02-01' })],
  locations: [],
};

describe('the scan field of 入库执行 / 出库执行', () => {
  it('loads a document from its label or a typed number, with or without a document loaded', () => {
    expect(scanOutcome('D:RKD-20261122-002', undefined)).toEqual({ kind: 'load', docNo: 'RKD-20261122-002' });
    expect(scanOutcome(' RKD-20261122-002 ', stockIn)).toEqual({ kind: 'load', docNo: 'RKD-20261122-002' });
    expect(scanOutcome('  ', stockIn)).toBeUndefined();
  });

  it('moves to the line of a material label (its code in any case)', () => {
    expect(scanOutcome('M:ME-0001', stockIn)).toEqual({ kind: 'line', key: 'k2' });
    expect(scanOutcome('m:el-0003', stockIn)).toEqual({ kind: 'line', key: 'k1' });
  });

  it('moves to the part of a split line still waiting for its 本次', () => {
    const split = {
      ...stockIn,
      rows: [row({ key: 'k1', thisTime: 50 }), row({ key: 'k1b' }), row({ key: 'k2', lineId: 'l2' })],
    };
    expect(scanOutcome('M:EL-0003', split)).toEqual({ kind: 'line', key: 'k1b' });
    const filled = { ...split, rows: split.rows.map((r) => ({ ...r, thisTime: 1 })) };
    expect(scanOutcome('M:EL-0003', filled)).toEqual({ kind: 'line', key: 'k1' });
  });

  it('says so at the field for a material the document does not have, or one already received', () => {
    expect(scanOutcome('M:EL-9999', stockIn)).toEqual({ kind: 'unknown', message: '本单没有物料 EL-9999' });
    const received = { ...stockIn, rows: [row({ key: 'k2', lineId: 'l2' })] };
    expect(scanOutcome('M:EL-0003', received)).toEqual({ kind: 'unknown', message: '物料 EL-0003 已收完' });
  });

  it('asks for a document first when none is loaded', () => {
    expect(scanOutcome('M:EL-0003', undefined)).toEqual({
      kind: 'unknown',
      message: '请先扫描或选择一张单据，再扫物料、批次或库位',
    });
  });

  it('moves to the line of a batch typed on it (stock-in)', () => {
    expect(scanOutcome('B:B20261123-EL0003-01', stockIn)).toEqual({ kind: 'line', key: 'k1' });
    expect(scanOutcome('B:B-UNKNOWN', stockIn)).toEqual({
      kind: 'unknown',
      message: '本单没有批次 B-UNKNOWN',
    });
  });

  it('on stock-out takes a scanned batch the line may take, with the bin that holds it', () => {
    expect(scanOutcome('B:B-LATER', stockOut)).toEqual({
      kind: 'line',
      key: 'k1',
      patch: { batchId: 'id-B-LATER', batchNo: 'B-LATER', locationId: 'id-WH01-A-02-02' },
    });
  });

  it('sets the bin of the current line from a location label (stock-in: any bin of the warehouse)', () => {
    expect(scanOutcome('L:WH01-A-01-01', { ...stockIn, currentKey: 'k2' })).toEqual({
      kind: 'line',
      key: 'k2',
      patch: { locationId: 'bin-a' },
    });
    expect(scanOutcome('L:WH09-Z-01-01', { ...stockIn, currentKey: 'k2' })).toEqual({
      kind: 'unknown',
      message: '库位 WH09-Z-01-01 不是本仓库的可用库位',
    });
  });

  it('asks which line a location is for when several are open and none is current', () => {
    expect(scanOutcome('L:WH01-A-01-01', stockIn)).toEqual({
      kind: 'unknown',
      message: '先扫物料或批次、选中一行，再扫库位 WH01-A-01-01',
    });
  });

  it('on stock-out a location label picks the batch that bin holds for the line, first to expire first', () => {
    expect(scanOutcome('L:WH01-A-02-02', stockOut)).toEqual({
      kind: 'line',
      key: 'k1',
      patch: { locationId: 'id-WH01-A-02-02', batchId: 'id-B-LATER', batchNo: 'B-LATER' },
    });
    expect(scanOutcome('L:WH01-B-01-01', stockOut)).toEqual({
      kind: 'unknown',
      message: '库位 WH01-B-01-01 没有开关电源的可用库存',
    });
  });
});
