import { PENDING_QUERY_TYPE } from '@backoffice/sdk/constants';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MenuPermission } from '../lib/access';
import { api } from '../lib/api';
import { FIRST_CALLS, MENU_PERMISSIONS_PATH } from '../lib/first-calls';
import { keptAnswer } from '../lib/session-cache';
import { useGlobalStore } from '../stores/global-store';
import { createTodoPoller } from '../stores/todo-poller';

/** Session queries run only while someone is logged in: a cleared cache must not refetch without a token. */
export const useLoggedIn = () => useGlobalStore((state) => Boolean(state.userInfo?.id));

/**
 * spec §6: menu permissions fetched by token, kept as authData; the call's state, for its failure page. The last
 * visit's answer (the same user's) shows the menu at once while the server is asked again (issue 26).
 */
export function useMenuPermissions(): { error: unknown; isError: boolean; retry: () => void } {
  const setMenuPermissions = useGlobalStore((state) => state.setMenuPermissions);
  const enabled = useLoggedIn();
  const options = apiQueryOptions(api, 'get', MENU_PERMISSIONS_PATH);
  const { data, error, isError, refetch } = useQuery({
    ...options,
    ...keptAnswer<MenuPermission[]>(FIRST_CALLS.menu, options.queryFn),
    enabled,
  });
  useEffect(() => {
    if (data) setMenuPermissions(data);
  }, [data, setMenuPermissions]);
  return { error, isError, retry: () => void refetch() };
}

/** spec §4: the to-do count, only once a user id exists, every 3 minutes, not while the page is hidden. */
export function useTodoCount(): void {
  const userId = useGlobalStore((state) => state.userInfo?.id);
  const { setTodoCount, setTodoRefresher } = useGlobalStore.getState();
  useEffect(() => {
    if (!userId) return;
    const poller = createTodoPoller({
      fetchCount: async () =>
        (
          await api.POST('/api/workflow/process/getAll', {
            body: { queryType: PENDING_QUERY_TYPE },
            httpNotice: false,
          })
        ).length,
      onCount: setTodoCount,
      isHidden: () => document.visibilityState === 'hidden',
    });
    setTodoRefresher(poller.refresh);
    poller.start();
    document.addEventListener('visibilitychange', poller.onVisibilityChange);
    return () => {
      poller.stop();
      document.removeEventListener('visibilitychange', poller.onVisibilityChange);
    };
  }, [userId, setTodoCount, setTodoRefresher]);
}
