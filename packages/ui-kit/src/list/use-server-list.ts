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
  knownSort,
  type ListParams,
  type ListSort,
  listAfterDelete,
  pageList,
  resetList,
  searchList,
  setListFilter,
  sortList,
} from '../rules/list-params';
import { SERVER_LIST_META } from '../rules/server-list-meta';
import { useAskWhileRendering } from './ask-while-rendering';
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

/** The applied filters and order an export sends: never the page, never the draft values of the form. */
export interface ExportParams<
  Filters extends object = Record<string, unknown>,
  Field extends string = string,
> {
  filters: Partial<Filters>;
  sort?: ListSort<Field>;
}

/**
 * `Filters`: the operation's request without paging and sort (the app types it from the contract); `Field`: the
 * fields it sorts by (the contract's `sortField` enum).
 */
export interface ServerListOptions<
  Row,
  Filters extends object = Record<string, unknown>,
  Field extends string = string,
> {
  /** The page query for the applied params (their filters already include `permanentFilters`). */
  query: (params: ListParams<Filters, Field>) => PageQueryOptions<Row>;
  /** Filters always sent and kept by 重置, never shown in the form (e.g. the role whose users are listed). */
  permanentFilters?: Partial<Filters>;
  /** Default 10 (10/20/50). */
  pageSize?: number;
  /** The fields the list sorts by; a sort by any other (a hand-edited URL) is ignored. */
  sortFields?: readonly Field[];
  /** The order before the user picks one, and after 重置 or a third click on the sorted column; none: the server's. */
  defaultSort?: ListSort<Field>;
  /** Controlled params (an app keeps them in the URL); without them the hook keeps its own. */
  params?: ListParams;
  onParamsChange?: (next: ListParams<Filters, Field>) => void;
  /** Hold the query (e.g. until a parent record is chosen). */
  enabled?: boolean;
  /** Deletes rows by id; `remove(ids)` then steps back a page when needed (spec §2). */
  remove?: (ids: string[]) => Promise<unknown>;
  /** The inline 启用/停用: whether a row is enabled, and the call that sets it. */
  status?: { enabled: (row: Row) => boolean; change: (row: Row, enable: boolean) => Promise<unknown> };
  /** The list's download endpoint, given the applied filters and order (not the page, not the draft form values). */
  exportFile?: (applied: ExportParams<Filters, Field>) => Promise<unknown>;
  /** More query keys to refresh after an action, besides this list's operation. */
  invalidates?: readonly QueryKey[];
}

/** What a server list gives its screen: state, actions, and ready-made props for PermissionTable. */
export interface ServerList<
  Row,
  Filters extends object = Record<string, unknown>,
  Field extends string = string,
> {
  params: ListParams<Filters, Field>;
  /** The applied filters (for the search form and a left tree's selection). */
  filters: Partial<Filters>;
  /** The applied order (the default one when the user picked none). */
  sort: ListSort<Field> | undefined;
  rows: Row[];
  total: number;
  status: ListStatus;
  error: unknown;
  search: (filters: Partial<Filters>) => void;
  reset: () => void;
  /** One filter set or cleared (a left tree's node, a link's filter), from page 1. */
  setFilter<K extends keyof Filters>(name: K, value: Filters[K] | undefined): void;
  /** A new order (none: the default one), from page 1. */
  setSort: (sort: ListSort<Field> | undefined) => void;
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
    /** The applied order, shown on the column it names. */
    sort: ListSort | undefined;
    /** The fields the list sorts by: the columns with these keys sort (the contract decides, not the screen). */
    sortFields: readonly string[];
    onSortChange: (sort: ListSort | undefined) => void;
    searchValues: Record<string, unknown>;
    onSearch: (filters: Record<string, unknown>) => void;
    onReset: () => void;
    onRefresh: () => void;
  };
}

const NO_FILTERS = {};
const NO_SORT_FIELDS: readonly string[] = [];

/**
 * The one controller of a server-paged list (react-admin's useListController, refine's useTable): applied params
 * (page, size, filters, sort) → one TanStack query keyed by its operation; 搜索 / 重置 / a left tree's filter; a
 * column's sort (from page 1); refresh; `remove(ids)` with spec §2's step-back; `toggleStatus`; `exportFile()`
 * with the applied filters and sort. The rows of the last page stay while the next loads, and a failed load is an
 * error state, never an empty table.
 */
export function useServerList<
  Row,
  Filters extends object = Record<string, unknown>,
  Field extends string = string,
>(options: ServerListOptions<Row, Filters, Field>): ServerList<Row, Filters, Field> {
  type Params = ListParams<Filters, Field>;
  const { permanentFilters = NO_FILTERS, enabled = true, sortFields, defaultSort } = options;
  const [ownParams, setOwnParams] = useState<Params>(() => initialListParams(options.pageSize));
  // The one cast at the generic boundary: params read back from a URL and the search form's values are untyped;
  // what the list sends is the contract's request, and a sort by a field it cannot sort by is dropped here.
  const given = (options.params ?? ownParams) as Params;
  const applied = knownSort(given.sort, sortFields);
  const params = useMemo<Params>(() => {
    if (applied === given.sort) return given;
    const { sort: _unknown, ...rest } = given;
    return { ...rest, ...(applied ? { sort: applied } : {}) };
  }, [given, applied]);
  const latest = useRef({ params, options, total: 0 });
  latest.current.params = params;
  latest.current.options = options;

  const setParams = useCallback((update: (current: Params) => Params) => {
    const { params: current, options: currentOptions } = latest.current;
    const next = update(current);
    if (next === current) return;
    latest.current.params = next;
    if (currentOptions.onParamsChange) currentOptions.onParamsChange(next);
    else setOwnParams(next);
  }, []);

  const sort = params.sort ?? defaultSort;
  const sent = useMemo<Params>(
    () => ({
      ...params,
      filters: { ...params.filters, ...permanentFilters },
      ...(sort ? { sort } : {}),
    }),
    [params, permanentFilters, sort],
  );
  // Any page query's options (the sdk's carry their own key and error types) run as a query of pages.
  const page = options.query(sent) as UseQueryOptions<PageResult<Row>, Error, PageResult<Row>, QueryKey>;
  const queryOptions = { ...page, meta: { ...page.meta, ...SERVER_LIST_META } };
  const askedFirst = useAskWhileRendering(queryOptions, enabled);
  const query = useQuery({
    ...queryOptions,
    enabled,
    placeholderData: keepPreviousData,
    retryOnMount: !askedFirst,
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
    (filters: Partial<Filters>) => setParams((p) => searchList(p, filters)),
    [setParams],
  );
  const reset = useCallback(() => setParams(resetList), [setParams]);
  const setFilter = useCallback(
    <K extends keyof Filters>(name: K, value: Filters[K] | undefined) =>
      setParams((p) => setListFilter(p, name, value)),
    [setParams],
  );
  const setSort = useCallback(
    (next: ListSort<Field> | undefined) => setParams((p) => sortList(p, next)),
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
    const { options: current, params: now } = latest.current;
    if (!current.exportFile) throw new Error('useServerList: exportFile needs the `exportFile` option');
    const order = now.sort ?? current.defaultSort;
    return current.exportFile({
      filters: { ...now.filters, ...(current.permanentFilters ?? {}) },
      ...(order ? { sort: order } : {}),
    });
  }, []);

  const status = listStatus({
    isPending: query.isPending,
    isError: query.isError,
    hasData: query.data !== undefined,
    isEmpty: total === 0 && rows.length === 0,
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  // The generic boundary: the search form gives its values and the table a column's key untyped; they are this
  // operation's filters and sort fields (the table offers an order only on a column whose key is in sortFields).
  const untyped = { filters: params.filters, search, setSort } as unknown as {
    filters: Record<string, unknown>;
    search: (filters: Record<string, unknown>) => void;
    setSort: (sort: ListSort | undefined) => void;
  };
  return {
    params,
    filters: params.filters,
    sort,
    rows,
    total,
    status,
    error: query.error,
    search,
    reset,
    setFilter,
    setSort,
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
      sort,
      sortFields: sortFields ?? NO_SORT_FIELDS,
      onSortChange: untyped.setSort,
      searchValues: untyped.filters,
      onSearch: untyped.search,
      onReset: reset,
      onRefresh: retry,
    },
  };
}
