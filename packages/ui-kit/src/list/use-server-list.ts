import {
  keepPreviousData,
  type QueryKey,
  type SkipToken,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  clampListPage,
  initialListParams,
  type ListParams,
  listAfterDelete,
  pageList,
  resetList,
  searchList,
  setListFilter,
} from '../rules/list-params';
import { type ListStatus, listStatus } from './list-status';
import { useListActions } from './use-list-actions';

/** One page of a server list (the contract's page shape). */
export interface PageResult<Row> {
  list: Row[];
  total: number;
}

/** TanStack Query options for one page: what `apiQueryOptions(api, …)` of the sdk returns. */
export interface PageQueryOptions<Row> {
  queryKey: QueryKey;
  // `never`: any query function fits, whatever context it reads (the sdk's reads the signal).
  queryFn?: ((context: never) => PageResult<Row> | Promise<PageResult<Row>>) | SkipToken;
}

export interface ServerListOptions<Row> {
  /** The page query for the applied params (their filters already include `permanentFilters`). */
  query: (params: ListParams) => PageQueryOptions<Row>;
  /** Filters always sent and kept by 重置, never shown in the form (e.g. the role whose users are listed). */
  permanentFilters?: Record<string, unknown>;
  /** Default 10 (10/20/50). */
  pageSize?: number;
  /** Controlled params (an app keeps them in the URL); without them the hook keeps its own. */
  params?: ListParams;
  onParamsChange?: (next: ListParams) => void;
  /** Hold the query (e.g. until a parent record is chosen). */
  enabled?: boolean;
  /** Deletes rows by id; `remove(ids)` then steps back a page when needed (spec §2). */
  remove?: (ids: string[]) => Promise<unknown>;
  /** The inline 启用/停用: whether a row is enabled, and the call that sets it. */
  status?: { enabled: (row: Row) => boolean; change: (row: Row, enable: boolean) => Promise<unknown> };
  /** The list's download endpoint, given the applied filters (not the page, not the draft form values). */
  exportFile?: (filters: Record<string, unknown>) => Promise<unknown>;
  /** More query keys to refresh after an action, besides this list's operation. */
  invalidates?: readonly QueryKey[];
}

/** What a server list gives its screen: state, actions, and ready-made props for PermissionTable. */
export interface ServerList<Row> {
  params: ListParams;
  /** The applied filters (for the search form and a left tree's selection). */
  filters: Record<string, unknown>;
  rows: Row[];
  total: number;
  status: ListStatus;
  error: unknown;
  search: (filters: Record<string, unknown>) => void;
  reset: () => void;
  setFilter: (name: string, value: unknown) => void;
  refresh: () => Promise<unknown>;
  /** Any other action of the screen: run it, say `success`, refresh the list. */
  run: (action: () => Promise<unknown>, success: string) => Promise<boolean>;
  remove: (ids: string[]) => Promise<boolean>;
  toggleStatus: (row: Row) => Promise<boolean>;
  exportFile: () => Promise<unknown>;
  /** Spread on PermissionTable. */
  tableProps: {
    dataSource: Row[];
    total: number;
    loading: boolean;
    status: ListStatus;
    error: unknown;
    onRetry: () => void;
    pageNum: number;
    pageSize: number;
    onPageChange: (pageNum: number, pageSize: number) => void;
    searchValues: Record<string, unknown>;
    onSearch: (filters: Record<string, unknown>) => void;
    onReset: () => void;
    onRefresh: () => void;
  };
}

const NO_FILTERS: Record<string, unknown> = {};

/**
 * The one controller of a server-paged list (react-admin's useListController, refine's useTable): applied params
 * (page, size, filters) → one TanStack query keyed by its operation; 搜索 / 重置 / a left tree's filter; refresh;
 * `remove(ids)` with spec §2's step-back; `toggleStatus`; `exportFile()` with the applied filters. The rows of
 * the last page stay while the next loads, and a failed load is an error state, never an empty table.
 */
export function useServerList<Row>(options: ServerListOptions<Row>): ServerList<Row> {
  const { permanentFilters = NO_FILTERS, enabled = true } = options;
  const [ownParams, setOwnParams] = useState(() => initialListParams(options.pageSize));
  const params = options.params ?? ownParams;
  const latest = useRef({ params, options, total: 0 });
  latest.current.params = params;
  latest.current.options = options;

  const setParams = useCallback((update: (current: ListParams) => ListParams) => {
    const { params: current, options: currentOptions } = latest.current;
    const next = update(current);
    if (next === current) return;
    latest.current.params = next;
    if (currentOptions.onParamsChange) currentOptions.onParamsChange(next);
    else setOwnParams(next);
  }, []);

  const sent = useMemo(
    () => ({ ...params, filters: { ...params.filters, ...permanentFilters } }),
    [params, permanentFilters],
  );
  const queryOptions = options.query(sent);
  // The one cast at the generic boundary: any page query's options (the sdk's carry its own key and error
  // types) run as a query of pages.
  const query = useQuery({
    ...(queryOptions as UseQueryOptions<PageResult<Row>, Error, PageResult<Row>, QueryKey>),
    enabled,
    placeholderData: keepPreviousData,
  });
  // Rows kept from the last page while the next loads are numbered by the params they belong to (list-pattern §4).
  const shown = useRef(sent);
  if (query.data !== undefined && !query.isPlaceholderData) shown.current = sent;
  const shownParams = query.isPlaceholderData ? shown.current : sent;
  const rows = query.data?.list ?? [];
  const total = query.data?.total ?? 0;
  latest.current.total = total;
  const operationKey = queryOptions.queryKey.slice(0, 1);
  const { run } = useListActions([operationKey, ...(options.invalidates ?? [])]);

  // Safety net (list-pattern §5): a page past the last after a settled, real fetch goes to the last page.
  useEffect(() => {
    if (enabled && query.isSuccess && !query.isPlaceholderData && !query.isFetching)
      setParams((current) => clampListPage(current, total));
  }, [enabled, query.isSuccess, query.isPlaceholderData, query.isFetching, total, setParams]);

  const { refetch } = query;
  const refresh = useCallback(() => refetch(), [refetch]);
  const search = useCallback(
    (filters: Record<string, unknown>) => setParams((p) => searchList(p, filters)),
    [setParams],
  );
  const reset = useCallback(() => setParams(resetList), [setParams]);
  const setFilter = useCallback(
    (name: string, value: unknown) => setParams((p) => setListFilter(p, name, value)),
    [setParams],
  );
  const onPageChange = useCallback(
    (pageNum: number, pageSize: number) => setParams((p) => pageList(p, pageNum, pageSize)),
    [setParams],
  );

  const remove = useCallback(
    (ids: string[]) => {
      const send = latest.current.options.remove;
      if (!send) throw new Error('useServerList: remove needs the `remove` option');
      const totalBefore = latest.current.total;
      return run(
        () => send(ids),
        '删除成功',
        () => setParams((p) => listAfterDelete(p, totalBefore, ids.length)),
      );
    },
    [run, setParams],
  );
  const toggleStatus = useCallback(
    (row: Row) => {
      const status = latest.current.options.status;
      if (!status) throw new Error('useServerList: toggleStatus needs the `status` option');
      const enable = !status.enabled(row);
      return run(() => status.change(row, enable), enable ? '已启用' : '已停用');
    },
    [run],
  );
  const exportFile = useCallback(() => {
    const { options: current, params: applied } = latest.current;
    if (!current.exportFile) throw new Error('useServerList: exportFile needs the `exportFile` option');
    return current.exportFile({ ...applied.filters, ...(current.permanentFilters ?? {}) });
  }, []);

  const status = listStatus({
    isPending: query.isPending,
    isError: query.isError,
    hasData: query.data !== undefined,
    isEmpty: total === 0 && rows.length === 0,
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    params,
    filters: params.filters,
    rows,
    total,
    status,
    error: query.error,
    search,
    reset,
    setFilter,
    refresh,
    run,
    remove,
    toggleStatus,
    exportFile,
    tableProps: {
      dataSource: rows,
      total,
      loading: query.isFetching,
      status,
      error: query.error,
      onRetry: retry,
      pageNum: shownParams.pageNum,
      pageSize: shownParams.pageSize,
      onPageChange,
      searchValues: params.filters,
      onSearch: search,
      onReset: reset,
      onRefresh: retry,
    },
  };
}
