import { INDEX_COLUMN_WIDTH } from '@backoffice/sdk';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { type AuthMode, isColumnVisible } from '../rules/column-visibility';
import { type ExtensionField, extensionValue, visibleExtensionFields } from '../rules/extension';
import { indexNumber } from '../rules/paging';
import { withEllipsis } from './fit-columns';

/** A column of a PermissionTable: an antd column plus the codes that decide whether it is shown (spec §6). */
export interface PermissionColumn<Row> extends ColumnType<Row> {
  key: string;
  title: ReactNode;
  /** The operation codes this column is about; none: always shown. */
  authCodes?: readonly string[];
  /** spec §6: 'exclude' (default) or 'include'. */
  authMode?: AuthMode;
  /** Hidden until the user shows it in 列设置 (a detail most people do not need on this screen). */
  defaultHidden?: boolean;
}

export const INDEX_COLUMN_KEY = '__index';
export const INDEX_COLUMN_TITLE = '序号';

/** The columns a user sees: index column first, then permitted and not user-hidden columns, then extension fields. */
export function visibleColumns<Row>(options: {
  columns: readonly PermissionColumn<Row>[];
  codes: readonly string[];
  hiddenKeys: readonly string[];
  pageNum: number;
  pageSize: number;
  extensionFields?: readonly ExtensionField[];
}): ColumnType<Row>[] {
  const { columns, codes, hiddenKeys, pageNum, pageSize, extensionFields = [] } = options;
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
    .map(({ authCodes: _codes, authMode: _mode, defaultHidden: _hidden, ...column }) => withEllipsis(column));
  const extension = visibleExtensionFields(extensionFields).map<ColumnType<Row>>((field) => ({
    key: `extension.${field.tableKey}`,
    title: field.tableChineseKey,
    ellipsis: true,
    render: (_value, row) => {
      const value = extensionValue(row, field.tableKey);
      return value == null ? '' : String(value);
    },
  }));
  return [index, ...permitted, ...extension].filter((column) => !hiddenKeys.includes(String(column.key)));
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
