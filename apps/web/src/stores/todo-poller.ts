import { TODO_POLL_INTERVAL_MS } from '@backoffice/sdk/constants';

export interface TodoPollerOptions {
  fetchCount: () => Promise<number>;
  onCount: (count: number) => void;
  isHidden: () => boolean;
  intervalMs?: number;
}

/**
 * spec §4: the to-do count is refreshed every 3 minutes and not while the page is hidden. A poll missed while
 * hidden happens at once when the page shows again. Never two requests at a time.
 */
export function createTodoPoller({
  fetchCount,
  onCount,
  isHidden,
  intervalMs = TODO_POLL_INTERVAL_MS,
}: TodoPollerOptions) {
  let inFlight: Promise<void> | undefined;
  let missed = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const refresh = (): Promise<void> => {
    inFlight ??= fetchCount()
      .then(onCount, () => {
        // the sdk already told the user; the badge keeps its last count
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  const tick = () => {
    if (isHidden()) missed = true;
    else void refresh();
  };
  return {
    refresh,
    start() {
      void refresh();
      timer = setInterval(tick, intervalMs);
    },
    /** Call on `visibilitychange`. */
    onVisibilityChange() {
      if (!isHidden() && missed) {
        missed = false;
        void refresh();
      }
    },
    stop() {
      clearInterval(timer);
    },
  };
}
