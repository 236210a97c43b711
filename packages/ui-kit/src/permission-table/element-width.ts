import { type RefObject, useLayoutEffect, useState } from 'react';
import { loadRoomWidth, saveRoomWidth } from './column-settings';

/**
 * The width last measured, the first guess for the next element: lists open one after another in the same
 * layout, so a new table usually starts at the width it will measure and renders once, not twice.
 */
let lastWidth = 0;

/**
 * The element's content width in whole pixels, kept up to date as it resizes while `enabled`; 0 where there is
 * no ResizeObserver. Until the first measurement: the width last measured on the page, or on a new page the width
 * the table (`tableId`) had on its last visit in a window as wide as this one (issue 26: a deep link's table is
 * drawn once with its rows, not drawn and then drawn again at the measured width).
 */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  enabled = true,
  tableId?: string,
): number {
  const [width, setWidth] = useState(() => {
    if (typeof ResizeObserver === 'undefined') return 0;
    if (lastWidth > 0 || tableId === undefined) return lastWidth;
    return loadRoomWidth(tableId, window.innerWidth) ?? 0;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      lastWidth = Math.floor(element.clientWidth);
      if (tableId !== undefined) saveRoomWidth(tableId, window.innerWidth, lastWidth);
      setWidth(lastWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, tableId]);
  return width;
}
