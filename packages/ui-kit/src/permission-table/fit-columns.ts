import type { ColumnType } from 'antd/es/table';
import { isKeyColumnTitle } from '../rules/key-column';

/** The width a column with neither `width` nor `minWidth` needs before the table must scroll. */
export const DEFAULT_COLUMN_WIDTH = 120;
/** The row-selection checkbox column. */
export const SELECTION_COLUMN_WIDTH = 32;

/** What a column without a fixed `width` needs at least: its `minWidth`, else DEFAULT_COLUMN_WIDTH. */
const minimumWidth = (column: { minWidth?: number }): number => column.minWidth ?? DEFAULT_COLUMN_WIDTH;

/**
 * The width the columns need side by side: a fixed `width`, else the column's `minWidth`. The table is at least
 * this wide and stretches to its container (columns without a fixed width share what is left), so at desktop
 * widths every column is on screen (no data column slides under the fixed 操作 column) and on a narrow screen the
 * table scrolls inside its card.
 */
export function columnsWidth(columns: readonly ColumnType<unknown>[], selectable: boolean): number {
  const sum = columns.reduce(
    (total, column) => total + (typeof column.width === 'number' ? column.width : minimumWidth(column)),
    0,
  );
  return sum + (selectable ? SELECTION_COLUMN_WIDTH : 0);
}

/** A column that takes a share of the room: it has no fixed `width`. */
export const isFlexible = (column: ColumnType<never>): boolean => typeof column.width !== 'number';

/**
 * Every column's width for a table `available` px wide, so each holds its `minWidth` (antd lays a scrolling table
 * out fixed, where a `minWidth` alone does not hold: the columns without a width shared what was left equally,
 * and a 200 px column of tags got the same 150 px as a short code). A column with a `width` keeps it; the others
 * get their `minWidth` (DEFAULT_COLUMN_WIDTH without one) plus a share of the room left over in proportion to
 * it. Unmeasured (`available` 0), every column gets its minimum and the table scrolls as before.
 */
export function fitColumnWidths<Column extends ColumnType<never>>(
  columns: readonly Column[],
  available: number,
): Column[] {
  const flexible = columns.filter(isFlexible);
  if (flexible.length === 0) return columns as Column[];
  const flexibleMinimum = flexible.reduce((total, column) => total + minimumWidth(column), 0);
  const spare = Math.max(0, available - columnsWidth(columns as never[], false));
  let handedOut = 0;
  return columns.map((column) => {
    if (!isFlexible(column)) return column;
    const last = column === flexible.at(-1);
    const share = last ? spare - handedOut : Math.floor((spare * minimumWidth(column)) / flexibleMinimum);
    handedOut += share;
    return { ...column, width: minimumWidth(column) + share };
  });
}

/** The narrowest a column that cuts its text (`ellipsis`) is made so that a table fits its room. */
export const ELLIPSIS_MIN_WIDTH = 96;

/**
 * When the columns' minimums are a little wider than the table's room (`available` px, 0 when unmeasured), the
 * columns that cut their text with the whole value as a tooltip (`ellipsis`, no fixed `width`) give up the
 * difference, in proportion to what each can spare above ELLIPSIS_MIN_WIDTH, so that no column slides under the
 * fixed 操作 column and the table does not scroll for a few pixels. When even that would not make the table fit (a
 * phone), the columns keep their minimums and the table scrolls: cutting every text short would not save the
 * scrolling. Key columns are never cut (withEllipsis).
 */
export function shrinkToFit<Column extends ColumnType<never>>(
  columns: readonly Column[],
  available: number,
  selectable: boolean,
): Column[] {
  const excess = columnsWidth(columns as never[], selectable) - available;
  if (available <= 0 || excess <= 0) return columns as Column[];
  const spare = (column: Column) =>
    column.ellipsis && isFlexible(column) ? Math.max(0, minimumWidth(column) - ELLIPSIS_MIN_WIDTH) : 0;
  const spareInAll = columns.reduce((total, column) => total + spare(column), 0);
  if (spareInAll < excess) return columns as Column[];
  let taken = 0;
  const last = columns.findLastIndex((column) => spare(column) > 0);
  return columns.map((column, index) => {
    if (spare(column) === 0) return column;
    const take = index === last ? excess - taken : Math.ceil((excess * spare(column)) / spareInAll);
    const given = Math.min(take, excess - taken);
    taken += given;
    return { ...column, minWidth: minimumWidth(column) - given };
  });
}

/**
 * Each column at least as wide as its content needs (`needed`, by column key, measured on screen: key columns and
 * 操作, see content-width.ts): a fixed `width` grows to it, a column without one gets it as its `minWidth`. So a
 * code is never cut nor broken, and 操作's links never hang out of their cell.
 */
export function widenColumns<Column extends ColumnType<never>>(
  columns: readonly Column[],
  needed: Readonly<Record<string, number>>,
): Column[] {
  return columns.map((column) => {
    const need = needed[String(column.key)];
    if (need === undefined) return column;
    if (typeof column.width === 'number') return need > column.width ? { ...column, width: need } : column;
    return need > minimumWidth(column) ? { ...column, minWidth: need } : column;
  });
}

/**
 * Long text is cut with the whole value as its tooltip: every plain data column (no custom render) ellipsises,
 * unless it says otherwise. A key column (a code, number, date, amount, quantity or status) is read whole: it is
 * never cut, its width grows to its values instead.
 */
export function withEllipsis<Row>(column: ColumnType<Row>): ColumnType<Row> {
  if (column.ellipsis !== undefined || column.render || column.fixed || isKeyColumnTitle(column.title))
    return column;
  return { ...column, ellipsis: true };
}
