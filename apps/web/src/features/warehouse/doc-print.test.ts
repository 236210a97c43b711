import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { pickListDocId, pickListPath, pickRowsOfLines, pickRowsToExecute, printsPickList } from './doc-print';

const ID = '9c6976ca6ebe4baab717e83bf2429704';

const line = (
  materialCode: string,
  remainingQuantity: number,
  suggestions: Array<[locationCode: string, batchNo: string | null, available: number]>,
): Schema<'ExecutionLine'> => ({
  lineId: `line-${materialCode}`,
  materialId: `m-${materialCode}`,
  materialCode,
  materialName: `名称${materialCode}`,
  spec: null,
  unit: '个',
  batchManaged: suggestions.some(([, batch]) => batch !== null),
  expectedQuantity: remainingQuantity,
  doneQuantity: 0,
  remainingQuantity,
  suggestions: suggestions.map(([locationCode, batchNo, available]) => ({
    batchId: batchNo,
    batchNo,
    locationId: `loc-${locationCode}`,
    locationCode,
    available,
  })),
});

const walk = (rows: ReturnType<typeof pickRowsToExecute>) =>
  rows.map((r) =>
    [r.locationCode ?? '—', r.materialCode, r.batchNo, r.quantity].filter((part) => part !== null).join(' '),
  );

describe('打印: the pick list of what goes out', () => {
  it('prints a pick list for 出库单, 调拨单 and 退货单, and a stock-in’s detail as before', () => {
    expect(printsPickList('OUT')).toBe(true);
    expect(printsPickList('TRANSFER')).toBe(true);
    expect(printsPickList('RETURN')).toBe(true);
    expect(printsPickList('IN')).toBe(false);
  });

  it('is shown on 单据管理 through ?print=<id>, a hand-edited address showing none', () => {
    expect(pickListPath(ID)).toBe(`/warehouse/doc?print=${ID}`);
    expect(pickListDocId(new URLSearchParams(`print=${ID}`))).toBe(ID);
    expect(pickListDocId(new URLSearchParams('print=CKD-1'))).toBeUndefined();
    expect(pickListDocId(new URLSearchParams())).toBeUndefined();
  });
});

describe('pick rows of a document being executed', () => {
  it('takes each line’s remainder from its suggested batches in order, and walks the bins by code, then material', () => {
    const rows = pickRowsToExecute([
      line('ME-0002', 64, [['WH01-B-01-01', null, 1200]]),
      line('EL-0004', 8, [
        ['WH01-A-02-01', 'B01', 5],
        ['WH01-B-01-01', 'B02', 12],
      ]),
      line('EL-0001', 3, [['WH01-A-02-01', null, 10]]),
    ]);
    expect(walk(rows)).toEqual([
      'WH01-A-02-01 EL-0001 3',
      'WH01-A-02-01 EL-0004 B01 5',
      'WH01-B-01-01 EL-0004 B02 3',
      'WH01-B-01-01 ME-0002 64',
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('lists what no bin holds last, without a location, and leaves out what is fully issued', () => {
    const rows = pickRowsToExecute([
      line('EL-0003', 50, [['WH01-A-01-01', 'B7', 20]]),
      line('ME-0001', 0, [['WH01-A-01-02', null, 9]]),
    ]);
    expect(walk(rows)).toEqual(['WH01-A-01-01 EL-0003 B7 20', '— EL-0003 30']);
  });
});

describe('pick rows of a document not being executed', () => {
  it('lists its lines as they stand, in walking order', () => {
    const docLine = (id: string, materialCode: string, locationCode: string | null) => ({
      id,
      materialId: id,
      materialCode,
      materialName: materialCode,
      spec: null,
      unit: '台',
      batchManaged: false,
      expectedQuantity: 2,
      doneQuantity: 2,
      batchNo: null,
      locationCode,
    });
    expect(
      walk(
        pickRowsOfLines([
          docLine('a', 'ME-0002', null),
          docLine('b', 'ME-0001', 'WH02-A-01-01'),
          docLine('c', 'EL-0001', 'WH01-A-01-01'),
        ]),
      ),
    ).toEqual(['WH01-A-01-01 EL-0001 2', 'WH02-A-01-01 ME-0001 2', '— ME-0002 2']);
  });
});
