import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { closeDetailStep, OPENED_HERE, openDetailSearch } from './detail-history';

/**
 * The record whose detail is open over a list, from the URL's `param` (so a detail can be linked and reloaded),
 * and opening and closing it with honest history (detail-history.ts).
 */
export function useDetailParam(param: string) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  return {
    id: params.get(param),
    open: (id: string) => setParams(openDetailSearch(params, param, id), { state: OPENED_HERE }),
    close: () => {
      const step = closeDetailStep(params, param, state);
      if (step.kind === 'back') navigate(-1);
      else setParams(step.search, { replace: true });
    },
  };
}
