import type { Schema } from '@backoffice/sdk';
import { newId } from '@backoffice/ui-kit';
import type { Material } from '../../lib/pickers/material-picker-rules';
import { headerValues } from './doc-fields';

export type WarehouseDocInput = Schema<'WarehouseDocInput'>;
/** A document as the form starts it: a new blank one has no warehouse yet. */
export type DocDraft = Omit<WarehouseDocInput, 'warehouseId'> & { warehouseId?: string };
export type DocLine = WarehouseDocInput['lines'][number];
/** A line as 添加物料 makes it: the quantity is the user's to give. */
export type NewDocLine = Omit<DocLine, 'expectedQuantity'> & { expectedQuantity?: number };

/**
 * A new line for a picked material: a new key (UUID without dashes, spec §3) and a copy of the material's code,
 * name, spec and unit as they are now; the quantity is the user's to give.
 */
export function lineOf(material: Material, unitLabel: (code: string) => string): NewDocLine {
  return {
    id: newId(),
    materialId: material.id,
    materialCode: material.code,
    materialName: material.name,
    spec: material.spec,
    unit: unitLabel(material.unit),
    batchNo: null,
    remark: null,
  };
}

/** A saved document's detail as the draft form edits it. */
export function draftOf(detail: Schema<'WarehouseDocDetail'>): WarehouseDocInput {
  const { doc, lines } = detail;
  return {
    id: doc.id,
    docType: doc.docType,
    businessType: doc.businessType,
    warehouseId: doc.warehouseId,
    plannedDate: doc.plannedDate,
    source: doc.source ?? null,
    supplierId: doc.supplierId ?? null,
    targetWarehouseId: doc.targetWarehouseId ?? null,
    projectId: doc.projectId ?? null,
    deptName: doc.deptName ?? null,
    remark: doc.remark ?? null,
    lines: lines.map((line) => ({
      id: line.id,
      materialId: line.materialId,
      materialCode: line.materialCode,
      materialName: line.materialName,
      spec: line.spec,
      unit: line.unit,
      expectedQuantity: line.expectedQuantity,
      batchNo: line.batchNo ?? null,
      remark: line.remark ?? null,
    })),
  };
}

/**
 * What 保存草稿 sends: the draft (its id, type, business and source) under the form's values; a read-only header
 * field (the order's supplier) is the draft's and one its business does not show is null (headerValues); the
 * remarks trimmed, empty as null. `lines` are the form's whole lines (their copied material fields have no field
 * on screen).
 */
export function docSaveBody(
  draft: DocDraft,
  values: Partial<WarehouseDocInput>,
  lines: readonly DocLine[],
): WarehouseDocInput {
  const merged = { ...draft, ...values };
  return {
    ...merged,
    warehouseId: merged.warehouseId as string,
    ...headerValues(draft, merged),
    remark: values.remark?.trim() || null,
    lines: lines.map((line) => ({ ...line, remark: line.remark?.trim() || null })),
  };
}
