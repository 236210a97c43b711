import { describe, expect, it } from 'vitest';
import {
  deleteBlocker,
  existingCodes,
  generatedCount,
  previewLocationCodes,
  type WarehouseLocation,
} from './location-rules';

describe('批量生成库位: the preview of the codes', () => {
  it('codes row × column × layer under the zone, two digits each', () => {
    const preview = previewLocationCodes('WH01-A', {
      rows: { from: 3, to: 3 },
      cols: { from: 1, to: 2 },
      layers: { from: 1, to: 2 },
    });
    expect(preview.map((p) => p.code)).toEqual([
      'WH01-A-03-01-01',
      'WH01-A-03-01-02',
      'WH01-A-03-02-01',
      'WH01-A-03-02-02',
    ]);
    expect(preview[3]).toMatchObject({ name: 'A-03-02-02', row: 3, col: 2, layer: 2 });
  });

  it('leaves the layer out without a layer range', () => {
    const preview = previewLocationCodes('WH01-B', {
      rows: { from: 1, to: 2 },
      cols: { from: 1, to: 1 },
      layers: null,
    });
    expect(preview.map((p) => p.code)).toEqual(['WH01-B-01-01', 'WH01-B-02-01']);
    expect(preview[0]?.layer).toBe(1);
  });

  it('reads a range either way round and counts what it makes', () => {
    const request = { rows: { from: 2, to: 1 }, cols: { from: 1, to: 3 }, layers: { from: 1, to: 4 } };
    expect(generatedCount(request)).toBe(24);
    expect(previewLocationCodes('WH02-C', request)[0]?.code).toBe('WH02-C-01-01-01');
  });

  it('names the codes that exist already', () => {
    const preview = previewLocationCodes('WH01-A', {
      rows: { from: 1, to: 1 },
      cols: { from: 1, to: 3 },
      layers: null,
    });
    expect(existingCodes(preview, [{ code: 'WH01-A-01-01' }, { code: 'WH01-A-01-02' }])).toEqual([
      'WH01-A-01-01',
      'WH01-A-01-02',
    ]);
  });
});

describe('delete only when empty', () => {
  const node = (over: Partial<WarehouseLocation>): WarehouseLocation =>
    ({ id: 'x', parentId: '0', level: 3, occupied: false, materialCount: 0, ...over }) as WarehouseLocation;
  it('says why a node with children or stock stays', () => {
    const zone = node({ id: 'z', level: 2 });
    expect(deleteBlocker(zone, [zone, node({ id: 'b', parentId: 'z' })])).toBe('它下面还有库位');
    expect(deleteBlocker(node({ occupied: true, materialCount: 2 }), [])).toBe('它存有库存（2 种物料）');
    expect(deleteBlocker(node({}), [])).toBeUndefined();
  });
});
