import type { Notice, Notify } from '@backoffice/sdk';

/**
 * The app's notices, without antd's notification code: most visits never show one, so the code that draws them
 * loads only when it is needed (issue 12: the home page's JS). A notice sent before then waits here and asks for
 * it; once it is there, every notice goes straight to it.
 */
export function createNoticeQueue() {
  const waiting: Notice[] = [];
  const listeners = new Set<() => void>();
  let target: Notify | undefined;
  const notify: Notify = (notice) => {
    if (target) return target(notice);
    waiting.push(notice);
    for (const listener of listeners) listener();
  };
  return {
    notify,
    /** Calls `listener` when a notice is waiting for the code that shows it (at once if one already is). */
    onWaiting(listener: () => void): () => void {
      if (waiting.length > 0) listener();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** From now on notices go to `next`, the waiting ones first. */
    deliverTo(next: Notify): void {
      target = next;
      for (const notice of waiting.splice(0)) next(notice);
    },
  };
}

export const notices = createNoticeQueue();
