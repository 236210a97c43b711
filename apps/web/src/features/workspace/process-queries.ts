import { operationKey } from '@backoffice/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { useGlobalStore } from '../../stores/global-store';

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
