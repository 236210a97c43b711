import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { idsFrom } from '../route-paths';

/** The search parameter that shows a screen's label sheet: `?labels=<id>,<id>` (the rows whose labels print). */
export const LABELS_PARAM = 'labels';

/** The ids of the labels a URL asks for, each once; none when there are none or one is not an id. */
export const labelIdsFrom = (search: URLSearchParams): string[] => idsFrom(search, LABELS_PARAM);

/**
 * A screen's label sheet, in its URL as 采购订单's print view is: `open` shows the labels of these rows on top of
 * the list (Back returns to it, a link or a reload shows the same sheet), `close` goes back to the list.
 */
export function useLabelParam() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const ids = useMemo(() => labelIdsFrom(search), [search]);
  const open = useCallback(
    (ids: readonly string[]) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set(LABELS_PARAM, ids.join(','));
        return next;
      }),
    [setSearch],
  );
  const close = useCallback(() => {
    // Opened from the list: back to it as it was. Opened from a link: drop the sheet and stay on the screen.
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(LABELS_PARAM);
          return next;
        },
        { replace: true },
      );
  }, [navigate, setSearch]);
  return { ids, open, close };
}
