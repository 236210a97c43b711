import { DETAIL_PARAM } from '../../lib/approval-detail';
import { useDetailParam as useDetail } from '../../lib/use-detail-param';

/** The process whose 审批详情 is open (from the URL), and opening and closing it with honest history. */
export function useDetailParam() {
  const { id, open, close } = useDetail(DETAIL_PARAM);
  return { processId: id, open, close };
}
