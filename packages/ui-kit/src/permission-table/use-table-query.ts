import { useCallback, useEffect, useRef, useState } from 'react';
import { pageAfterDelete } from '../rules/paging';

export interface TableQueryParams {
  pageNum: number;
  pageSize: number;
  filters: Record<string, unknown>;
  signal: AbortSignal;
}

/**
 * The paging and filter state of a server-paged PermissionTable, without the fetching: pair it with TanStack
 * Query (`useQuery` keyed on `pageNum`, `pageSize`, `filters`) or use `useTableQuery`. A search goes back to
 * page 1; `afterDelete` applies spec §2's step-back rule.
 */
export function useTableState(options: { pageSize?: number; filters?: Record<string, unknown> } = {}) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: options.pageSize ?? 10 });
  const [filters, setFilters] = useState<Record<string, unknown>>(options.filters ?? {});
  return {
    ...page,
    filters,
    onPageChange: useCallback((pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }), []),
    onSearch: useCallback((next: Record<string, unknown>) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNum: 1 }));
    }, []),
    /** `total` is the count before the delete. */
    afterDelete: useCallback((total: number, deleted = 1) => {
      setPage((current) => ({
        ...current,
        pageNum: pageAfterDelete(current.pageNum, current.pageSize, total, deleted),
      }));
    }, []),
  };
}

/**
 * Server paging for a PermissionTable: calls `request` whenever the page, the filters or a reload ask for it
 * (aborting the call it replaces) and hands back the table's props. `afterDelete` applies spec §2's rule.
 */
export function useTableQuery<Row>(
  request: (params: TableQueryParams) => Promise<{ list: Row[]; total: number }>,
  options: { pageSize?: number; filters?: Record<string, unknown> } = {},
) {
  const {
    pageNum,
    pageSize,
    filters,
    onPageChange,
    onSearch,
    afterDelete: stepBack,
  } = useTableState(options);
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ list: Row[]; total: number; loading: boolean; error?: unknown }>({
    list: [],
    total: 0,
    loading: true,
  });
  const requestRef = useRef(request);
  requestRef.current = request;

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setResult((previous) => ({ ...previous, loading: true }));
    requestRef
      .current({ pageNum, pageSize, filters, signal: controller.signal })
      .then(({ list, total }) => {
        if (!controller.signal.aborted) setResult({ list, total, loading: false });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult((previous) => ({ ...previous, loading: false, error }));
      });
    return () => controller.abort();
  }, [pageNum, pageSize, filters, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const afterDelete = useCallback(
    (deleted = 1) => {
      stepBack(result.total, deleted);
      reload();
    },
    [reload, stepBack, result.total],
  );

  return {
    reload,
    afterDelete,
    filters,
    error: result.error,
    tableProps: {
      dataSource: result.list,
      total: result.total,
      loading: result.loading,
      pageNum,
      pageSize,
      onPageChange,
      onSearch,
      onRefresh: reload,
    },
  };
}
