import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { type PermissionColumn, PermissionProvider, PermissionTable } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

const columns: PermissionColumn<Schema<'ProcessRecord'>>[] = [
  { key: 'title', title: '标题', dataIndex: 'title' },
  { key: 'processNo', title: '流程编号', dataIndex: 'processNo' },
  { key: 'initiator', title: '发起人', render: (_, process) => process.initiator.name },
];

/** My pending to-dos, from the contract's pending query, in the ui-kit's table. */
export function TodoPage() {
  const todos = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/process/getAll', { body: { queryType: 'PENDING' } }),
  );
  return (
    <main>
      <h1>我的待办</h1>
      <PermissionProvider codes={[]}>
        <PermissionTable
          tableId="todos"
          rowKey="id"
          columns={columns}
          dataSource={todos.data ?? []}
          total={todos.data?.length ?? 0}
          pageNum={1}
          pageSize={50}
          loading={todos.isPending}
          paginate={false}
        />
      </PermissionProvider>
    </main>
  );
}
