import { DETAIL_PARAM } from '../../lib/approval-detail';

/**
 * The history state an in-app open leaves on its entry: closing then steps back to the list's own entry, so ✕
 * followed by the browser's Back never reopens the detail.
 */
export const OPENED_HERE = { approvalDetailOpenedHere: true } as const;

/** How closing the detail moves through history. */
export type CloseStep = { kind: 'back' } | { kind: 'replace'; search: URLSearchParams };

/** The list's query with the detail of `processId` opened over it (pushed, with OPENED_HERE as its state). */
export function openDetailSearch(search: URLSearchParams, processId: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(DETAIL_PARAM, processId);
  return next;
}

/**
 * Closing: when this screen pushed the open, step back to the entry it came from; when the detail came with the
 * URL (a link, a reload of a shared address, the home page), replace it with the list so Back leaves the screen.
 */
export function closeDetailStep(search: URLSearchParams, state: unknown): CloseStep {
  if (typeof state === 'object' && state !== null && 'approvalDetailOpenedHere' in state)
    return { kind: 'back' };
  const next = new URLSearchParams(search);
  next.delete(DETAIL_PARAM);
  return { kind: 'replace', search: next };
}
