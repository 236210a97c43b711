import type { HttpMethod, OperationOf, PathsWith } from '@backoffice/sdk';
import type { ExportParams, ListParams, ListSort } from '@backoffice/ui-kit';

type RequestBodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never;
/** The JSON request of a list operation, from the contract. */
export type ListRequest<M extends HttpMethod, P extends PathsWith<M>> = RequestBodyOf<OperationOf<P, M>>;
type PagingAndSort = 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder';
/**
 * The filters of a list operation: its request without paging and order, e.g.
 * `ListFilters<'post', '/api/admin/user/getPage'>` (useServerList's `Filters`).
 */
export type ListFilters<M extends HttpMethod, P extends PathsWith<M>> = Omit<
  ListRequest<M, P>,
  PagingAndSort
>;
/** The fields a list operation sorts by: its `sortField` enum (useServerList's `Field` and `sortFields`). */
export type ListSortField<M extends HttpMethod, P extends PathsWith<M>> =
  ListRequest<M, P> extends { sortField?: infer Field } ? Extract<Field, string> : never;

/** The order as the contract's request names it; nothing when the user chose none (the server's default). */
export const sortRequest = <Field extends string>(sort: ListSort<Field> | undefined) =>
  sort ? { sortField: sort.field, sortOrder: sort.order } : {};

/** The paging and order of a page request; the filters are added by each screen (some map them first). */
export const pageRequest = <Field extends string>({
  pageNum,
  pageSize,
  sort,
}: ListParams<object, Field>) => ({
  pageNum,
  pageSize,
  ...sortRequest(sort),
});

/** The export request of the applied filters and order (never paging: an export is every matching row). */
export const exportRequest = <Filters extends object, Field extends string>({
  filters,
  sort,
}: ExportParams<Filters, Field>) => ({ ...filters, ...sortRequest(sort) });
