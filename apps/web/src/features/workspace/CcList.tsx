import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { CcPageRequestSchema } from '@backoffice/sdk/schemas';
import {
  LinkButton,
  type PermissionColumn,
  PermissionTable,
  type SearchField,
  useServerList,
} from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { readCcRecord } from '../../lib/approval-detail';
import { useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { APPROVAL_CHUNKS } from './ApprovalDrawer';
import { useDetailParam } from './use-detail-param';

type CcRecord = Schema<'CcRecord'>;
type Filters = ListFilters<'post', '/api/workflow/processCc/getPage'>;
type SortField = ListSortField<'post', '/api/workflow/processCc/getPage'>;

/** 抄送我的's filters (screens.md §2): the title, and 未读 / 已读. */
const CC_SEARCH_FIELDS: SearchField[] = [
  { name: 'keyword', label: '流程标题' },
  {
    name: 'read',
    label: '状态',
    render: () => (
      <Select
        allowClear
        placeholder="请选择状态"
        options={[
          { value: false, label: '未读' },
          { value: true, label: '已读' },
        ]}
        style={{ width: 180 }}
      />
    ),
  },
];

/** 抄送我的 (screens.md §2): what others shared with me, unread first to the eye; opening one reads it; 全部已读. */
export function CcList() {
  const { open } = useDetailParam();
  // Its own state (the 待办 tab beside it keeps the page in the URL); TanStack Query holds the page under its
  // operation, so afterProcessChange's invalidation of getCcPage refreshes it.
  const list = useServerList<CcRecord, Filters, SortField>({
    sortFields: CcPageRequestSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/workflow/processCc/getPage', {
        body: { ...pageRequest(params), ...params.filters },
      }),
  });
  useWarmChunks(list.status !== 'loading', APPROVAL_CHUNKS);
  const { refresh, run } = list;

  const columns = useMemo<PermissionColumn<CcRecord>[]>(() => {
    return [
      {
        key: 'read',
        title: '状态',
        width: 80,
        render: (_, cc) => (cc.read ? <Tag>已读</Tag> : <Tag color="blue">未读</Tag>),
      },
      { key: 'title', title: '流程标题', dataIndex: 'title', width: 220 },
      {
        key: 'summary',
        title: '摘要',
        ellipsis: true,
        width: 180,
        render: (_, cc) => cc.summary.map((i) => `${i.label}：${i.value}`).join('；'),
      },
      { key: 'initiator', title: '发起人', width: 90, render: (_, cc) => cc.initiator.name },
      { key: 'ccNodeName', title: '抄送节点', dataIndex: 'ccNodeName', width: 110 },
      { key: 'ccBy', title: '抄送人', width: 90, render: (_, cc) => cc.ccBy.name },
      { key: 'ccComment', title: '抄送意见', dataIndex: 'ccComment', width: 160 },
      { key: 'ccTime', title: '抄送时间', dataIndex: 'ccTime', width: 160 },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 80,
        render: (_, cc) => (
          <LinkButton
            type="link"
            size="small"
            onClick={() => {
              open(cc.processId);
              // Opening a record reads it; if that fails it just stays unread (the detail opens anyway).
              if (!cc.read) void readCcRecord(cc.id).then((read) => read && refresh());
            }}
          >
            详情
          </LinkButton>
        ),
      },
    ];
  }, [refresh, open]);

  return (
    <PermissionTable<CcRecord>
      tableId="workspace-cc"
      rowKey="id"
      columns={columns}
      searchFields={CC_SEARCH_FIELDS}
      toolbar={
        <Button onClick={() => run(() => api.PUT('/api/workflow/processCc/readAll'), '已全部标为已读')}>
          全部已读
        </Button>
      }
      {...list.tableProps}
    />
  );
}
