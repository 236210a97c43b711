import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { usePermissionCodes } from '../permission/permission-context';
import type { ExtensionField } from '../rules/extension';
import { loadHiddenColumns, saveHiddenColumns } from './column-settings';
import { configurableColumns, type PermissionColumn, visibleColumns } from './columns';
import { type SearchField, SearchForm } from './search-form';
import { type Density, TableToolbar } from './table-toolbar';

/** Above this many rows on a page, rows are virtualised. */
export const VIRTUAL_ROW_THRESHOLD = 200;
export const PAGE_SIZE_OPTIONS = [10, 20, 50];

export interface PermissionTableProps<Row extends object> {
  /** Identifies the table for the column settings kept in local storage. */
  tableId: string;
  columns: readonly PermissionColumn<Row>[];
  rowKey: keyof Row & string;
  dataSource: readonly Row[];
  total: number;
  loading?: boolean;
  pageNum: number;
  pageSize: number;
  onPageChange?: (pageNum: number, pageSize: number) => void;
  /** Filters of the query bar; `onSearch` gets the filled ones. */
  searchFields?: readonly SearchField[];
  onSearch?: (filters: Record<string, unknown>) => void;
  onRefresh?: () => void;
  /** spec §3: extension fields shown as extra columns. */
  extensionFields?: readonly ExtensionField[];
  /** Page actions (新增, 导出 …) at the left of the toolbar. */
  toolbar?: ReactNode;
  /** With it, rows can be selected and these actions act on the selection. */
  batchActions?: (selectedKeys: Key[], selectedRows: Row[], clear: () => void) => ReactNode;
  /** Force virtual rows; by default on above VIRTUAL_ROW_THRESHOLD rows. */
  virtual?: boolean;
  /** Height of the scrolling body in virtual mode. */
  scrollY?: number;
  emptyText?: ReactNode;
  /** false: one page holding every row (tree tables). Default true. */
  paginate?: boolean;
  /** Extra antd Table props (expandable, summary …). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading'>;
}

/**
 * antd Table with the spec's rules: the index column (width 80, numbered across pages), columns shown by the
 * user's operation codes (spec §6), extension-field columns, server paging, a query bar, a toolbar with refresh,
 * density and column settings, row selection with batch actions, and virtual rows for large pages.
 */
export function PermissionTable<Row extends object>(props: PermissionTableProps<Row>) {
  const { tableId, columns, dataSource, pageNum, pageSize, extensionFields, batchActions } = props;
  const codes = usePermissionCodes();
  const [hiddenKeys, setHiddenKeys] = useState(() => loadHiddenColumns(tableId));
  const [density, setDensity] = useState<Density>('middle');
  const [searchShown, setSearchShown] = useState(true);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });

  // Rebuilt when what decides the columns changes, never when the data does.
  const shownColumns = useMemo(
    () => visibleColumns({ columns, codes, hiddenKeys, pageNum, pageSize, extensionFields }),
    [columns, codes, hiddenKeys, pageNum, pageSize, extensionFields],
  );
  const settingsColumns = useMemo(
    () => configurableColumns(columns, codes, extensionFields),
    [columns, codes, extensionFields],
  );
  const virtual = props.virtual ?? dataSource.length > VIRTUAL_ROW_THRESHOLD;
  const clearSelection = () => setSelected({ keys: [], rows: [] });

  return (
    <div>
      {props.searchFields && props.searchFields.length > 0 && searchShown && (
        <SearchForm
          name={`search-${tableId}`}
          fields={props.searchFields}
          onSearch={(filters) => props.onSearch?.(filters)}
        />
      )}
      <TableToolbar
        left={
          <Space wrap>
            {props.toolbar}
            {batchActions && selected.keys.length > 0 && (
              <>
                <span>已选择 {selected.keys.length} 项</span>
                {batchActions(selected.keys, selected.rows, clearSelection)}
              </>
            )}
          </Space>
        }
        onRefresh={props.onRefresh}
        onToggleSearch={props.searchFields?.length ? () => setSearchShown(!searchShown) : undefined}
        density={density}
        onDensityChange={setDensity}
        columns={settingsColumns}
        hiddenKeys={hiddenKeys}
        onHiddenKeysChange={(keys) => {
          setHiddenKeys(keys);
          saveHiddenColumns(tableId, keys);
        }}
      />
      {props.loading && dataSource.length === 0 ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Table<Row>
          {...props.tableProps}
          rowKey={props.rowKey}
          columns={shownColumns}
          dataSource={dataSource as Row[]}
          loading={props.loading}
          size={density}
          virtual={virtual}
          scroll={virtual ? { x: 'max-content', y: props.scrollY ?? 600 } : { x: 'max-content' }}
          locale={props.emptyText === undefined ? undefined : { emptyText: props.emptyText }}
          rowSelection={
            batchActions
              ? { selectedRowKeys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }
              : undefined
          }
          pagination={
            props.paginate === false
              ? false
              : {
                  current: pageNum,
                  pageSize,
                  total: props.total,
                  showSizeChanger: true,
                  pageSizeOptions: PAGE_SIZE_OPTIONS,
                  showTotal: (total) => `共 ${total} 条`,
                  onChange: (page, size) => {
                    clearSelection();
                    props.onPageChange?.(page, size);
                  },
                }
          }
        />
      )}
    </div>
  );
}
