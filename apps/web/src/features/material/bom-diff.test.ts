import { describe, expect, it } from 'vitest';
import { diffBomLines } from './bom-diff';
import type { BomLine } from './bom-tree';

const line = (sort: number, code: string, quantity: number, lossRate = 0): BomLine => ({
  id: `${code}-${sort}`,
  sort,
  materialId: code,
  materialCode: code,
  materialName: code,
  materialSpec: null,
  unit: 'PCS',
  quantity,
  lossRate,
  childBomId: null,
  substitute: null,
  position: null,
  remark: null,
});

describe('版本对比 (BOM-FG-0001 V2.0 → V3.0)', () => {
  const v2 = [line(1, 'ME-0001', 1), line(2, 'SF-0001', 2), line(3, 'EL-0004', 1), line(4, 'PK-0001', 1)];
  const v3 = [line(1, 'ME-0001', 1), line(2, 'SF-0001', 2), line(3, 'EL-0004', 2), line(4, 'AU-0001', 0.05)];
  const rows = diffBomLines(v2, v3);

  it('names each material as the same, changed, removed or added', () => {
    expect(rows.map((r) => [r.materialCode, r.change, r.left, r.right])).toEqual([
      ['ME-0001', 'same', 1, 1],
      ['SF-0001', 'same', 2, 2],
      ['EL-0004', 'changed', 1, 2],
      ['PK-0001', 'removed', 1, undefined],
      ['AU-0001', 'added', undefined, 0.05],
    ]);
  });

  it('counts a changed loss rate as a change and sums a material on two lines', () => {
    const left = [line(1, 'ME-0002', 8), line(2, 'ME-0002', 8)];
    const right = [line(1, 'ME-0002', 16, 2)];
    expect(diffBomLines(left, right)).toEqual([
      {
        materialId: 'ME-0002',
        materialCode: 'ME-0002',
        materialName: 'ME-0002',
        left: 16,
        right: 16,
        change: 'changed',
      },
    ]);
  });
});
