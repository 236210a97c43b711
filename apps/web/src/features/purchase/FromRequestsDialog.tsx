import { apiQueryOptions } from '@backoffice/sdk/query';
import { PurchaseRequestTypeSchema } from '@backoffice/sdk/schemas';
import { type PermissionColumn, PermissionTable, useServerList } from '@backoffice/ui-kit';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { displayMoney } from '../../lib/money';
import type { PurchaseRequest } from './request-rules';

const COLUMNS: PermissionColumn<PurchaseRequest>[] = [
  { key: 'requestNo', title: '申请单号', dataIndex: 'requestNo', width: 160 },
  { key: 'title', title: '标题', dataIndex: 'title', minWidth: 130 },
  {
    key: 'type',
    title: '申请类型',
    width: 90,
    render: (_, r) => <DictTag dict={PurchaseRequestTypeSchema} value={r.type} />,
  },
  { key: 'applicant', title: '申请人', width: 72, render: (_, r) => r.applicant.name },
  { key: 'needDate', title: '需求日期', dataIndex: 'needDate', width: 100 },
  {
    key: 'orderedPercent',
    title: '已下单',
    width: 70,
    align: 'right',
    render: (_, r) => `${r.orderedPercent}%`,
  },
  {
    key: 'totalAmount',
    title: '预估金额',
    width: 110,
    align: 'right',
    render: (_, r) => displayMoney(r.totalAmount),
  },
];

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
