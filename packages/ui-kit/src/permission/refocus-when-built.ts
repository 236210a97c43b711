import { useEffect, useRef } from 'react';

/**
 * A button that is drawn again inside a popup's trigger once that popup is first built (a Popconfirm or a menu
 * made only when asked for, issue 26) is a new element: this puts the focus back on it, so a keyboard user who
 * pressed it is still where they were. Give the returned ref to the button in both places.
 */
export function useRefocusWhenBuilt(built: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const focusedWhenBuilt = useRef(false);
  useEffect(() => {
    if (built && !focusedWhenBuilt.current) {
      focusedWhenBuilt.current = true;
      button.current?.focus();
    }
  }, [built]);
  return button;
}
