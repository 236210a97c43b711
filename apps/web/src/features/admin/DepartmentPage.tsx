import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { type PermissionColumn, TreeTable } from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useMemo, useState } from 'react';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { ConfirmButton, ExportButton } from '../../lib/permitted-button';
import { StatusTag } from '../../lib/status';
import { DepartmentForm } from './DepartmentForm';

type Department = Schema<'Department'>;
type Editing = { department?: Department; parentId?: string } | undefined;

/** /admin/department 部门管理 (screens.md §9): the department tree; delete only when empty (the server says so). */
export default function DepartmentPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const list = useQuery(apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey('getAllDepartments') });

  const columns = useMemo<PermissionColumn<Department>[]>(
    () => [
      { key: 'name', title: '部门名称', dataIndex: 'name', width: 240 },
      { key: 'sort', title: '排序', dataIndex: 'sort', width: 70 },
      { key: 'leader', title: '负责人', dataIndex: 'leader', width: 100 },
      { key: 'phone', title: '联系电话', dataIndex: 'phone', width: 140 },
      { key: 'email', title: '邮箱', dataIndex: 'email', width: 200 },
      {
        key: 'status',
        title: '部门状态',
        width: 100,
        render: (_, d) => <StatusTag status={d.status} />,
      },
      { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170 },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 220,
        render: (_, d) => (
          <Space size={0}>
            <Button type="link" onClick={() => setEditing({ department: d })}>
              修改
            </Button>
            <Button type="link" onClick={() => setEditing({ parentId: d.id })}>
              新增下级
            </Button>
            <ConfirmButton
              type="link"
              danger
              confirm={`确认删除「${d.name}」？`}
              onConfirm={() =>
                // the server refuses a department with children or users, and the sdk shows its reason
                runAction(
                  () => api.DELETE('/api/admin/dept/delete', { body: { ids: [d.id] } }),
                  '删除成功',
                  refresh,
                )
              }
            >
              删除
            </ConfirmButton>
          </Space>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <TreeTable<Department>
        tableId="admin-department"
        rowKey="id"
        columns={columns}
        items={list.data ?? []}
        loading={list.isPending}
        searchFields={[{ name: 'name', label: '部门名称' }]}
        onRefresh={() => void list.refetch()}
        toolbar={
          <>
            <Button type="primary" onClick={() => setEditing({})}>
              新增
            </Button>
            <ExportButton download={() => api.download('post', '/api/admin/dept/export', { body: {} })} />
          </>
        }
      />
      {editing && (
        <DepartmentForm
          departments={list.data ?? []}
          editing={editing.department}
          parentId={editing.parentId}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            await refresh();
          }}
        />
      )}
    </>
  );
}
