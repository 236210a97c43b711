import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import { type Key, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListStatus } from '../list/list-status';
import { usePermissionCodes } from '../permission/permission-context';
import type { ExtensionField } from '../rules/extension';
import { type ListSort, PAGE_SIZE_OPTIONS } from '../rules/list-params';
import { loadHiddenColumns, saveHiddenColumns } from './column-settings';
import {
  configurableColumns,
  type PermissionColumn,
  sortAfterClick,
  sortFromSorter,
  visibleColumns,
} from './columns';
import { useContentWidths } from './content-width';
import { useElementWidth } from './element-width';
import {
  columnsWidth,
  fitColumnWidths,
  isFlexible,
  SELECTION_COLUMN_WIDTH,
  shrinkToFit,
  widenColumns,
} from './fit-columns';
import { useInertMeasureRows } from './inert-measure-row';
import { ListStateView } from './list-state-view';
import { type SearchField, SearchForm } from './search-form';
import { type Density, TableToolbar } from './table-toolbar';

/** Above this many rows on a page, rows are virtualised. */
export const VIRTUAL_ROW_THRESHOLD = 200;
export { PAGE_SIZE_OPTIONS };

/** antd's `xs`: on a screen this narrow the filters start hidden and no column is fixed. */
const PHONE_MEDIA_QUERY = '(max-width: 575.98px)';

export interface PermissionTableProps<Row extends object> {
  /** Identifies the table for the column settings kept in local storage. */
  tableId: string;
  columns: readonly PermissionColumn<Row>[];
  rowKey: keyof Row & string;
  dataSource: readonly Row[];
  total: number;
  loading?: boolean;
  /** What the list shows (from useServerList / useLocalList): loading, error with 重试, stale rows, empty. */
  status?: ListStatus;
  error?: unknown;
  onRetry?: () => void;
  /** Server paging; leave both out with `paginate={false}`. */
  pageNum?: number;
  pageSize?: number;
  onPageChange?: (pageNum: number, pageSize: number) => void;
  /** The list's order (from useServerList), shown on the column whose key it names. */
  sort?: ListSort;
  /** The fields the list sorts by (from useServerList: the contract's `sortField` enum); columns with these keys sort. */
  sortFields?: readonly string[];
  /** A click on a sortable column's header: its order, or none on the third click. */
  onSortChange?: (sort: ListSort | undefined) => void;
  /** Filters of the query bar; `onSearch` gets the filled ones, `onReset` runs on 重置. */
  searchFields?: readonly SearchField[];
  /** The applied filters, shown in the query bar (after a reload, a link or a left-tree click). */
  searchValues?: Record<string, unknown>;
  onSearch?: (filters: Record<string, unknown>) => void;
  onReset?: () => void;
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
  /** false: one unpaged list (local lists, tree tables). Default true. */
  paginate?: boolean;
  /** Extra antd Table props (expandable, summary, a picker's own `rowSelection` when there are no batchActions …). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading'>;
}

type Selection<Row> = { keys: Key[]; rows: Row[] };
const NO_SELECTION = { keys: [], rows: [] };

/**
 * antd Table with the spec's rules: the index column (width 80, numbered across pages), columns shown by the
 * user's operation codes (spec §6), extension-field columns, server paging, a query bar, a toolbar with refresh,
 * density and column settings, row selection with batch actions, virtual rows for large pages, and the list
 * states (loading, 加载失败 with 重试, stale rows after a failed reload). The columns fit side by side on a
 * desktop screen and scroll inside the table on a narrow one.
 */
export function PermissionTable<Row extends object>(props: PermissionTableProps<Row>) {
  const {
    tableId,
    columns,
    dataSource,
    extensionFields,
    batchActions,
    status = 'ready',
    sort,
    sortFields,
  } = props;
  const paginate = props.paginate !== false;
  const pageNum = paginate ? (props.pageNum ?? 1) : 1;
  const pageSize = paginate ? (props.pageSize ?? PAGE_SIZE_OPTIONS[0]) : Math.max(dataSource.length, 1);
  const codes = usePermissionCodes();
  const [hiddenKeys, setHiddenKeys] = useState(() =>
    loadHiddenColumns(
      tableId,
      columns.filter((column) => column.defaultHidden).map((column) => column.key),
    ),
  );
  const [density, setDensity] = useState<Density>('middle');
  // On a phone the filters start folded away (隐藏/显示搜索 brings them back): the rows come first.
  const [phone] = useState(() => window.matchMedia(PHONE_MEDIA_QUERY).matches);
  const [searchShown, setSearchShown] = useState(!phone);
  const [selected, setSelected] = useState<Selection<Row>>(NO_SELECTION);
  const rowKey = props.rowKey;
  // The query bar's handlers read the latest props: they stay the same function, so the bar (a form of pickers) is
  // not drawn again when only the rows change (issue 26).
  const latest = useRef(props);
  latest.current = props;
  const clearSelection = useCallback(() => setSelected(NO_SELECTION), []);
  const onSearch = useCallback(
    (filters: Record<string, unknown>) => {
      clearSelection();
      latest.current.onSearch?.(filters);
    },
    [clearSelection],
  );
  const onReset = useCallback(() => {
    clearSelection();
    const { onReset: reset, onSearch: search } = latest.current;
    if (reset) reset();
    else search?.({});
  }, [clearSelection]);

  // Selection holds keys of rows on screen: a deleted or filtered-out row leaves it (list-pattern §9).
  useEffect(() => {
    setSelected((current) => {
      if (current.keys.length === 0) return current;
      const present = new Set(dataSource.map((row) => row[rowKey] as Key));
      const keys = current.keys.filter((key) => present.has(key));
      return keys.length === current.keys.length
        ? current
        : { keys, rows: current.rows.filter((row) => present.has(row[rowKey] as Key)) };
    });
  }, [dataSource, rowKey]);

  // Rebuilt when what decides the columns changes, never when the data does.
  // On a phone nothing is fixed: 序号 and 操作 pinned at both edges would leave the data a sliver between them, so
  // the whole row scrolls and 操作 is at its end.
  const shownColumns = useMemo(() => {
    const shown = visibleColumns({
      columns,
      codes,
      hiddenKeys,
      pageNum,
      pageSize,
      extensionFields,
      sort,
      sortFields,
    });
    return phone ? shown.map(({ fixed: _fixed, ...column }) => column) : shown;
  }, [columns, codes, hiddenKeys, pageNum, pageSize, extensionFields, phone, sort, sortFields]);
  const settingsColumns = useMemo(
    () => configurableColumns(columns, codes, extensionFields),
    [columns, codes, extensionFields],
  );
  const root = useRef<HTMLDivElement>(null);
  // The order a header click asked for, with the order drawn then: it is still to come while that one is drawn.
  const askedSort = useRef<{ sort: ListSort | undefined; over: string }>(undefined);
  const drawnSort = `${props.sort?.field}.${props.sort?.order}`;
  // The page a pager click asked for, shown in the pager at once while the list still draws the page before it
  // (its URL changes in the router's transition, still pending on a busy machine): a quick second 下一页 goes on
  // from the page asked for, not from the one drawn. Forgotten once the list draws another page or size.
  const drawnPage = `${pageNum}.${pageSize}`;
  const [askedPage, setAskedPage] = useState<{ page: number; size: number; over: string }>();
  const pendingPage = askedPage?.over === drawnPage ? askedPage : undefined;
  if (askedPage && !pendingPage) setAskedPage(undefined);
  // Key columns and 操作 as wide as their widest cell (content-width.ts).
  const needed = useContentWidths(root, tableId);
  const widenedColumns = useMemo(
    () => widenColumns(shownColumns as never[], needed) as typeof shownColumns,
    [shownColumns, needed],
  );
  const virtual = props.virtual ?? dataSource.length > VIRTUAL_ROW_THRESHOLD;
  const body = <ListStateView status={status} error={props.error} onRetry={props.onRetry} position="body" />;
  // Measured only when a column takes a share of the room: a table of fixed widths renders once, as before.
  const flexible = useMemo(() => (widenedColumns as never[]).some(isFlexible), [widenedColumns]);
  const room = useElementWidth(root, flexible, tableId);
  // A table a little too wide for its room cuts its long texts a little more rather than scroll (fit-columns.ts).
  const shrunkColumns = useMemo(
    () => shrinkToFit(widenedColumns as never[], room, Boolean(batchActions)) as typeof shownColumns,
    [widenedColumns, room, batchActions],
  );
  const width = useMemo(
    () => columnsWidth(shrunkColumns as never[], Boolean(batchActions)),
    [shrunkColumns, batchActions],
  );
  const available = room - (batchActions ? SELECTION_COLUMN_WIDTH : 0);
  // Every column at least its minWidth, the room left over shared out (fit-columns.ts).
  const fittedColumns = useMemo(
    () => fitColumnWidths(shrunkColumns as never[], available) as typeof shownColumns,
    [shrunkColumns, available],
  );
  useInertMeasureRows(root);

  return (
    <div ref={root}>
      {props.searchFields && props.searchFields.length > 0 && searchShown && (
        <SearchForm
          name={`search-${tableId}`}
          fields={props.searchFields}
          values={props.searchValues}
          onSearch={onSearch}
          onReset={onReset}
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
      <ListStateView status={status} error={props.error} onRetry={props.onRetry} position="above" />
      {status === 'loading' || status === 'error' ? (
        body
      ) : (
        <Table<Row>
          {...props.tableProps}
          rowKey={rowKey}
          columns={fittedColumns}
          dataSource={dataSource as Row[]}
          loading={props.loading}
          size={density}
          onChange={(pagination, filters, sorter, extra) => {
            props.tableProps?.onChange?.(pagination, filters, sorter, extra);
            // Paging has its own handler below; a header click sorts the list (one column at a time).
            if (extra.action !== 'sort' || Array.isArray(sorter)) return;
            clearSelection();
            const pending = askedSort.current?.over === drawnSort ? askedSort.current : undefined;
            const sort = sortAfterClick(String(sorter.columnKey), sortFromSorter(sorter), pending);
            askedSort.current = { sort, over: drawnSort };
            props.onSortChange?.(sort);
          }}
          virtual={virtual}
          scroll={virtual ? { x: width, y: props.scrollY ?? 600 } : { x: width }}
          locale={props.emptyText === undefined ? undefined : { emptyText: props.emptyText }}
          rowSelection={
            batchActions
              ? { selectedRowKeys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }
              : props.tableProps?.rowSelection
          }
          pagination={
            paginate
              ? {
                  current: pendingPage?.page ?? pageNum,
                  pageSize: pendingPage?.size ?? pageSize,
                  total: props.total,
                  showSizeChanger: true,
                  pageSizeOptions: [...PAGE_SIZE_OPTIONS],
                  showTotal: (total) => `共 ${total} 条`,
                  onChange: (page, size) => {
                    clearSelection();
                    if (!props.onPageChange) return;
                    setAskedPage({ page, size, over: drawnPage });
                    props.onPageChange(page, size);
                  },
                }
              : false
          }
        />
      )}
    </div>
  );
}
