import type { Schema } from '@backoffice/sdk';
import type { DocDraft } from './doc-draft';

type BusinessType = Schema<'StockBusinessType'>;

/** A document made without a source document: the business that moves the stock, and the document carrying it. */
export interface BlankDocKind {
  businessType: BusinessType;
  docType: Schema<'WarehouseDocType'>;
}

/**
 * The documents 新增 makes blank (screens.md §8 新增 "choose a type"): 其他入库 and 退料入库 (入库单), 其他出库 (出库单),
 * 调拨 (调拨单: out of one warehouse into another) and 退供应商 (退货单: back to a supplier), each executed at 入库执行
 * / 出库执行 like the others. 采购入库 and 领料出库 are made from their source instead, so they expect what the order
 * or the project still has open. 盘点 is left out: the contract does not carry a stocktake's counted quantities,
 * and no screen counts.
 */
export const BLANK_DOC_KINDS: readonly BlankDocKind[] = [
  { businessType: 'OTHER_IN', docType: 'IN' },
  { businessType: 'RETURN_IN', docType: 'IN' },
  { businessType: 'OTHER_OUT', docType: 'OUT' },
  { businessType: 'TRANSFER_OUT', docType: 'TRANSFER' },
  { businessType: 'RETURN_TO_SUPPLIER', docType: 'RETURN' },
];

export const blankDocKind = (businessType: BusinessType | undefined) =>
  BLANK_DOC_KINDS.find((kind) => kind.businessType === businessType);

/** A new blank document as the draft form starts it: planned for today, no warehouse chosen, no lines yet. */
export function blankDraft(kind: BlankDocKind, today: string): DocDraft {
  return {
    docType: kind.docType,
    businessType: kind.businessType,
    plannedDate: today,
    source: null,
    supplierId: null,
    targetWarehouseId: null,
    projectId: null,
    deptName: null,
    remark: null,
    lines: [],
  };
}
