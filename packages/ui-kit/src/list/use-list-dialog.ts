import { useCallback, useState } from 'react';

/**
 * The dialog a list screen has open (its form, a detail, a picker), as a value the screen describes:
 * `open({ kind: 'form', user })`, `close()`, and `closeAndRefresh()` after a save, which closes first and then
 * refreshes the list (the user sees the list come back with what was saved).
 */
export function useListDialog<Dialog>(refresh: () => unknown) {
  const [dialog, setDialog] = useState<Dialog>();
  const close = useCallback(() => setDialog(undefined), []);
  const closeAndRefresh = useCallback(async () => {
    setDialog(undefined);
    await refresh();
  }, [refresh]);
  return { dialog, open: setDialog as (dialog: Dialog) => void, close, closeAndRefresh };
}
