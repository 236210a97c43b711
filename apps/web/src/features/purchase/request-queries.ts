import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** One purchase request with its lines, attachments and orders; nothing while `id` is null. */
export function useRequest(id: string | null) {
  return useQuery({
    ...apiQueryOptions(api, 'get', '/api/purchase/request/detail', { params: { query: { id: id ?? '' } } }),
    enabled: id !== null,
  });
}
