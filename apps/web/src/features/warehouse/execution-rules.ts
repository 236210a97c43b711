import type { Schema } from '@backoffice/sdk';
import { StockInLineSchema, StockOutLineSchema } from '@backoffice/sdk/schemas';
import { newId } from '@backoffice/ui-kit';
import { numberField } from '../../lib/field-bounds';

export type ExecutionLine = Schema<'ExecutionLine'>;
export type BatchSuggestion = Schema<'BatchSuggestion'>;

/**
 * One row of the execution table: a document line, or a part of it after 拆行 (same lineId, its own key). `thisTime`
 * is 本次 as typed: a number, undefined while empty, or the typed text itself while it is not a number (`12abc`,
 * `1e3`), kept on screen for the field to refuse.
 */
export interface ExecutionRow {
  key: string;
  lineId: string;
  thisTime?: number | string | null;
  batchNo?: string | null;
  batchId?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
  locationId?: string | null;
}

/** 本次 read strictly within the contract's Quantity (three decimals, at most 999,999,999). */
export const THIS_TIME_FIELD = {
  IN: numberField(StockInLineSchema.properties.quantity, '本次实收'),
  OUT: numberField(StockOutLineSchema.properties.quantity, '本次实发'),
};

/** A row's 本次 as a number: 0 while empty or not a number. */
const quantityOf = (row: ExecutionRow) => (typeof row.thisTime === 'number' ? row.thisTime : 0);

/** The rows a loaded document starts with: one per open line, 本次 empty, the suggested bin or first batch chosen. */
export function initialRows(lines: readonly ExecutionLine[], direction: 'IN' | 'OUT'): ExecutionRow[] {
  return lines
    .filter((line) => line.remainingQuantity > 0)
    .map((line) => {
      const first = line.suggestions[0];
      return {
        key: newId(),
        lineId: line.lineId,
        thisTime: undefined,
        batchNo: direction === 'OUT' ? (first?.batchNo ?? null) : null,
        batchId: direction === 'OUT' ? (first?.batchId ?? null) : null,
        locationId: direction === 'OUT' ? (first?.locationId ?? null) : (line.suggestedLocation?.id ?? null),
        productionDate: null,
        expiryDate: null,
      };
    });
}

/** 拆行: a new row of the same line right after `key`, with its own key and nothing typed yet. */
export function splitRow(rows: readonly ExecutionRow[], key: string): ExecutionRow[] {
  const index = rows.findIndex((row) => row.key === key);
  const source = rows[index];
  if (!source) return [...rows];
  const copy: ExecutionRow = { ...source, key: newId(), thisTime: undefined, batchNo: null, batchId: null };
  return [...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)];
}

/** What is left of a line after the other rows of the same line (拆行) take their 本次. */
export function leftFor(rows: readonly ExecutionRow[], line: ExecutionLine, key: string): number {
  const others = rows
    .filter((row) => row.lineId === line.lineId && row.key !== key)
    .reduce((sum, row) => sum + quantityOf(row), 0);
  return Math.max(0, round(line.remainingQuantity - others));
}

/** 填满: every row's 本次 set to what is left of its line (after the rows before it). */
export function fillAll(rows: readonly ExecutionRow[], lines: readonly ExecutionLine[]): ExecutionRow[] {
  const used = new Map<string, number>();
  return rows.map((row) => {
    const line = lines.find((l) => l.lineId === row.lineId);
    if (!line) return row;
    const before = used.get(row.lineId) ?? 0;
    const left = Math.max(0, round(line.remainingQuantity - before));
    used.set(row.lineId, before + left);
    return { ...row, thisTime: left === 0 ? row.thisTime : left };
  });
}

/** A refusal before sending: which row, and why in the words the counter reads. */
export interface RowProblem {
  key: string;
  message: string;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * What stops 确认入库 / 确认出库 before anything is sent (issue 15): a 本次 over what is left of its line (the rows of
 * a split line together), a negative or empty quantity, a missing batch on a batch-managed material, a missing
 * location. Rows with an empty 本次 are left out when another row has one; nothing typed at all is a refusal.
 */
export function executionProblems(
  rows: readonly ExecutionRow[],
  lines: readonly ExecutionLine[],
  direction: 'IN' | 'OUT',
): RowProblem[] {
  const problems: RowProblem[] = [];
  const typed = rows.filter((row) => row.thisTime !== undefined && row.thisTime !== null);
  if (typed.length === 0) return [{ key: rows[0]?.key ?? '', message: '请填写本次数量' }];
  for (const row of typed) {
    const line = lines.find((l) => l.lineId === row.lineId);
    if (!line) continue;
    const name = `${line.materialName}（${line.materialCode}）`;
    const word = direction === 'IN' ? '实收' : '实发';
    if (typeof row.thisTime === 'string') {
      problems.push({
        key: row.key,
        message: `${name} ${THIS_TIME_FIELD[direction].problem(row.thisTime) ?? '请输入正确的数字'}`,
      });
      continue;
    }
    const quantity = quantityOf(row);
    if (!(quantity > 0)) {
      problems.push({ key: row.key, message: `${name} 本次${word}须大于 0` });
      continue;
    }
    const left = leftFor(typed, line, row.key);
    if (quantity > left)
      problems.push({ key: row.key, message: `${name} 本次${word} ${quantity} 超出剩余数量 ${left}` });
    if (line.batchManaged && !(direction === 'IN' ? row.batchNo?.trim() : row.batchId))
      problems.push({ key: row.key, message: `${name} 是批次管理物料，请填写批次号` });
    if (!row.locationId) problems.push({ key: row.key, message: `${name} 请选择库位` });
  }
  return problems;
}

/** The rows to send: those with a 本次, in the shape of the stock-in call. */
export function stockInLines(rows: readonly ExecutionRow[]): Schema<'StockInLine'>[] {
  return rows
    .filter((row) => quantityOf(row) > 0)
    .map((row) => ({
      key: row.key,
      lineId: row.lineId,
      quantity: quantityOf(row),
      batchNo: row.batchNo?.trim() || null,
      productionDate: row.productionDate || null,
      expiryDate: row.expiryDate || null,
      locationId: row.locationId ?? '',
    }));
}

/** The rows to send: those with a 本次, in the shape of the stock-out call. */
export function stockOutLines(rows: readonly ExecutionRow[]): Schema<'StockOutLine'>[] {
  return rows
    .filter((row) => quantityOf(row) > 0)
    .map((row) => ({
      key: row.key,
      lineId: row.lineId,
      quantity: quantityOf(row),
      batchId: row.batchId ?? null,
      locationId: row.locationId ?? '',
    }));
}

/**
 * Suggested batches in the order a picker takes them: first to expire first (FEFO), then first in first (FIFO);
 * a batch without an expiry date after those with one. The server already orders them so; the screen keeps
 * that order and labels the first 建议.
 */
export function fefoOrder<Suggestion extends Pick<BatchSuggestion, 'expiryDate' | 'inDate'>>(
  suggestions: readonly Suggestion[],
): Suggestion[] {
  const key = (date: string | null | undefined) => date ?? '9999-12-31';
  return [...suggestions].sort(
    (a, b) =>
      key(a.expiryDate).localeCompare(key(b.expiryDate)) || key(a.inDate).localeCompare(key(b.inDate)),
  );
}

/** How a suggestion reads in the batch select: 批次 · 库位 · 可用 · 到期. */
export function suggestionLabel(suggestion: BatchSuggestion, unit: string): string {
  const parts = [
    suggestion.batchNo ?? '无批次',
    suggestion.locationCode,
    `可用 ${suggestion.available} ${unit}`,
    ...(suggestion.expiryDate ? [`${suggestion.expiryDate} 到期`] : []),
  ];
  return parts.join(' · ');
}

/** An expiry date from a production date and the material's shelf life (days), `YYYY-MM-DD`. */
export function expiryFrom(productionDate: string, shelfLifeDays: number): string {
  const date = new Date(`${productionDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + shelfLifeDays);
  return date.toISOString().slice(0, 10);
}
