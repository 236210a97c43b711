import type { Schema } from '@backoffice/sdk';

type BusinessType = Schema<'StockBusinessType'>;

/** A header field a document's business may need besides its warehouse, planned date and remark. */
export type DocHeaderField = 'targetWarehouse' | 'supplier' | 'dept' | 'project';

/** How a document of one business shows a header field. */
export interface DocFieldRule {
  label: string;
  required?: boolean;
  /** Taken from the source document (the order's supplier, the order's or the project's project): read-only there. */
  fromSource?: boolean;
}

export type DocFields = Partial<Record<DocHeaderField, DocFieldRule>>;

/**
 * The header fields each business needs (screens.md §8 单据管理 "供应商 or 领用部门", 出库执行 "领用部门/项目"), and
 * no others: what comes in from a supplier names the supplier (采购入库 the order's, read-only; 其他入库 one may be
 * named), what is returned from the shop floor names the department returning it (退料部门), what is issued names
 * the department taking it and the project it is for (领料出库: the project's own), a transfer names where it goes,
 * a return to a supplier names the supplier. A project is carried wherever stock is bought, issued or returned for
 * one (issue 25: the project is carried from the order to the ledger).
 */
export const DOC_FIELDS: Readonly<Record<BusinessType, DocFields>> = {
  PURCHASE_IN: {
    supplier: { label: '供应商', required: true, fromSource: true },
    project: { label: '项目', fromSource: true },
  },
  OTHER_IN: { supplier: { label: '供应商' }, project: { label: '项目' } },
  RETURN_IN: { dept: { label: '退料部门', required: true }, project: { label: '项目' } },
  TRANSFER_IN: { targetWarehouse: { label: '调入仓库', required: true } },
  STOCKTAKE_GAIN: {},
  ISSUE_OUT: {
    dept: { label: '领用部门', required: true },
    project: { label: '项目', required: true, fromSource: true },
  },
  OTHER_OUT: { dept: { label: '领用部门' }, project: { label: '项目' } },
  RETURN_TO_SUPPLIER: { supplier: { label: '供应商', required: true } },
  TRANSFER_OUT: { targetWarehouse: { label: '调入仓库', required: true } },
  STOCKTAKE_LOSS: {},
  REVERSAL: {},
};

/** A header field as a form shows it: its rule, and whether it is read-only (it came with the source). */
export interface ShownField extends DocFieldRule {
  field: DocHeaderField;
  readOnly: boolean;
}

const FIELD_ORDER: readonly DocHeaderField[] = ['targetWarehouse', 'supplier', 'dept', 'project'];

/**
 * The header fields a document's form shows, in order: those of its business, read-only where the source decides
 * them (a draft with no source, say a 领料出库单 copied from another, keeps them editable).
 */
export function docHeaderFields(doc: {
  businessType: BusinessType;
  source?: { kind: string } | null;
}): ShownField[] {
  const fields = DOC_FIELDS[doc.businessType];
  return FIELD_ORDER.flatMap((field) => {
    const rule = fields[field];
    return rule ? [{ field, ...rule, readOnly: Boolean(rule.fromSource && doc.source) }] : [];
  });
}

/** The header values a form edits besides the warehouse, date and remark. */
export interface HeaderValues {
  targetWarehouseId?: string | null;
  supplierId?: string | null;
  deptName?: string | null;
  projectId?: string | null;
}

/**
 * The header a saved document sends: each field its business shows as the form holds it (a department trimmed,
 * empty as null), every other one null, so a value left from another business never reaches the server.
 */
export function headerValues(
  doc: { businessType: BusinessType; source?: { kind: string } | null },
  values: HeaderValues,
): Required<HeaderValues> {
  const shown = new Set(docHeaderFields(doc).map((field) => field.field));
  return {
    targetWarehouseId: shown.has('targetWarehouse') ? (values.targetWarehouseId ?? null) : null,
    supplierId: shown.has('supplier') ? (values.supplierId ?? null) : null,
    deptName: shown.has('dept') ? values.deptName?.trim() || null : null,
    projectId: shown.has('project') ? (values.projectId ?? null) : null,
  };
}
