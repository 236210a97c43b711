import { INDEX_COLUMN_WIDTH } from '@backoffice/sdk/constants';
import type { ColumnType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { type AuthMode, isColumnVisible } from '../rules/column-visibility';
import { type ExtensionField, extensionValue, visibleExtensionFields } from '../rules/extension';
import type { ListSort } from '../rules/list-params';
import { indexNumber } from '../rules/paging';
import { fitsContent, markFitContent } from './content-width';
import { withEllipsis } from './fit-columns';

interface ColumnBase<Row> extends ColumnType<Row> {
  key: string;
  title: ReactNode;
  /** The operation codes this column is about; none: always shown. */
  authCodes?: readonly string[];
  /** spec §6: 'exclude' (default) or 'include'. */
  authMode?: AuthMode;
  /** Hidden until the user shows it in 列设置 (a detail most people do not need on this screen). */
  defaultHidden?: boolean;
}

/**
 * A column of a PermissionTable: an antd column plus the codes that decide whether it is shown (spec §6). It sorts
 * the list when its `key` is one of the list's `sortFields` (the operation's `sortField` enum, from the contract):
 * nothing marks it by hand, so a column cannot offer an order the server does not know, and every order the server
 * knows is offered where its column shows. `sortable: false` keeps a column that shares such a key unsortable.
 */
export type PermissionColumn<Row> = ColumnBase<Row> & { sortable?: false };

/** antd's sort order of a column from the list's sort. */
export const antdSortOrder = (sort: ListSort | undefined, key: string): SortOrder | null =>
  sort?.field === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** The list's sort from antd's sorter (`order` null: the third click, no sort of the user's). */
export function sortFromSorter(sorter: { columnKey?: Key; order?: SortOrder | null }): ListSort | undefined {
  if (!sorter.order || sorter.columnKey === undefined) return undefined;
  return { field: String(sorter.columnKey), order: sorter.order === 'ascend' ? 'asc' : 'desc' };
}

/** The orders a click on a sortable header steps through, as antd's sorter does: none, ascending, descending. */
const SORT_CYCLE = [undefined, 'asc', 'desc'] as const;

/**
 * The order a click on `field`'s header asks for. antd's sorter gives `clicked`, the order after the one drawn; while
 * an order the table asked for (`asked`) is not drawn yet — the list's URL changes in the router's transition, still
 * pending on a busy machine — a click moves on from that one instead, as the person sees it: a quick second click on
 * 创建时间 sorts descending, not ascending again.
 */
export function sortAfterClick(
  field: string,
  clicked: ListSort | undefined,
  asked: { sort: ListSort | undefined } | undefined,
): ListSort | undefined {
  if (!asked) return clicked;
  const askedOrder = asked.sort?.field === field ? asked.sort.order : undefined;
  const next = SORT_CYCLE[(SORT_CYCLE.indexOf(askedOrder) + 1) % SORT_CYCLE.length];
  return next ? { field, order: next } : undefined;
}

/**
 * A column the list sorts by (its key among `sortFields`) as antd's controlled sorter: the order shown only on the
 * column the list is sorted by.
 */
function withSorter<Row>(
  { sortable, ...column }: ColumnType<Row> & { key: string; sortable?: false },
  sort: ListSort | undefined,
  sortFields: readonly string[],
): ColumnType<Row> {
  if (sortable === false || !sortFields.includes(column.key)) return column;
  return {
    ...column,
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: antdSortOrder(sort, column.key),
  };
}
const SORT_DIRECTIONS: SortOrder[] = ['ascend', 'descend'];

/** What a cell shows when its row has no value there (none, or an empty text), as antd Pro's `columnEmptyText`. */
export const EMPTY_CELL_TEXT = '—';

const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A column that shows its field as it is ({@link PermissionColumn}'s `dataIndex`, no `render` of its own) with
 * {@link EMPTY_CELL_TEXT} where the row has no value: an empty cell reads as missing data, a dash as "none".
 */
function withEmptyText<Row>(column: ColumnType<Row>): ColumnType<Row> {
  if (column.render || column.dataIndex === undefined) return column;
  return { ...column, render: (value) => (isEmptyValue(value) ? EMPTY_CELL_TEXT : value) };
}

export const INDEX_COLUMN_KEY = '__index';
export const INDEX_COLUMN_TITLE = '序号';

/** A column fixed at the end of the row (操作). */
const fixedAtEnd = (column: ColumnType<never>) => column.fixed === 'right' || column.fixed === 'end';

/**
 * The columns a user sees: index column first, then permitted and not user-hidden columns, then extension fields,
 * and the columns fixed at the end (操作) last, so no data column comes after 操作 and slides under it. Key columns
 * and 操作 are marked to be as wide as their content (content-width.ts).
 */
export function visibleColumns<Row>(options: {
  columns: readonly PermissionColumn<Row>[];
  codes: readonly string[];
  hiddenKeys: readonly string[];
  pageNum: number;
  pageSize: number;
  extensionFields?: readonly ExtensionField[];
  /** The list's order, shown on the sortable column it names. */
  sort?: ListSort;
  /** The fields the list sorts by: the columns with these keys sort. */
  sortFields?: readonly string[];
}): ColumnType<Row>[] {
  const {
    columns,
    codes,
    hiddenKeys,
    pageNum,
    pageSize,
    extensionFields = [],
    sort,
    sortFields = [],
  } = options;
  const index: ColumnType<Row> = {
    key: INDEX_COLUMN_KEY,
    title: INDEX_COLUMN_TITLE,
    width: INDEX_COLUMN_WIDTH,
    align: 'center',
    fixed: 'left',
    render: (_value, _row, rowIndex) => indexNumber(pageNum, pageSize, rowIndex),
  };
  const permitted = columns
    .filter((column) => isColumnVisible(column.authCodes, codes, column.authMode))
    .map(({ authCodes: _codes, authMode: _mode, defaultHidden: _hidden, ...column }) =>
      withEmptyText(withEllipsis(withSorter(column, sort, sortFields))),
    );
  const extension = visibleExtensionFields(extensionFields).map<ColumnType<Row>>((field) => ({
    key: `extension.${field.tableKey}`,
    title: field.tableChineseKey,
    ellipsis: true,
    render: (_value, row) => {
      const value = extensionValue(row, field.tableKey);
      return isEmptyValue(value) ? EMPTY_CELL_TEXT : String(value);
    },
  }));
  const shown = [index, ...permitted, ...extension]
    .filter((column) => !hiddenKeys.includes(String(column.key)))
    .map((column) => (fitsContent(column as never, INDEX_COLUMN_KEY) ? markFitContent(column) : column));
  return [
    ...shown.filter((column) => !fixedAtEnd(column as never)),
    ...shown.filter((column) => fixedAtEnd(column as never)),
  ];
}

/** The columns a user may choose to show or hide (permitted ones only; the index column is fixed). */
export function configurableColumns<Row>(
  columns: readonly PermissionColumn<Row>[],
  codes: readonly string[],
  extensionFields: readonly ExtensionField[] = [],
): { key: string; title: ReactNode }[] {
  return [
    ...columns
      .filter((c) => isColumnVisible(c.authCodes, codes, c.authMode))
      .map((c) => ({ key: c.key, title: c.title })),
    ...visibleExtensionFields(extensionFields).map((f) => ({
      key: `extension.${f.tableKey}`,
      title: f.tableChineseKey,
    })),
  ];
}
