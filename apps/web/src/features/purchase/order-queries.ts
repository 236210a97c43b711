import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** One purchase order with its lines, sources and stock-ins; nothing while `id` is null. */
export function useOrder(id: string | null) {
  return useQuery({
    ...apiQueryOptions(api, 'get', '/api/purchase/order/detail', { params: { query: { id: id ?? '' } } }),
    enabled: id !== null,
  });
}

/** Several orders at once (批量打印), in the order asked. */
export function useOrders(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) =>
      apiQueryOptions(api, 'get', '/api/purchase/order/detail', { params: { query: { id } } }),
    ),
  });
}
