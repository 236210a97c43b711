import { PurchaseRequestStatusSchema } from '@backoffice/sdk/schemas';
import type { RowAction } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Progress from 'antd/es/progress';
import Spin from 'antd/es/spin';
import { ApprovalTimeline, useApprovalHistory } from '../../lib/approval-timeline';
import { DictTag } from '../../lib/dict';
import { DocumentLinks } from '../../lib/document-links';
import { RegionLoading } from '../../lib/region-loading';
import { ActionButtons } from './ActionButtons';
import { DOCUMENT_DRAWER_SIZE } from './drawer-sizes';
import { RequestSummary } from './RequestSummary';
import { useRequest } from './request-queries';
import type { PurchaseRequest } from './request-rules';

function Approval({ processId }: { processId: string }) {
  const history = useApprovalHistory(processId);
  if (history.isPending) return <Spin />;
  if (history.isError)
    return (
      <Empty description="审批记录加载失败">
        <Button onClick={() => void history.refetch()}>重试</Button>
      </Empty>
    );
  return <ApprovalTimeline histories={history.data ?? []} />;
}

function Body({ request }: { request: PurchaseRequest }) {
  return (
    <>
      {request.statusReason && (
        <Alert
          type={request.status === 'RETURNED' ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          message={request.statusReason}
        />
      )}
      <RequestSummary request={request} />
      <Divider titlePlacement="start">单据联查</Divider>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 8 }}>
        <span style={{ opacity: 0.65 }}>已下单</span>
        <Progress
          aria-label="已下单"
          percent={request.orderedPercent}
          size="small"
          style={{ width: 200, margin: 0 }}
        />
      </div>
      <DocumentLinks downstream={request.orders} />
      <Divider titlePlacement="start">审批记录</Divider>
      {request.processId ? <Approval processId={request.processId} /> : <span>尚未提交审批</span>}
    </>
  );
}

/**
 * 采购申请详情 (screens.md §7), opened by the URL's detail parameter: the request, its lines, the orders made from it
 * (one click away) and its approval timeline; the actions its status allows in the footer.
 */
export function RequestDetail({
  id,
  onClose,
  actionsFor,
}: {
  id: string | null;
  onClose: () => void;
  actionsFor: (request: PurchaseRequest) => RowAction[];
}) {
  const query = useRequest(id);
  const request = query.data;
  return (
    <Drawer
      open={id !== null}
      size={DOCUMENT_DRAWER_SIZE}
      title={
        request ? (
          <>
            采购申请 {request.requestNo} <DictTag dict={PurchaseRequestStatusSchema} value={request.status} />
          </>
        ) : (
          '采购申请详情'
        )
      }
      onClose={onClose}
      destroyOnHidden
      footer={request ? <ActionButtons actions={actionsFor(request)} /> : null}
    >
      {query.isPending ? (
        <RegionLoading />
      ) : query.isError || !request ? (
        <Empty description="采购申请加载失败">
          <Button onClick={() => void query.refetch()}>重试</Button>
        </Empty>
      ) : (
        <Body request={request} />
      )}
    </Drawer>
  );
}
