import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** One supplier with its contacts and qualifications; nothing while `id` is null. */
export function useSupplier(id: string | null) {
  return useQuery({
    ...apiQueryOptions(api, 'get', '/api/purchase/supplier/detail', { params: { query: { id: id ?? '' } } }),
    enabled: id !== null,
  });
}
