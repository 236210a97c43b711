import { useRef } from 'react';

/**
 * Whether something has been open at least once: a lazily loaded drawer is mounted from its first opening on
 * (not before, so the list does not wait for its code) and stays mounted, so it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}
