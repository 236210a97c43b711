import { type QueryKey, type SkipToken, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { filterRows } from '../rules/client-filter';
import {
  clampListPage,
  filledFilters,
  type ListParams,
  pageList,
  resetList,
  searchList,
} from '../rules/list-params';
import { type ListStatus, listStatus } from './list-status';
import { useListActions } from './use-list-actions';

/** TanStack Query options for a list loaded whole: what `apiQueryOptions(api, …)` of the sdk returns. */
export interface WholeListQueryOptions<Row> {
  queryKey: QueryKey;
  // `never`: any query function fits, whatever context it reads (the sdk's reads the signal).
  queryFn?: ((context: never) => Row[] | Promise<Row[]>) | SkipToken;
}

export interface LocalListOptions<Row> {
  /** The query that loads every row. */
  query: WholeListQueryOptions<Row>;
  enabled?: boolean;
  remove?: (ids: string[]) => Promise<unknown>;
  status?: { enabled: (row: Row) => boolean; change: (row: Row, enable: boolean) => Promise<unknown> };
  /** The list's download endpoint, given the applied filters. */
  exportFile?: (filters: Record<string, unknown>) => Promise<unknown>;
  /** More query keys to refresh after an action, besides this list's operation. */
  invalidates?: readonly QueryKey[];
  /**
   * Page the filtered rows of a long flat list (字典管理's types): page, size and filters controlled as
   * `useServerList` takes them (an app keeps them in the URL). Without it the list is one unpaged table.
   */
  paging?: { params: ListParams; onParamsChange: (next: ListParams) => void };
}

const NO_ROWS: never[] = [];

/** The rows of one page (a page past the last shows the last: after a delete, a narrower filter). */
function pageOf<Row>(rows: readonly Row[], params: ListParams) {
  const { pageNum, pageSize } = clampListPage(params, rows.length);
  const start = (pageNum - 1) * pageSize;
  return { dataSource: rows.slice(start, start + pageSize), total: rows.length, pageNum, pageSize };
}

/**
 * The controller of a list loaded whole (dictionaries, definitions, and the tree tables: menus, departments,
 * categories, locations): filters on the client by spec §2's rule (trimmed, case-insensitive substrings on each
 * given field), no paging to fake, and the same actions, status and error state as `useServerList`.
 */
export function useLocalList<Row extends object>(options: LocalListOptions<Row>) {
  const { enabled = true, paging } = options;
  const [ownFilters, setOwnFilters] = useState<Record<string, unknown>>({});
  const filters = paging ? paging.params.filters : ownFilters;
  const latest = useRef(options);
  latest.current = options;
  // The one cast at the generic boundary: any list query's options run as a query of rows.
  const query = useQuery({ ...(options.query as UseQueryOptions<Row[], Error, Row[], QueryKey>), enabled });
  const items = query.data ?? NO_ROWS;
  const rows = useMemo(() => filterRows(items, filters), [items, filters]);
  const operationKey = options.query.queryKey.slice(0, 1);
  const { run } = useListActions([operationKey, ...(options.invalidates ?? [])]);

  const { refetch } = query;
  const refresh = useCallback(() => refetch(), [refetch]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const search = useCallback((next: Record<string, unknown>) => {
    const current = latest.current.paging;
    if (current) current.onParamsChange(searchList(current.params, next));
    else setOwnFilters(filledFilters(next));
  }, []);
  const reset = useCallback(() => {
    const current = latest.current.paging;
    if (current) current.onParamsChange(resetList(current.params));
    else setOwnFilters({});
  }, []);
  const onPageChange = useCallback((pageNum: number, pageSize: number) => {
    const current = latest.current.paging;
    current?.onParamsChange(pageList(current.params, pageNum, pageSize));
  }, []);
  const remove = useCallback(
    (ids: string[]) => {
      const send = latest.current.remove;
      if (!send) throw new Error('useLocalList: remove needs the `remove` option');
      return run(() => send(ids), '删除成功');
    },
    [run],
  );
  const toggleStatus = useCallback(
    (row: Row) => {
      const status = latest.current.status;
      if (!status) throw new Error('useLocalList: toggleStatus needs the `status` option');
      const enable = !status.enabled(row);
      return run(() => status.change(row, enable), enable ? '已启用' : '已停用');
    },
    [run],
  );
  const exportFile = useCallback(() => {
    const send = latest.current.exportFile;
    if (!send) throw new Error('useLocalList: exportFile needs the `exportFile` option');
    return send(filters);
  }, [filters]);

  const status: ListStatus = listStatus({
    isPending: query.isPending,
    isError: query.isError,
    hasData: query.data !== undefined,
    isEmpty: items.length === 0,
  });
  const common = {
    loading: query.isFetching,
    status,
    error: query.error,
    onRetry: retry,
    searchValues: filters,
    onSearch: search,
    onReset: reset,
    onRefresh: retry,
  };
  return {
    /** Every row, as loaded. */
    items,
    /** The rows that pass the applied filters. */
    rows,
    filters,
    status,
    error: query.error,
    search,
    reset,
    refresh,
    run,
    remove,
    toggleStatus,
    exportFile,
    /** Spread on PermissionTable: one unpaged list of the filtered rows, or their page with `paging`. */
    tableProps: paging
      ? { ...common, ...pageOf(rows, paging.params), onPageChange }
      : { ...common, dataSource: rows, total: rows.length, paginate: false as const },
    /** Spread on TreeTable (it keeps the ancestors of each match). */
    treeProps: { ...common, items, filters },
  };
}
