import { PurchaseRequestTypeSchema, UrgencySchema } from '@backoffice/sdk/schemas';
import Descriptions from 'antd/es/descriptions';
import Divider from 'antd/es/divider';
import { Attachments } from '../../lib/attachments';
import { DictTag } from '../../lib/dict';
import { displayMoney } from '../../lib/money';
import { RequestLinesTable } from './RequestLinesTable';
import type { PurchaseRequest } from './request-rules';

/**
 * A purchase request as read: its header (screens.md §7), its lines with the 合计 row and its attachments (less those
 * the surrounding screen already shows: `shownFiles`, by URL).
 */
export function RequestSummary({
  request,
  shownFiles = [],
}: {
  request: PurchaseRequest;
  shownFiles?: readonly string[];
}) {
  const attachments = request.attachments.filter((file) => !shownFiles.includes(file.fileUrl));
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'no', label: '申请单号', children: request.requestNo },
          { key: 'title', label: '标题', children: request.title },
          {
            key: 'type',
            label: '申请类型',
            children: <DictTag dict={PurchaseRequestTypeSchema} value={request.type} />,
          },
          { key: 'applicant', label: '申请人', children: `${request.applicant.name}（${request.deptName}）` },
          {
            key: 'project',
            label: '关联项目',
            children: request.projectCode ? `${request.projectCode} ${request.projectName ?? ''}` : '无',
          },
          { key: 'applyDate', label: '申请日期', children: request.applyDate },
          { key: 'needDate', label: '需求日期', children: request.needDate },
          {
            key: 'urgency',
            label: '紧急程度',
            children: <DictTag dict={UrgencySchema} value={request.urgency} />,
          },
          { key: 'amount', label: '预估总金额', children: displayMoney(request.totalAmount) },
          ...(request.remark ? [{ key: 'remark', label: '备注', children: request.remark, span: 3 }] : []),
        ]}
      />
      <Divider titlePlacement="start">申请明细</Divider>
      <RequestLinesTable lines={request.lines} />
      {attachments.length > 0 && (
        <>
          <Divider titlePlacement="start">附件</Divider>
          <Attachments files={attachments} />
        </>
      )}
    </>
  );
}
