import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width last measured, the first guess for the next element: lists open one after another in the same
 * layout, so a new table usually starts at the width it will measure and renders once, not twice.
 */
let lastWidth = 0;

/**
 * The element's content width in whole pixels, kept up to date as it resizes while `enabled`; 0 where there is
 * no ResizeObserver, and until the first measurement the width last measured on the page.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, enabled = true): number {
  const [width, setWidth] = useState(() => (typeof ResizeObserver === 'undefined' ? 0 : lastWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      lastWidth = Math.floor(element.clientWidth);
      setWidth(lastWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return width;
}
