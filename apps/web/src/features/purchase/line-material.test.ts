import { describe, expect, it } from 'vitest';
import { lineMaterial, savedLineValues } from './line-material';

const SAVED_LINE = {
  id: '5e6f7a8b9c0d4e1f8a2b3c4d5e6f7a01',
  materialId: 'a1b2c3d4e5f64a7b8c9d0e1f2a3b4c01',
  materialCode: 'RM-0001',
  materialName: '冷轧钢板',
  spec: '1.0mm×1250mm',
  unit: 'KG',
  quantity: 500,
  remark: '加急',
};

describe('the material copy of a purchase line', () => {
  it('keeps the material id, code, name, spec and unit, and nothing else of the line', () => {
    expect(lineMaterial(SAVED_LINE)).toEqual({
      materialId: 'a1b2c3d4e5f64a7b8c9d0e1f2a3b4c01',
      materialCode: 'RM-0001',
      materialName: '冷轧钢板',
      spec: '1.0mm×1250mm',
      unit: 'KG',
    });
  });

  it('brings a saved line back to its form keyed by its id, so saving updates that line', () => {
    expect(savedLineValues({ ...SAVED_LINE, spec: null })).toEqual({
      key: '5e6f7a8b9c0d4e1f8a2b3c4d5e6f7a01',
      materialId: 'a1b2c3d4e5f64a7b8c9d0e1f2a3b4c01',
      materialCode: 'RM-0001',
      materialName: '冷轧钢板',
      spec: null,
      unit: 'KG',
    });
  });
});
