import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { RequestSummary } from './RequestSummary';
import { useRequest } from './request-queries';

/**
 * The purchase request a `purchase_request` process is about, as 审批详情 shows it (its business form): header,
 * lines and the attachments 审批详情 does not already show, read only. Registered for businessType PURCHASE_REQUEST
 * in `app/business-forms.ts`.
 */
export default function RequestBusinessForm({
  businessId,
  shownFiles,
}: {
  businessId: string;
  shownFiles: readonly string[];
}) {
  const query = useRequest(businessId);
  if (query.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (query.isError || !query.data)
    return (
      <Empty description="采购申请加载失败">
        <Button onClick={() => void query.refetch()}>重试</Button>
      </Empty>
    );
  return <RequestSummary request={query.data} shownFiles={shownFiles} />;
}
