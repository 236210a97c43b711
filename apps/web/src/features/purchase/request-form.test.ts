import { describe, expect, it } from 'vitest';
import type { PurchaseRequestHandoff } from '../../lib/purchase-handoff';
import { copyRequestValues, handoffRequestValues, requestFormValues, requestInput } from './request-form';
import type { PurchaseRequest } from './request-rules';

const LIU_YANG = '4e5f6a7b8c9d4e0f9a1b2c3d4e5f6a74';
const ZHANG_WEI = '7c9e6679f4a84c6d9a3b2e1f0d8c7b61';
const PROJECT = 'bb262a934ce14c61aa0336d98b8c82f1';

const request: PurchaseRequest = {
  id: 'b37a35e7ee3751cb63af24d4dfc1431c',
  requestNo: 'CGSQ-20261124-001',
  title: '硬件组样机物料',
  type: 'PROJECT',
  applicant: { id: LIU_YANG, name: '刘洋' },
  deptId: 'b1c2d3e4f5a64b7c8d9e0f1a2b3c4d11',
  deptName: '硬件组',
  projectId: PROJECT,
  projectCode: 'P2026-001',
  projectName: '华东数据中心机房改造',
  applyDate: '2026-11-24',
  needDate: '2026-12-20',
  urgency: 'NORMAL',
  status: 'DRAFT',
  statusReason: null,
  orderedPercent: 0,
  totalAmount: '721.00',
  processId: null,
  remark: '控制板样机第二轮调试',
  attachments: [{ fileName: '样机图纸', fileSuffix: 'pdf', fileUrl: '/files/x.pdf' }],
  lines: [
    {
      id: '466d50d2637eba3f81a5250afcb2a5cd',
      materialId: 'dd2ee150d2844277b89c1af40ce8fcc9',
      materialCode: 'EL-0003',
      materialName: '主控芯片',
      spec: 'STM32F407VGT6 LQFP100',
      unit: 'PCS',
      quantity: 10,
      needDate: '2026-12-20',
      estimatedPrice: '38.50',
      estimatedAmount: '385.00',
      suggestedSupplierId: 'f1a38d3268344c65927cb2382bedda16',
      suggestedSupplierName: '深圳市华强电子有限公司',
      purpose: '控制板样机',
      orderedQuantity: 0,
      projectMaterialId: 'c'.repeat(32),
    },
  ],
  orders: [],
  createBy: '张伟',
  createTime: '2026-11-24 10:20:00',
};

describe('the request form', () => {
  it('saves an edited request with its lines under their own ids', () => {
    const input = requestInput(requestFormValues(request), request.id);
    expect(input).toMatchObject({
      id: request.id,
      title: '硬件组样机物料',
      applicantId: LIU_YANG,
      projectId: PROJECT,
      lines: [{ id: '466d50d2637eba3f81a5250afcb2a5cd', quantity: 10, estimatedPrice: '38.50' }],
    });
  });
  it('sends blank optional texts as null', () => {
    const values = requestFormValues(request);
    const input = requestInput({
      ...values,
      remark: '  ',
      lines: values.lines.map((line) => ({ ...line, estimatedPrice: '', purpose: ' ' })),
    });
    expect(input.remark).toBeNull();
    expect(
      requestInput({ ...values, lines: values.lines.map((l) => ({ ...l, estimatedPrice: '38.5' })) })
        .lines[0],
    ).toMatchObject({ estimatedPrice: '38.50' });
    expect(input.lines[0]).toMatchObject({ estimatedPrice: null, purpose: null });
    expect(input).not.toHaveProperty('id');
  });
});

describe('复制', () => {
  it('is a new request of the one copying it: new line keys, no attachments, no project demand line', () => {
    const copy = copyRequestValues(request, ZHANG_WEI);
    expect(copy.applicantId).toBe(ZHANG_WEI);
    expect(copy.attachments).toEqual([]);
    expect(copy.lines[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(copy.lines[0]?.key).not.toBe(request.lines[0]?.id);
    expect(copy.lines[0]).toMatchObject({ materialCode: 'EL-0003', quantity: 10, projectMaterialId: null });
  });
});

describe('生成采购申请 from a project', () => {
  const handoff: PurchaseRequestHandoff = {
    project: { id: PROJECT, code: 'P2026-001', name: '华东数据中心机房改造' },
    lines: [
      {
        projectMaterialId: 'd'.repeat(32),
        materialId: '3c3ae353fb14428e90b401a6c1cc0aff',
        materialCode: 'EL-0004',
        materialName: '开关电源',
        spec: 'LRS-350-24 24V 14.6A',
        unit: 'UNIT',
        quantity: 8,
        needDate: '2026-12-20',
      },
      {
        projectMaterialId: 'e'.repeat(32),
        materialId: 'bbeeb6361d334c6d96f0da847a2a3b87',
        materialCode: 'ME-0002',
        materialName: '不锈钢内六角螺栓',
        spec: 'M6×20 A2-70',
        unit: 'PCS',
        quantity: 64,
        needDate: '2026-12-10',
      },
    ],
  };
  it('prefills a project request linked to the project, each line to its demand line', () => {
    const values = handoffRequestValues(handoff, ZHANG_WEI);
    expect(values).toMatchObject({
      title: '华东数据中心机房改造物料采购',
      type: 'PROJECT',
      projectId: PROJECT,
      needDate: '2026-12-10',
      applicantId: ZHANG_WEI,
    });
    expect(values.lines.map((line) => [line.materialCode, line.quantity, line.projectMaterialId])).toEqual([
      ['EL-0004', 8, 'd'.repeat(32)],
      ['ME-0002', 64, 'e'.repeat(32)],
    ]);
  });
});
