import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const orderQuery = (id: string) =>
  apiQueryOptions(api, 'get', '/api/purchase/order/detail', { params: { query: { id } } });

/** One purchase order with its lines, sources and stock-ins; nothing while `id` is null. */
export function useOrder(id: string | null) {
  return useQuery({ ...orderQuery(id ?? ''), enabled: id !== null });
}

/**
 * Several orders at once (批量打印), in the order asked: one query over each order's own (cached) query. Not
 * TanStack's useQueries, which would bring its observer of many queries into the chunk every screen loads.
 */
export function useOrders(ids: readonly string[]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['purchaseOrderPrint', ids],
    queryFn: () => Promise.all(ids.map((id) => queryClient.fetchQuery(orderQuery(id)))),
  });
}
