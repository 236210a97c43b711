import type { useTableState } from '@backoffice/ui-kit';

type TableState = ReturnType<typeof useTableState>;
/** What a TanStack page query gives (any error type). */
interface PageQuery<Row> {
  data?: { list: Row[]; total: number } | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The PermissionTable props of a server-paged list: its rows and total from the page query, the paging and
 * filters from the table state, refresh as a refetch. Spread it: `<PermissionTable {...serverPaging(table, page)} …>`.
 */
export function serverPaging<Row>(table: TableState, page: PageQuery<Row>) {
  return {
    dataSource: page.data?.list ?? [],
    total: page.data?.total ?? 0,
    loading: page.isFetching,
    pageNum: table.pageNum,
    pageSize: table.pageSize,
    onPageChange: table.onPageChange,
    onSearch: table.onSearch,
    onRefresh: () => void page.refetch(),
  };
}
