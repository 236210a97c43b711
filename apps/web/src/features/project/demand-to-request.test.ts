import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { demandToRequest } from './demand-to-request';

const project = {
  id: 'bb262a934ce14c61aa0336d98b8c82f1',
  projectNo: 'P2026-001',
  name: '华东数据中心机房改造',
};
const line = (overrides: Partial<Schema<'ProjectMaterial'>>) =>
  ({
    id: 'a'.repeat(32),
    materialId: '3c3ae353fb14428e90b401a6c1cc0aff',
    materialCode: 'EL-0004',
    materialName: '开关电源',
    materialSpec: 'LRS-350-24 24V 14.6A',
    unit: 'UNIT',
    demandQuantity: 20,
    demandDate: '2026-12-20',
    requestedQuantity: 0,
    ...overrides,
  }) as Schema<'ProjectMaterial'>;

describe('生成采购申请 from demand lines', () => {
  it('hands over what each line still has to request, with the project', () => {
    const { handoff } = demandToRequest(project, [line({ requestedQuantity: 12 })]);
    expect(handoff?.project).toEqual({ id: project.id, code: 'P2026-001', name: '华东数据中心机房改造' });
    expect(handoff?.lines).toEqual([
      {
        projectMaterialId: 'a'.repeat(32),
        materialId: '3c3ae353fb14428e90b401a6c1cc0aff',
        materialCode: 'EL-0004',
        materialName: '开关电源',
        spec: 'LRS-350-24 24V 14.6A',
        unit: 'UNIT',
        quantity: 8,
        needDate: '2026-12-20',
      },
    ]);
  });
  it('leaves out lines requested in full, and says so when nothing is left', () => {
    const done = line({ id: 'b'.repeat(32), requestedQuantity: 20 });
    expect(demandToRequest(project, [done, line({})]).handoff?.lines).toHaveLength(1);
    expect(demandToRequest(project, [done]).refusal).toBe('选中的物料都已申请，没有要申请的数量');
  });
});
