import { type RefObject, useEffect } from 'react';

const MEASURE_ROW = '.ant-table-measure-row';

/** Marks every measuring row under `root` inert; returns how many it marked. */
export function inertMeasureRows(root: ParentNode): number {
  const rows = root.querySelectorAll(`${MEASURE_ROW}:not([inert])`);
  for (const row of rows) row.setAttribute('inert', '');
  return rows.length;
}

/**
 * antd's Table copies every column title into a hidden measuring row (`aria-hidden`), so the select-all checkbox
 * of a selectable table sits there too, still focusable (axe: aria-hidden-focus, issue 12). `inert` takes that
 * copy out of the tab order; the table re-creates the row when its columns change, so it is watched.
 */
export function useInertMeasureRows(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    inertMeasureRows(root);
    const observer = new MutationObserver(() => inertMeasureRows(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
