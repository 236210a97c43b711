import { useCallback, useState } from 'react';

/**
 * Whether a select has been opened yet, and what its `onOpenChange` calls: its list is asked for when the user first
 * opens it, not when the field is drawn. A list screen's query bar holds several of these, and each asked for its
 * page as the screen opened, before the list's first row (issue 26); a chosen value is still named at once.
 */
export function useOpenedOnce(): [opened: boolean, openedNow: (open: boolean) => void] {
  const [opened, setOpened] = useState(false);
  const openedNow = useCallback((open: boolean) => {
    if (open) setOpened(true);
  }, []);
  return [opened, openedNow];
}
