import type { ColumnType } from 'antd/es/table';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isKeyColumnTitle } from '../rules/key-column';
import { loadContentWidths, saveContentWidths } from './column-settings';

/** The attribute on the cells whose content sets their column's width: its value is the column's key. */
export const FIT_CONTENT_ATTRIBUTE = 'data-fit-content';

/**
 * Whether a column is as wide as its content: a key column (read whole, never cut: rules/key-column) and a fixed
 * column other than 序号 (操作: its links must never hang out of the cell under the data beside it).
 */
export const fitsContent = (column: ColumnType<never>, indexKey: string): boolean =>
  String(column.key) !== indexKey && (Boolean(column.fixed) || isKeyColumnTitle(column.title));

/** The column with its header and body cells marked for measuring (FIT_CONTENT_ATTRIBUTE), on one line. */
export function markFitContent<Row>(column: ColumnType<Row>): ColumnType<Row> {
  const mark = { [FIT_CONTENT_ATTRIBUTE]: String(column.key) };
  return {
    ...column,
    onHeaderCell: (header) => ({
      ...column.onHeaderCell?.(header),
      ...mark,
      style: { ...column.onHeaderCell?.(header)?.style, whiteSpace: 'nowrap' },
    }),
    onCell: (row, index) => ({
      ...column.onCell?.(row, index),
      ...mark,
      style: { ...column.onCell?.(row, index)?.style, whiteSpace: 'nowrap' },
    }),
  };
}

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * The width each marked column needs, by key: the widest of its cells' content laid out on one line, plus the
 * cell's padding and borders. Each cell's content is copied into a hidden box of `max-content` width inside the
 * cell (same fonts and styles, no effect on the layout), all copies are read in one layout, then removed.
 */
export function measureContentWidths(root: ParentNode): Record<string, number> {
  const cells = [...root.querySelectorAll<HTMLElement>(`[${FIT_CONTENT_ATTRIBUTE}]`)];
  const copies = cells.map((cell) => {
    const copy = document.createElement('div');
    copy.style.cssText =
      'position:absolute;visibility:hidden;left:0;top:0;width:max-content;white-space:nowrap;pointer-events:none';
    copy.setAttribute('aria-hidden', 'true');
    for (const child of cell.childNodes) copy.append(child.cloneNode(true));
    cell.append(copy);
    return copy;
  });
  const needed: Record<string, number> = {};
  cells.forEach((cell, index) => {
    const copy = copies[index] as HTMLElement;
    const style = getComputedStyle(cell);
    const content = copy.getBoundingClientRect().width;
    if (content > 0) {
      const width = Math.ceil(
        content +
          px(style.paddingLeft) +
          px(style.paddingRight) +
          px(style.borderLeftWidth) +
          px(style.borderRightWidth),
      );
      const key = cell.getAttribute(FIT_CONTENT_ATTRIBUTE) ?? '';
      needed[key] = Math.max(needed[key] ?? 0, width);
    }
  });
  for (const copy of copies) copy.remove();
  return needed;
}

/** Whether a change happened inside a cell measured for its content. */
const inMarkedCell = ({ target }: MutationRecord) =>
  Boolean((target instanceof Element ? target : target.parentElement)?.closest(`[${FIT_CONTENT_ATTRIBUTE}]`));

const sameWidths = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/**
 * The widths the marked columns under `root` need (measureContentWidths), measured after every render of the
 * table (a few dozen cells read in one layout; it renders again only when a width changes), and when a cell
 * changes by itself, without the table rendering (a status tag whose dictionary arrives: the raw value it showed
 * until then must not leave its column that wide, nor the next visit start from that width); with a `tableId`,
 * starting from the widths its last visit measured (column-settings.ts), so rows that need the same are drawn
 * once. While nothing is drawn to measure (the list is loading) the widths known are kept. {} where nothing is
 * known or laid out (tests).
 */
export function useContentWidths(
  ref: RefObject<HTMLElement | null>,
  tableId?: string,
): Record<string, number> {
  const [needed, setNeeded] = useState<Record<string, number>>(() =>
    tableId === undefined ? {} : loadContentWidths(tableId),
  );
  const latest = useRef(needed);
  latest.current = needed;
  const observer = useRef<MutationObserver | null>(null);
  const measure = useCallback(() => {
    const root = ref.current;
    if (!root) return;
    const measured = measureContentWidths(root);
    // What changed up to now is measured (the render's own mutations, and the copies measuring made and removed):
    // the observer hears only of what changes after this.
    observer.current?.takeRecords();
    if (Object.keys(measured).length === 0 || sameWidths(latest.current, measured)) return;
    if (tableId !== undefined) saveContentWidths(tableId, measured);
    setNeeded(measured);
  }, [ref, tableId]);
  useLayoutEffect(measure);
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    // Only a marked cell's content: a wave on a pressed button or a row's checkbox is no width.
    observer.current = new MutationObserver((records) => {
      if (records.some(inMarkedCell)) measure();
    });
    observer.current.observe(root, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [ref, measure]);
  return needed;
}
