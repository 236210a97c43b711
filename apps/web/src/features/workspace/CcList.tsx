import type { Schema } from '@backoffice/sdk';
import { notify, type PermissionColumn, PermissionTable, useTableQuery } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { api } from '../../lib/api';
import { readCcRecord } from '../../lib/approval-detail';
import { useDetailParam } from './use-detail-param';

type CcRecord = Schema<'CcRecord'>;

/** 抄送我的 (screens.md §2): what others shared with me, unread first to the eye; opening one reads it; 全部已读. */
export function CcList() {
  const { open } = useDetailParam();
  const query = useTableQuery(({ pageNum, pageSize, filters, signal }) =>
    api.POST('/api/workflow/processCc/getPage', { body: { pageNum, pageSize, ...filters }, signal }),
  );
  const columns: PermissionColumn<CcRecord>[] = [
    {
      key: 'read',
      title: '状态',
      width: 90,
      render: (_, cc) => (cc.read ? <Tag>已读</Tag> : <Tag color="blue">未读</Tag>),
    },
    { key: 'title', title: '流程标题', dataIndex: 'title', ellipsis: true, width: 260 },
    {
      key: 'summary',
      title: '摘要',
      ellipsis: true,
      width: 200,
      render: (_, cc) => cc.summary.map((i) => `${i.label}：${i.value}`).join('；'),
    },
    { key: 'initiator', title: '发起人', width: 100, render: (_, cc) => cc.initiator.name },
    { key: 'ccNodeName', title: '抄送节点', dataIndex: 'ccNodeName', width: 120 },
    { key: 'ccBy', title: '抄送人', width: 100, render: (_, cc) => cc.ccBy.name },
    { key: 'ccComment', title: '抄送意见', dataIndex: 'ccComment', ellipsis: true, width: 180 },
    { key: 'ccTime', title: '抄送时间', dataIndex: 'ccTime', width: 170 },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 90,
      render: (_, cc) => (
        <Button
          type="link"
          onClick={() => {
            open(cc.processId);
            if (!cc.read) readCcRecord(cc.id).then((read) => read && query.reload());
          }}
        >
          详情
        </Button>
      ),
    },
  ];
  async function readAll() {
    try {
      await api.PUT('/api/workflow/processCc/readAll');
      notify({ level: 'success', title: '已全部标为已读' });
      query.reload();
    } catch {
      // the sdk showed why
    }
  }
  return (
    <PermissionTable<CcRecord>
      tableId="workspace-cc"
      rowKey="id"
      columns={columns}
      searchFields={[{ name: 'keyword', label: '流程标题' }]}
      toolbar={<Button onClick={readAll}>全部已读</Button>}
      {...query.tableProps}
    />
  );
}
