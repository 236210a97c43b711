import type { Schema } from '@backoffice/sdk';
import { IdSchema } from '@backoffice/sdk/schemas';
import { pathWith } from '../../lib/route-paths';
import { docDirection, type WarehouseDocType } from './doc-lifecycle';

/** The search parameter that shows a document's pick list (拣货单) on 单据管理. */
export const PRINT_PARAM = 'print';

/** 单据管理's pick list of a document. */
export const pickListPath = (docId: string): string => pathWith('warehouseDoc', { [PRINT_PARAM]: docId });

/** The document whose pick list a URL shows, or undefined when there is none or it is not an id. */
export function pickListDocId(search: URLSearchParams): string | undefined {
  const id = search.get(PRINT_PARAM);
  return id && new RegExp(IdSchema.pattern).test(id) ? id : undefined;
}

/** What goes out (出库单, 调拨单, 退货单) prints a pick list; a stock-in prints its detail. */
export const printsPickList = (docType: WarehouseDocType): boolean => docDirection(docType) === 'OUT';

/** One row of a pick list: what to take from which bin (and batch). */
export interface PickRow {
  key: string;
  /** 库位 code; null when no bin holds the material (nothing can be picked for this part). */
  locationCode: string | null;
  materialCode: string;
  materialName: string;
  spec: string | null;
  unit: string;
  batchNo: string | null;
  quantity: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Rows in the order a picker walks: by 库位 code, then material code; what has no bin last. */
export function walkOrder(rows: readonly PickRow[]): PickRow[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.locationCode === null) - Number(b.locationCode === null) ||
      (a.locationCode ?? '').localeCompare(b.locationCode ?? '') ||
      a.materialCode.localeCompare(b.materialCode),
  );
}

/**
 * The pick list of a document being executed (出库执行's lines): each line's remaining quantity taken from its
 * suggested batches and bins in the server's order (FEFO, then FIFO), each up to what is available there; what no
 * bin holds is a row without a location. Sorted in walking order.
 */
export function pickRowsToExecute(lines: readonly Schema<'ExecutionLine'>[]): PickRow[] {
  const rows: PickRow[] = [];
  for (const line of lines) {
    let left = line.remainingQuantity;
    const row = (key: string, locationCode: string | null, batchNo: string | null, quantity: number) => ({
      key,
      locationCode,
      batchNo,
      quantity,
      materialCode: line.materialCode,
      materialName: line.materialName,
      spec: line.spec,
      unit: line.unit,
    });
    for (const [index, suggestion] of line.suggestions.entries()) {
      if (left <= 0) break;
      const take = Math.min(left, suggestion.available);
      if (take <= 0) continue;
      rows.push(row(`${line.lineId}-${index}`, suggestion.locationCode, suggestion.batchNo, take));
      left = round(left - take);
    }
    if (left > 0) rows.push(row(`${line.lineId}-short`, null, null, left));
  }
  return walkOrder(rows);
}

/** The pick list of a document not being executed (a draft, a completed one): its lines as they stand. */
export function pickRowsOfLines(lines: readonly Schema<'WarehouseDocLine'>[]): PickRow[] {
  return walkOrder(
    lines.map((line) => ({
      key: line.id,
      locationCode: line.locationCode ?? null,
      materialCode: line.materialCode,
      materialName: line.materialName,
      spec: line.spec,
      unit: line.unit,
      batchNo: line.batchNo ?? null,
      quantity: line.expectedQuantity,
    })),
  );
}
