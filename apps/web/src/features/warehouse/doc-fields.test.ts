import { describe, expect, it } from 'vitest';
import { DOC_FIELDS, docHeaderFields, headerValues } from './doc-fields';
import { docCounterpart } from './doc-lifecycle';

const ORDER = { kind: 'PURCHASE_ORDER' };
const PROJECT = { kind: 'PROJECT' };
const shown = (fields: ReturnType<typeof docHeaderFields>) =>
  fields.map((f) => `${f.label}${f.required ? '*' : ''}${f.readOnly ? ' (只读)' : ''}`);

describe('the header fields of each business (screens.md §8: 供应商 or 领用部门)', () => {
  it('a 采购入库单 from an order shows the order’s supplier and project, read-only, and no 领用部门', () => {
    expect(shown(docHeaderFields({ businessType: 'PURCHASE_IN', source: ORDER }))).toEqual([
      '供应商* (只读)',
      '项目 (只读)',
    ]);
  });

  it('every stock-in names no 领用部门; 其他入库 may name a supplier, 退料入库 the department returning it', () => {
    for (const businessType of ['PURCHASE_IN', 'OTHER_IN', 'RETURN_IN'] as const)
      expect(shown(docHeaderFields({ businessType }))).not.toContain('领用部门');
    expect(shown(docHeaderFields({ businessType: 'OTHER_IN', source: null }))).toEqual(['供应商', '项目']);
    expect(shown(docHeaderFields({ businessType: 'RETURN_IN' }))).toEqual(['退料部门*', '项目']);
  });

  it('a 领料出库单 names the department and the project it is for, the project’s own when drafted from it', () => {
    expect(shown(docHeaderFields({ businessType: 'ISSUE_OUT', source: PROJECT }))).toEqual([
      '领用部门*',
      '项目* (只读)',
    ]);
    expect(shown(docHeaderFields({ businessType: 'ISSUE_OUT', source: null }))).toEqual([
      '领用部门*',
      '项目*',
    ]);
  });

  it('a transfer names where it goes, a return its supplier, and neither a department', () => {
    expect(shown(docHeaderFields({ businessType: 'TRANSFER_OUT' }))).toEqual(['调入仓库*']);
    expect(shown(docHeaderFields({ businessType: 'RETURN_TO_SUPPLIER' }))).toEqual(['供应商*']);
  });

  it('never asks both a supplier and a department of one document', () => {
    for (const fields of Object.values(DOC_FIELDS))
      expect(Boolean(fields.supplier && fields.dept), JSON.stringify(fields)).toBe(false);
  });
});

describe('headerValues: what saving sends', () => {
  it('sends the fields the business shows, and null for the others', () => {
    const values = {
      supplierId: 's1',
      deptName: '  研发部 ',
      projectId: 'p1',
      targetWarehouseId: 'w2',
    };
    expect(headerValues({ businessType: 'PURCHASE_IN', source: ORDER }, values)).toEqual({
      supplierId: 's1',
      projectId: 'p1',
      deptName: null,
      targetWarehouseId: null,
    });
    expect(headerValues({ businessType: 'ISSUE_OUT', source: PROJECT }, values)).toEqual({
      supplierId: null,
      projectId: 'p1',
      deptName: '研发部',
      targetWarehouseId: null,
    });
    expect(headerValues({ businessType: 'OTHER_OUT' }, { deptName: '   ' }).deptName).toBeNull();
  });
});

describe('docCounterpart names the department as the business does', () => {
  it('a 退料入库单 by 退料部门, an issue by 领用部门', () => {
    expect(docCounterpart({ docType: 'IN', businessType: 'RETURN_IN', deptName: '装配车间' })).toEqual({
      label: '退料部门',
      value: '装配车间',
    });
    expect(docCounterpart({ docType: 'OUT', businessType: 'ISSUE_OUT', deptName: '工程部' }).label).toBe(
      '领用部门',
    );
  });
});
