import { type QueryKey, type SkipToken, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { filterRows } from '../rules/client-filter';
import { filledFilters } from '../rules/list-params';
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
}

const NO_ROWS: never[] = [];

/**
 * The controller of a list loaded whole (dictionaries, definitions, and the tree tables: menus, departments,
 * categories, locations): filters on the client by spec §2's rule (trimmed, case-insensitive substrings on each
 * given field), no paging to fake, and the same actions, status and error state as `useServerList`.
 */
export function useLocalList<Row extends object>(options: LocalListOptions<Row>) {
  const { enabled = true } = options;
  const [filters, setFilters] = useState<Record<string, unknown>>({});
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
  const search = useCallback((next: Record<string, unknown>) => setFilters(filledFilters(next)), []);
  const reset = useCallback(() => setFilters({}), []);
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
    /** Spread on PermissionTable (one unpaged list of the filtered rows). */
    tableProps: { ...common, dataSource: rows, total: rows.length, paginate: false as const },
    /** Spread on TreeTable (it keeps the ancestors of each match). */
    treeProps: { ...common, items, filters },
  };
}
