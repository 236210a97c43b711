import type { Schema } from '@backoffice/sdk';
import { DOC_FIELDS } from './doc-fields';

export type DocumentStatus = Schema<'DocumentStatus'>;
export type WarehouseDocType = Schema<'WarehouseDocType'>;

/** What can be done to a warehouse document (screens.md §8: 单据管理's row actions). */
export type DocAction =
  | 'edit'
  | 'submit'
  | 'audit'
  | 'unaudit'
  | 'execute'
  | 'void'
  | 'reverse'
  | 'copy'
  | 'print';

/** The part of a document its actions depend on. */
export interface DocState {
  status: DocumentStatus;
  docType: WarehouseDocType;
  /** 实收 / 实发 so far: 反审核 is only for a document nothing of which is executed. */
  doneQuantity: number;
  /** A 冲销 document is itself never reversed again. */
  isReversal?: boolean;
}

/**
 * The document lifecycle of screens.md §8 as the actions it allows:
 * 草稿 → (提交) 待审核 → (审核) 待执行 → (执行) 执行中 → 已完成; 作废 before completion; 反审核 待执行 → 草稿 only
 * while nothing is executed; after completion 冲销 instead of editing. 复制 and 打印 are always there.
 */
export function allowedDocActions(doc: DocState): DocAction[] {
  const actions: DocAction[] = [];
  const executable = docDirection(doc.docType) !== undefined;
  switch (doc.status) {
    case 'DRAFT':
      actions.push('edit', 'submit', 'void');
      break;
    case 'PENDING_AUDIT':
      actions.push('audit', 'void');
      break;
    case 'PENDING_EXECUTION':
      if (doc.doneQuantity === 0) actions.push('unaudit');
      if (executable) actions.push('execute');
      actions.push('void');
      break;
    case 'EXECUTING':
      if (executable) actions.push('execute');
      actions.push('void');
      break;
    case 'COMPLETED':
      if (!doc.isReversal) actions.push('reverse');
      break;
    case 'VOIDED':
      break;
  }
  actions.push('copy', 'print');
  return actions;
}

/** Whether one action is allowed now. */
export const canDo = (doc: DocState, action: DocAction): boolean => allowedDocActions(doc).includes(action);

/** 批量审核 takes only 待审核 documents: the ones of a selection it would send, or why it sends none. */
export function auditableIds<Doc extends { id: string; status: DocumentStatus }>(
  selected: readonly Doc[],
): { ids: string[]; skipped: number } {
  const ids = selected.filter((doc) => doc.status === 'PENDING_AUDIT').map((doc) => doc.id);
  return { ids, skipped: selected.length - ids.length };
}

/**
 * Which way a document moves stock when it is executed: a 入库单 in; a 出库单, 调拨单 (out of 调出仓库, into 调入仓库)
 * and 退货单 (back to the supplier) out. A 盘点单 is not executed on either screen.
 */
export function docDirection(docType: WarehouseDocType): 'IN' | 'OUT' | undefined {
  if (docType === 'IN') return 'IN';
  if (docType === 'OUT' || docType === 'TRANSFER' || docType === 'RETURN') return 'OUT';
  return undefined;
}

/** The execution screen a document is executed on: 入库执行 for what comes in, 出库执行 for what goes out. */
export function executionScreen(
  docType: WarehouseDocType,
): 'warehousePutinStore' | 'warehouseOutStore' | undefined {
  const direction = docDirection(docType);
  if (direction === 'IN') return 'warehousePutinStore';
  if (direction === 'OUT') return 'warehouseOutStore';
  return undefined;
}

/**
 * What a document's other side is called and who or where it is: 调入仓库, 供应商, or the department (领用部门; 退料部门
 * on a 退料入库单, doc-fields.ts).
 */
export function docCounterpart(doc: {
  docType: WarehouseDocType;
  businessType?: Schema<'StockBusinessType'>;
  supplierName?: string | null;
  deptName?: string | null;
  targetWarehouseName?: string | null;
}): { label: string; value: string | null } {
  if (doc.docType === 'TRANSFER') return { label: '调入仓库', value: doc.targetWarehouseName ?? null };
  if (doc.docType === 'RETURN' || doc.supplierName)
    return { label: '供应商', value: doc.supplierName ?? null };
  const dept = doc.businessType ? DOC_FIELDS[doc.businessType].dept?.label : undefined;
  return { label: dept ?? '领用部门', value: doc.deptName ?? null };
}

/** The other side as one short text in a list or a picker: `调入：成品仓` for a transfer, else the name itself. */
export function docCounterpartText(doc: Parameters<typeof docCounterpart>[0]): string | null {
  const { label, value } = docCounterpart(doc);
  return label === '调入仓库' && value ? `调入：${value}` : value;
}
