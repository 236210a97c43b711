import { describe, expect, it } from 'vitest';
import { readScan } from '../scan-codes';
import { batchLabel, inOrderAsked, locationLabels, materialLabel } from './labels';

const UNITS: Record<string, string> = { PCS: '个' };
const unitName = (unit: string) => UNITS[unit] ?? unit;

describe('label contents (issue 25: labels for materials, batches and locations)', () => {
  it('a material label encodes M:<物料编码> and shows its spec and unit', () => {
    const label = materialLabel(
      { id: 'm1', code: 'EL-0001', name: '贴片电阻', spec: '10kΩ ±1% 0603', unit: 'PCS' },
      unitName,
    );
    expect(label).toEqual({
      kind: 'material',
      code: 'EL-0001',
      encoded: 'M:EL-0001',
      name: '贴片电阻',
      facts: [
        { term: '规格', value: '10kΩ ±1% 0603' },
        { term: '单位', value: '个' },
      ],
    });
  });

  it('a batch label encodes B:<批次号> and shows its material, production and expiry dates (— when unknown)', () => {
    const label = batchLabel({
      id: 'b1',
      batchNo: 'B20261115-EL0003-01',
      materialCode: 'EL-0003',
      materialName: '主控芯片',
      spec: 'STM32F407VGT6',
      productionDate: null,
      expiryDate: '2028-11-14',
    });
    expect(label.encoded).toBe('B:B20261115-EL0003-01');
    expect(label.name).toBe('主控芯片');
    expect(label.facts).toEqual([
      { term: '物料', value: 'EL-0003 STM32F407VGT6' },
      { term: '生产日期', value: '—' },
      { term: '有效期至', value: '2028-11-14' },
    ]);
  });

  it.each([
    [
      'material',
      (code: string) => materialLabel({ id: 'x', code, name: 'n', spec: null, unit: 'PCS' }, unitName),
    ],
    [
      'batch',
      (code: string) =>
        batchLabel({
          id: 'x',
          batchNo: code,
          materialCode: 'c',
          materialName: 'n',
          spec: null,
          productionDate: null,
          expiryDate: null,
        }),
    ],
    [
      'location',
      (code: string) => locationLabels(['x'], [{ id: 'x', parentId: '0', level: 3, code, name: code }])[0],
    ],
  ] as const)('what a %s label encodes, the scan field reads back as that kind and code', (kind, make) => {
    expect(readScan(make('A-01-02')?.encoded ?? '')).toEqual({ kind, code: 'A-01-02' });
  });
});

describe('locationLabels', () => {
  const locations = [
    { id: 'wh', parentId: '0', level: 1, code: 'WH01', name: '原材料仓' },
    { id: 'za', parentId: 'wh', level: 2, code: 'WH01-A', name: '电子料区' },
    { id: 'a2', parentId: 'za', level: 3, code: 'WH01-A-01-02', name: 'A-01-02' },
    { id: 'a1', parentId: 'za', level: 3, code: 'WH01-A-01-01', name: 'A-01-01' },
    { id: 'zb', parentId: 'wh', level: 2, code: 'WH01-B', name: '机械件区' },
    { id: 'b1', parentId: 'zb', level: 3, code: 'WH01-B-01-01', name: 'B-01-01' },
    { id: 'ze', parentId: 'wh', level: 2, code: 'WH01-E', name: '空库区' },
  ];
  const codes = (ids: string[]) => locationLabels(ids, locations).map((label) => label.code);

  it('a bin prints its own label naming its warehouse and zone', () => {
    expect(locationLabels(['a2'], locations)).toEqual([
      {
        kind: 'location',
        code: 'WH01-A-01-02',
        encoded: 'L:WH01-A-01-02',
        name: 'A-01-02',
        facts: [
          { term: '仓库', value: '原材料仓' },
          { term: '库区', value: '电子料区' },
        ],
      },
    ]);
  });

  it("a zone prints its bins by code, a warehouse every zone's bins", () => {
    expect(codes(['za'])).toEqual(['WH01-A-01-01', 'WH01-A-01-02']);
    expect(codes(['wh'])).toEqual(['WH01-A-01-01', 'WH01-A-01-02', 'WH01-B-01-01']);
  });

  it('prints each bin once, in the order asked; an empty zone or an unknown id prints nothing', () => {
    expect(codes(['b1', 'za', 'a1'])).toEqual(['WH01-B-01-01', 'WH01-A-01-01', 'WH01-A-01-02']);
    expect(codes(['ze', 'gone'])).toEqual([]);
  });
});

describe('inOrderAsked', () => {
  it('keeps the records asked for, in the order asked', () => {
    const records = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inOrderAsked(['c', 'x', 'a'], records)).toEqual([{ id: 'c' }, { id: 'a' }]);
  });
});
