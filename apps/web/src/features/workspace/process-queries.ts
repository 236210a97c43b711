import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useGlobalStore } from '../../stores/global-store';
import type { DetailContext } from './process-actions';

const QUERY_TYPES = { todo: 'PENDING', done: 'DONE', myapply: 'MY_APPLY', cc: 'CC' } as const;

/** After an action: every process list, detail and history is stale, and so is the to-do badge. */
export async function afterProcessChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    (
      [
        'getAllProcesses',
        'getProcessPage',
        'getAllProcessNodes',
        'getAllProcessNodeHistories',
        'getProcessHistoryPage',
        'getCcPage',
      ] as const
    ).map((id) => queryClient.invalidateQueries({ queryKey: operationKey(id) })),
  );
  await useGlobalStore.getState().refreshTodoCount();
}

/** What the approval detail shows of one process, seen from the list it was opened from; nothing when closed. */
export function useProcessDetail(processId: string | null, context: DetailContext) {
  const enabled = processId !== null;
  const id = processId ?? '';
  const processes = useQuery({
    ...apiQueryOptions(api, 'post', '/api/workflow/process/getAll', {
      body: { queryType: QUERY_TYPES[context], processId: id },
    }),
    enabled,
  });
  const nodes = useQuery({
    ...apiQueryOptions(api, 'post', '/api/workflow/processNode/getAll', { body: { processId: id } }),
    enabled,
  });
  const histories = useQuery({
    ...apiQueryOptions(api, 'post', '/api/workflow/processNodeHistory/getAll', { body: { processId: id } }),
    enabled,
  });
  return {
    isPending: processes.isPending,
    isError: processes.isError,
    retry: () => processes.refetch(),
    process: processes.data?.find((record) => record.id === processId),
    nodes: nodes.data ?? [],
    histories: histories.data ?? [],
  };
}
