import { apiQueryOptions } from '@backoffice/sdk/query';
import { DataScopeSchema, RoleFiltersSchema } from '@backoffice/sdk/schemas';
import {
  batchDeleteActions,
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  StatusSwitch,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { exportRequest, type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { operationCodes } from '../../lib/operation-codes';
import { STATUS_SEARCH_FIELD, statusToggle } from '../../lib/status';
import { useUrlListParams } from '../../lib/url-list-params';
import { BUILT_IN_ROLE_REASON, isBuiltInRole, type Role } from './role-rules';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const RoleDataScopeDialog = lazyExport(
  'role-data-scope',
  () => import('./RoleDataScopeDialog'),
  'RoleDataScopeDialog',
);
const RoleForm = lazyExport('role-form', () => import('./RoleForm'), 'RoleForm');
const RoleUsersDrawer = lazyExport('role-users', () => import('./RoleUsersDrawer'), 'RoleUsersDrawer');

type Filters = ListFilters<'post', '/api/admin/role/getPage'>;
type SortField = ListSortField<'post', '/api/admin/role/getPage'>;

const CODES = operationCodes({
  add: 'system:role:add',
  edit: 'system:role:edit',
  remove: 'system:role:remove',
  export: 'system:role:export',
});

type Dialog = { kind: 'form'; role?: Role } | { kind: 'dataScope' | 'users'; role: Role } | undefined;

/** /admin/role 角色管理 (screens.md §9): roles with their menus, data scope, status and users. */
export default function RolePage() {
  const list = useServerList<Role, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: RoleFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/admin/role/getPage', {
        body: { ...pageRequest(params), ...params.filters },
      }),
    remove: (ids) => api.DELETE('/api/admin/role/delete', { body: { ids } }),
    status: statusToggle((body) => api.PUT('/api/admin/role/status', { body })),
    exportFile: (applied) => api.download('post', '/api/admin/role/export', { body: exportRequest(applied) }),
  });
  useWarmChunks(list.status !== 'loading', [RoleDataScopeDialog, RoleForm, RoleUsersDrawer]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { remove, toggleStatus } = list;

  const columns = useMemo<PermissionColumn<Role>[]>(
    () => [
      { key: 'roleName', title: '角色名称', dataIndex: 'roleName', width: 120 },
      { key: 'roleKey', title: '权限字符', dataIndex: 'roleKey', width: 140 },
      { key: 'sort', title: '显示顺序', dataIndex: 'sort', width: 90 },
      {
        key: 'dataScope',
        title: '数据范围',
        width: 160,
        render: (_, r) => <DictTag dict={DataScopeSchema} value={r.dataScope} />,
      },
      {
        key: 'status',
        title: '状态',
        width: 70,
        render: (_, r) => (
          <StatusSwitch
            enabled={r.status === 'ENABLED'}
            name={r.roleName}
            what="角色"
            code={CODES.edit}
            disabledReason={isBuiltInRole(r) ? BUILT_IN_ROLE_REASON : undefined}
            onToggle={() => toggleStatus(r)}
          />
        ),
      },
      { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 150 },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 130,
        render: (_, r) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                label: '修改',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'form', role: r }),
              },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                disabledReason: isBuiltInRole(r) ? BUILT_IN_ROLE_REASON : undefined,
                confirm: `确认删除角色「${r.roleName}」？`,
                confirmDescription: '已分配给用户的角色，服务器会拒绝删除。',
                onClick: () => remove([r.id]),
              },
              {
                key: 'dataScope',
                label: '数据权限',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'dataScope', role: r }),
              },
              {
                key: 'users',
                label: '分配用户',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'users', role: r }),
              },
            ]}
          />
        ),
      },
    ],
    [remove, toggleStatus],
  );

  return (
    <>
      <PermissionTable<Role>
        tableId="admin-role"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={[
          { name: 'roleName', label: '角色名称' },
          { name: 'roleKey', label: '权限字符' },
          STATUS_SEARCH_FIELD,
        ]}
        batchActions={batchDeleteActions({ what: '角色', code: CODES.remove, remove })}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => openDialog({ kind: 'form' })}>
              新增
            </PermittedButton>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {dialog?.kind === 'form' && (
        <RoleForm editing={dialog.role} onClose={close} onSaved={closeAndRefresh} />
      )}
      {dialog?.kind === 'dataScope' && (
        <RoleDataScopeDialog role={dialog.role} onClose={close} onSaved={closeAndRefresh} />
      )}
      {dialog?.kind === 'users' && <RoleUsersDrawer role={dialog.role} onClose={close} />}
    </>
  );
}
