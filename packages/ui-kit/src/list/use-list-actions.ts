import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notify } from '../notify/notify-target';

/**
 * Runs the actions of a screen: `run(action, success)` sends, then shows the light success message, then
 * refreshes every query under `invalidates` (by prefix, after a failure too — the server may have changed
 * something). A failure shows nothing more (the sdk has said why) and resolves to false; success to true.
 * `before` runs after success and before the refresh (a page step-back, closing a dialog).
 */
export function useListActions(invalidates: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  // The latest keys, read when an action settles: callers may pass a fresh array each render, and `run` stays
  // the same function so memoised columns that call it are not rebuilt.
  const keys = useRef(invalidates);
  keys.current = invalidates;
  const invalidate = useCallback(
    () => Promise.all(keys.current.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );
  const run = useCallback(
    async (action: () => Promise<unknown>, success: string, before?: () => unknown): Promise<boolean> => {
      try {
        await action();
      } catch {
        await invalidate();
        return false;
      }
      notify({ level: 'success', title: success });
      await before?.();
      await invalidate();
      return true;
    },
    [invalidate],
  );
  return { run, invalidate };
}
