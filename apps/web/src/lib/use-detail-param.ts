import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { closeDetailStep, OPENED_HERE, openDetailSearch } from './detail-history';

/**
 * The record whose detail is open over a list, from the URL's `param` (so a detail can be linked and reloaded),
 * and opening and closing it with honest history (detail-history.ts): every detail over a list (审批详情, a
 * document, a batch, a supplier) opens and closes through here, so Back behaves the same on each.
 */
export function useDetailParam(param: string) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const open = useCallback(
    (id: string) => setParams((current) => openDetailSearch(current, param, id), { state: OPENED_HERE }),
    [setParams, param],
  );
  const close = useCallback(() => {
    const step = closeDetailStep(params, param, state);
    if (step.kind === 'back') navigate(-1);
    else setParams(step.search, { replace: true });
  }, [params, param, state, navigate, setParams]);
  return { id: params.get(param), open, close };
}
