import type { Schema } from '@backoffice/sdk';

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
  const executable = doc.docType === 'IN' || doc.docType === 'OUT';
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

/** The execution screen a document is executed on: 入库执行 for 入库单, 出库执行 for 出库单. */
export function executionScreen(
  docType: WarehouseDocType,
): 'warehousePutinStore' | 'warehouseOutStore' | undefined {
  if (docType === 'IN') return 'warehousePutinStore';
  if (docType === 'OUT') return 'warehouseOutStore';
  return undefined;
}
