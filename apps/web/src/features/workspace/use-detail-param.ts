import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DETAIL_PARAM } from '../../lib/approval-detail';
import { closeDetailStep, OPENED_HERE, openDetailSearch } from './detail-history';

/** The process whose 审批详情 is open (from the URL), and opening and closing it with honest history. */
export function useDetailParam() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  return {
    processId: params.get(DETAIL_PARAM),
    open: (processId: string) => setParams(openDetailSearch(params, processId), { state: OPENED_HERE }),
    close: () => {
      const step = closeDetailStep(params, state);
      if (step.kind === 'back') navigate(-1);
      else setParams(step.search, { replace: true });
    },
  };
}
