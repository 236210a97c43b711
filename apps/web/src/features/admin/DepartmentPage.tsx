import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  ExportButton,
  type PermissionColumn,
  PermittedButton,
  RowActions,
  TreeTable,
  useListDialog,
  useLocalList,
} from '@backoffice/ui-kit';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { operationCodes } from '../../lib/operation-codes';
import { StatusTag } from '../../lib/status';
import { type TreeNodeEditing, treeNodeActions } from '../../lib/tree-node-actions';
import { departmentRemovalRefusal } from './department-rules';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const DepartmentForm = lazyExport('department-form', () => import('./DepartmentForm'), 'DepartmentForm');

type Department = Schema<'Department'>;

const CODES = operationCodes({
  add: 'system:dept:add',
  edit: 'system:dept:edit',
  remove: 'system:dept:remove',
  export: 'system:dept:export',
});

/** /admin/department 部门管理 (screens.md §9): the department tree; delete only when empty (the server says so). */
export default function DepartmentPage() {
  const list = useLocalList<Department>({
    query: apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }),
    remove: (ids) => api.DELETE('/api/admin/dept/delete', { body: { ids } }),
    exportFile: (filters) => api.download('post', '/api/admin/dept/export', { body: filters }),
  });
  useWarmChunks(list.status !== 'loading', [DepartmentForm]);
  const { dialog, open, close, closeAndRefresh } = useListDialog<TreeNodeEditing<Department>>(list.refresh);
  const { items, remove } = list;

  const columns = useMemo<PermissionColumn<Department>[]>(
    () => [
      { key: 'name', title: '部门名称', dataIndex: 'name', minWidth: 180 },
      { key: 'sort', title: '排序', dataIndex: 'sort', width: 60 },
      { key: 'leader', title: '负责人', dataIndex: 'leader', width: 90 },
      { key: 'phone', title: '联系电话', dataIndex: 'phone', width: 120 },
      { key: 'email', title: '邮箱', dataIndex: 'email', width: 180 },
      { key: 'status', title: '部门状态', width: 80, render: (_, d) => <StatusTag status={d.status} /> },
      { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 150 },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 170,
        render: (_, d) => (
          <RowActions
            shown={3}
            actions={[
              ...treeNodeActions(d, CODES, open),
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                disabledReason: departmentRemovalRefusal(items, d),
                confirm: `确认删除部门「${d.name}」？`,
                // the server refuses a department that still has users, and the sdk shows its reason
                confirmDescription: '部门下还有用户时，服务器会拒绝删除。',
                onClick: () => remove([d.id]),
              },
            ]}
          />
        ),
      },
    ],
    [items, remove],
  );

  return (
    <>
      <TreeTable<Department>
        tableId="admin-department"
        rowKey="id"
        columns={columns}
        {...list.treeProps}
        defaultExpandAll
        searchFields={[{ name: 'name', label: '部门名称' }]}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => open({})}>
              新增
            </PermittedButton>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {dialog && (
        <DepartmentForm
          departments={items}
          editing={dialog.node}
          parentId={dialog.parentId}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
    </>
  );
}
