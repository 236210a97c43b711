import type { ColumnType } from 'antd/es/table';

/** The width a column with neither `width` nor `minWidth` needs before the table must scroll. */
export const DEFAULT_COLUMN_WIDTH = 120;
/** The row-selection checkbox column. */
const SELECTION_COLUMN_WIDTH = 32;

/**
 * The width the columns need side by side: a fixed `width`, else the column's `minWidth`. The table is at least
 * this wide and stretches to its container (columns without a fixed width share what is left), so at desktop
 * widths every column is on screen (no data column slides under the fixed 操作 column) and on a narrow screen the
 * table scrolls inside its card.
 */
export function columnsWidth(columns: readonly ColumnType<unknown>[], selectable: boolean): number {
  const sum = columns.reduce(
    (total, column) =>
      total + (typeof column.width === 'number' ? column.width : (column.minWidth ?? DEFAULT_COLUMN_WIDTH)),
    0,
  );
  return sum + (selectable ? SELECTION_COLUMN_WIDTH : 0);
}

/**
 * Long text is cut with the whole value as its tooltip: every plain data column (no custom render) ellipsises,
 * unless it says otherwise.
 */
export function withEllipsis<Row>(column: ColumnType<Row>): ColumnType<Row> {
  if (column.ellipsis !== undefined || column.render || column.fixed) return column;
  return { ...column, ellipsis: true };
}
