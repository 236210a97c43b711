import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { useGlobalStore } from '../../stores/global-store';
import { PROJECT_PARAM, rememberedProjectKey } from './project-param';

/**
 * The project the execution screens show: `?projectId=…` of the hash URL (a reload or a shared link keeps it).
 * Opened without one, the project last chosen by this user, else the first 进行中 project, is put in the URL.
 */
export function useProjectParam() {
  const [search, setSearch] = useSearchParams();
  const userId = useGlobalStore((state) => state.userInfo?.id);
  const projectId = search.get(PROJECT_PARAM) ?? undefined;
  const remembered = userId ? localStorage.getItem(rememberedProjectKey(userId)) : null;
  const firstRunning = useQuery({
    ...apiQueryOptions(api, 'post', '/api/project/project/getPage', {
      body: { pageNum: 1, pageSize: 1, status: 'IN_PROGRESS' },
    }),
    enabled: !projectId && !remembered,
  });
  const fallback = remembered ?? firstRunning.data?.list[0]?.id;

  // Another project starts on its own first page and filters: only the project stays in the URL.
  const choose = (id: string) => {
    if (userId) localStorage.setItem(rememberedProjectKey(userId), id);
    setSearch(new URLSearchParams({ [PROJECT_PARAM]: id }));
  };

  useEffect(() => {
    if (!projectId && fallback)
      setSearch(new URLSearchParams({ [PROJECT_PARAM]: fallback }), { replace: true });
  }, [projectId, fallback, setSearch]);

  return {
    projectId,
    choose,
    /** Nothing to show yet: looking for the first 进行中 project. */
    resolving: !projectId && (remembered !== null || firstRunning.isPending),
  };
}
