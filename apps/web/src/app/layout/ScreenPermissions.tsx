import type { Schema } from '@backoffice/sdk';
import { QUERY_CACHE_TIME_MS } from '@backoffice/sdk/constants';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { ListStateView, PermissionProvider } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { api } from '../../lib/api';
import { FIRST_CALLS, OPERATION_PERMISSIONS_PATH } from '../../lib/first-calls';
import { keptAnswer } from '../../lib/session-cache';
import { authStore } from '../../stores/auth-store';

/**
 * spec §6: the operation permissions of one page URL, fetched per token and URL, reused for the cache time. The
 * last visit's answer (the same user's) is shown at once while the server is asked again (issue 26).
 */
export const operationPermissionsQuery = (url: string) => {
  const options = apiQueryOptions(api, 'get', OPERATION_PERMISSIONS_PATH, {
    params: { query: { url } },
  });
  return {
    ...options,
    ...keptAnswer<Schema<'OperationPermission'>[]>(FIRST_CALLS.operations(url), options.queryFn),
    // spec §9: cached 5 minutes; a screen opened again within that time shows at once, with no new call.
    staleTime: QUERY_CACHE_TIME_MS,
  };
};

/**
 * Permission before paint: a screen renders only once the operation codes of its URL are known, so no gated
 * column or button is ever drawn and then taken away. While they load the layout shows a skeleton; if the call
 * fails, its reason with 重试 — never the unrestricted screen. The codes reach every gated component through the
 * ui-kit's one permission source; the auth store (spec §4) holds the same items, for no component to read.
 */
export function ScreenPermissions({ url, children }: { url: string; children: ReactNode }) {
  const query = useQuery(operationPermissionsQuery(url));
  const codes = useMemo(() => (query.data ?? []).map((item) => item.code), [query.data]);
  useEffect(() => {
    if (query.data) authStore.getState().setItems(query.data);
  }, [query.data]);

  if (query.data === undefined)
    return (
      <ListStateView
        status={query.isError ? 'error' : 'loading'}
        error={query.error}
        onRetry={() => void query.refetch()}
        position="body"
      />
    );
  return <PermissionProvider codes={codes}>{children}</PermissionProvider>;
}
