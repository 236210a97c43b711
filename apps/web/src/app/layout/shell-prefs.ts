import { useCallback, useState, useSyncExternalStore } from 'react';

/** Below antd's `lg` breakpoint the side menu becomes a drawer opened from the header (issue 12). */
export const SIDER_DRAWER_BELOW_PX = 992;
const COLLAPSED_KEY = 'shell:siderCollapsed';

/** Whether the side menu was left collapsed (kept across visits in local storage). */
export function storedSiderCollapsed(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return storage.getItem(COLLAPSED_KEY) === 'true';
}

/** The side menu's collapsed state, remembered. */
export function useSiderCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => storedSiderCollapsed());
  const remember = useCallback((next: boolean) => {
    localStorage.setItem(COLLAPSED_KEY, String(next));
    setCollapsed(next);
  }, []);
  return [collapsed, remember];
}

/** Whether the window is at least `minWidth` px wide, following resizes. */
export function useMinWidth(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
