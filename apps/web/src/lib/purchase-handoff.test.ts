import { describe, expect, it } from 'vitest';
import {
  HANDOFF_PARAM,
  newPurchaseRequestPath,
  type PurchaseRequestHandoff,
  readPurchaseRequestHandoff,
} from './purchase-handoff';

const handoff: PurchaseRequestHandoff = {
  project: { id: 'bb262a934ce14c61aa0336d98b8c82f1', code: 'P2026-001', name: '华东数据中心机房改造' },
  lines: [
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
  ],
};

const searchOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

describe('生成采购申请: the hand-off from a project to 采购申请', () => {
  it('goes through the URL of 采购申请 and comes back whole', () => {
    const path = newPurchaseRequestPath(handoff);
    expect(path.startsWith('/purchase/apply?fromProject=')).toBe(true);
    expect(readPurchaseRequestHandoff(searchOf(path))).toEqual(handoff);
  });
  it('is nothing without the parameter, or when it is not a hand-off', () => {
    expect(readPurchaseRequestHandoff(new URLSearchParams())).toBeUndefined();
    expect(readPurchaseRequestHandoff(new URLSearchParams({ [HANDOFF_PARAM]: '{oops' }))).toBeUndefined();
    expect(
      readPurchaseRequestHandoff(new URLSearchParams({ [HANDOFF_PARAM]: '{"lines":[]}' })),
    ).toBeUndefined();
  });
  it('refuses a line without a material or with nothing to request', () => {
    const [line] = handoff.lines;
    for (const broken of [
      { ...line, materialId: 'EL-0004' },
      { ...line, quantity: 0 },
      { ...line, unit: '' },
    ]) {
      const search = new URLSearchParams({
        [HANDOFF_PARAM]: JSON.stringify({ ...handoff, lines: [broken] }),
      });
      expect(readPurchaseRequestHandoff(search)).toBeUndefined();
    }
  });
  it('drops a need date that is not a date', () => {
    const [line] = handoff.lines;
    const search = new URLSearchParams({
      [HANDOFF_PARAM]: JSON.stringify({ ...handoff, lines: [{ ...line, needDate: 'soon' }] }),
    });
    expect(readPurchaseRequestHandoff(search)?.lines[0]?.needDate).toBeNull();
  });
});
