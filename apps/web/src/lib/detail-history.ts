/**
 * A detail opened over a list by a search parameter (审批详情 by `processId`, a document by `detail`), moving
 * through history honestly: the history state an in-app open leaves on its entry lets closing step back to the
 * list's own entry, so ✕ followed by the browser's Back never reopens the detail.
 */
export const OPENED_HERE = { detailOpenedHere: true } as const;

/** How closing the detail moves through history. */
export type CloseStep = { kind: 'back' } | { kind: 'replace'; search: URLSearchParams };

/** The list's query with the detail `id` opened over it by `param` (pushed, with OPENED_HERE as its state). */
export function openDetailSearch(search: URLSearchParams, param: string, id: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(param, id);
  return next;
}

/**
 * Closing: when this screen pushed the open, step back to the entry it came from; when the detail came with the
 * URL (a link, a reload of a shared address, the home page), replace it with the list so Back leaves the screen.
 */
export function closeDetailStep(search: URLSearchParams, param: string, state: unknown): CloseStep {
  if (typeof state === 'object' && state !== null && 'detailOpenedHere' in state) return { kind: 'back' };
  const next = new URLSearchParams(search);
  next.delete(param);
  return { kind: 'replace', search: next };
}
