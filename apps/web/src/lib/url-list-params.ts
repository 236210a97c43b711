import {
  DEFAULT_PAGE_SIZE,
  initialListParams,
  LIST_SEARCH_KEYS,
  type ListParams,
  listParamsFromSearch,
  listParamsToSearch,
} from '@backoffice/ui-kit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The applied params of a screen's main list, kept in the hash URL (list-pattern §2: page, size, filters and
 * order — `?page=2&sort=createTime.desc` — survive a reload, a shared link and the back button), written with
 * replace. A malformed value is ignored (useServerList also drops an order by a field the list cannot sort by).
 * Other search params of the screen (`detail`, `tab`, `projectId` …) are left as they are. Spread into
 * `useServerList`.
 */
export function useUrlListParams(pageSize: number = DEFAULT_PAGE_SIZE): {
  params: ListParams;
  onParamsChange: (next: ListParams<object>) => void;
} {
  const [search, setSearch] = useSearchParams();
  const defaults = useMemo(() => initialListParams(pageSize), [pageSize]);
  // Read from the list's own search params only: opening a drawer (?detail=…) keeps the same params object.
  const own = new URLSearchParams(
    LIST_SEARCH_KEYS.flatMap((key) => {
      const value = search.get(key);
      return value === null ? [] : [[key, value]];
    }),
  ).toString();
  const params = useMemo(() => listParamsFromSearch(new URLSearchParams(own), defaults), [own, defaults]);
  const onParamsChange = useCallback(
    (next: ListParams<object>) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of LIST_SEARCH_KEYS) updated.delete(key);
          for (const [key, value] of Object.entries(listParamsToSearch(next, defaults)))
            updated.set(key, value);
          return updated;
        },
        { replace: true },
      ),
    [setSearch, defaults],
  );
  return { params, onParamsChange };
}
