import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { CHIP } from '../../lib/pickers/picker-fixtures';
import { blankDraft } from './blank-docs';
import { type DocLine, docSaveBody, draftOf, lineOf } from './doc-draft';

const LINE: DocLine = {
  id: '466d50d2637eba3f81a5250afcb2a5cd',
  materialId: CHIP.id,
  materialCode: 'EL-0003',
  materialName: '主控芯片',
  spec: 'STM32F407VGT6 LQFP100',
  unit: '个',
  expectedQuantity: 10,
  batchNo: null,
  remark: null,
};

describe('lineOf (添加物料)', () => {
  it('copies the material as it is now, with a new key and no quantity yet', () => {
    const line = lineOf(CHIP, (code) => (code === 'PCS' ? '个' : code));
    expect(line).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      materialId: CHIP.id,
      materialCode: 'EL-0003',
      materialName: '主控芯片',
      spec: 'STM32F407VGT6 LQFP100',
      unit: '个',
      batchNo: null,
      remark: null,
    });
    expect(lineOf(CHIP, String).id).not.toBe(line.id);
  });
});

describe('draftOf (修改 a saved 草稿)', () => {
  const doc: Schema<'WarehouseDoc'> = {
    id: '5a0b8f6f9c1e4a7fa1b2c3d4e5f60718',
    docNo: 'RK-20261127-001',
    docType: 'IN',
    businessType: 'OTHER_IN',
    status: 'DRAFT',
    warehouseId: 'c0a8e1f2b3c44d5e8f9a0b1c2d3e4f50',
    warehouseName: '原料仓',
    plannedDate: '2026-11-27',
    creator: 'admin',
    totalQuantity: 10,
    doneQuantity: 0,
    lineCount: 1,
    createTime: '2026-11-27 09:00:00',
  };
  it('keeps what the form edits, the absent header fields and remarks as null', () => {
    const draft = draftOf({
      doc,
      lines: [{ ...LINE, batchManaged: false, doneQuantity: 0, locationCode: 'A-01', remark: undefined }],
      upstream: [],
      downstream: [],
      entries: [],
    });
    expect(draft).toEqual({
      id: doc.id,
      docType: 'IN',
      businessType: 'OTHER_IN',
      warehouseId: doc.warehouseId,
      plannedDate: '2026-11-27',
      source: null,
      supplierId: null,
      targetWarehouseId: null,
      projectId: null,
      deptName: null,
      remark: null,
      lines: [LINE],
    });
  });
});

describe('docSaveBody (保存草稿)', () => {
  const draft = blankDraft({ businessType: 'OTHER_OUT', docType: 'OUT' }, '2026-11-27');

  it('sends the form over the draft, remarks trimmed and an empty one as null', () => {
    const body = docSaveBody(draft, { warehouseId: 'w1', remark: '  月度领用  ', deptName: ' 生产部 ' }, [
      { ...LINE, remark: '  ' },
      { ...LINE, id: 'b', remark: ' 加急 ' },
    ]);
    expect(body).toMatchObject({ docType: 'OUT', businessType: 'OTHER_OUT', warehouseId: 'w1' });
    expect(body.remark).toBe('月度领用');
    expect(body.deptName).toBe('生产部');
    expect(body.lines.map((line) => line.remark)).toEqual([null, '加急']);
  });

  it('sends null for a header field its business does not show (a supplier left from another choice)', () => {
    const body = docSaveBody(draft, { warehouseId: 'w1', supplierId: 's1', targetWarehouseId: 'w2' }, [LINE]);
    expect(body).toMatchObject({ supplierId: null, targetWarehouseId: null, remark: null });
  });

  it("keeps a read-only field the source decided (the order's supplier)", () => {
    const fromOrder = {
      ...blankDraft({ businessType: 'OTHER_IN', docType: 'IN' }, '2026-11-27'),
      businessType: 'PURCHASE_IN' as const,
      supplierId: 's9',
      source: { kind: 'PURCHASE_ORDER' as const, id: 'o1', no: 'PO-1' },
    };
    expect(docSaveBody(fromOrder, { warehouseId: 'w1' }, [LINE]).supplierId).toBe('s9');
  });
});
