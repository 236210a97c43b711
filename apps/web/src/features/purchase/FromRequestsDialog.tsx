import { apiQueryOptions } from '@backoffice/sdk/query';
import { PermissionTable, useServerList } from '@backoffice/ui-kit';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { api } from '../../lib/api';
import { requestColumns } from './request-columns';
import type { PurchaseRequest } from './request-rules';

/** The requests as the 采购申请 list shows them, every column the choice needs shown. */
const COLUMNS = requestColumns(
  ['requestNo', 'title', 'type', 'applicant', 'needDate', 'orderedPercent', 'totalAmount'],
  { allShown: true },
);

/**
 * 从采购申请生成: the approved requests with quantity still to order, to tick one or more; their open lines become
 * the new order's (合并生成).
 */
export function FromRequestsDialog({
  onPick,
  onCancel,
}: {
  onPick: (ids: string[]) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const list = useServerList<PurchaseRequest>({
    permanentFilters: { orderable: true },
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/purchase/request/getPage', {
        body: { pageNum, pageSize, ...filters },
      }),
  });
  return (
    <Modal
      open
      title="从采购申请生成"
      width="min(900px, 100vw)"
      okText={picked.length > 0 ? `生成订单（${picked.length} 张申请）` : '生成订单'}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => onPick(picked)}
      onCancel={onCancel}
    >
      <PermissionTable<PurchaseRequest>
        tableId="purchase-order-from-requests"
        rowKey="id"
        columns={COLUMNS}
        {...list.tableProps}
        searchFields={[{ name: 'keyword', label: '单号/标题' }]}
        emptyText="没有已通过且尚未下完的申请"
        tableProps={{
          rowSelection: {
            selectedRowKeys: picked,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (r) => ({ 'aria-label': `选择${r.requestNo}` }),
            onChange: (keys) => setPicked(keys.map(String)),
          },
        }}
      />
    </Modal>
  );
}
