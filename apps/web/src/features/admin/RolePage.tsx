import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { type PermissionColumn, PermissionTable, useTableState } from '@backoffice/ui-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Space from 'antd/es/space';
import { useMemo, useState } from 'react';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { BatchDeleteButton, ConfirmButton, ExportButton, PermittedButton } from '../../lib/permitted-button';
import { serverPaging } from '../../lib/server-paging';
import { STATUS_SEARCH_FIELD, StatusSwitch } from '../../lib/status';
import { useAuthStore } from '../../stores/auth-store';
import { RoleDataScopeDialog } from './RoleDataScopeDialog';
import { RoleForm } from './RoleForm';
import { RoleUsersDrawer } from './RoleUsersDrawer';
import { DATA_SCOPE_LABELS, type Role } from './role-rules';

const CODES = {
  add: 'system:role:add',
  edit: 'system:role:edit',
  remove: 'system:role:remove',
  export: 'system:role:export',
};

type Dialog =
  | { kind: 'form'; role?: Role }
  | { kind: 'dataScope'; role: Role }
  | { kind: 'users'; role: Role }
  | undefined;

/** The row's buttons that open a dialog on the role, in order. */
const ROW_DIALOGS = [
  { kind: 'form', label: '修改' },
  { kind: 'dataScope', label: '数据权限' },
  { kind: 'users', label: '分配用户' },
] as const;

/** /admin/role 角色管理 (screens.md §9): roles with their menus, data scope, status and users. */
export default function RolePage() {
  const queryClient = useQueryClient();
  const can = useAuthStore((state) => state.can);
  const codes = useAuthStore((state) => state.codes);
  const [dialog, setDialog] = useState<Dialog>();
  const table = useTableState();
  const page = useQuery({
    ...apiQueryOptions(api, 'post', '/api/admin/role/getPage', {
      body: { pageNum: table.pageNum, pageSize: table.pageSize, ...table.filters },
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey('getRolePage') });
  const total = page.data?.total ?? 0;
  const close = () => setDialog(undefined);
  const closeAndRefresh = async () => {
    close();
    await refresh();
  };

  const remove = (ids: string[]) =>
    runAction(
      () => api.DELETE('/api/admin/role/delete', { body: { ids } }),
      '删除成功',
      async () => {
        table.afterDelete(total, ids.length); // spec §2: step back when the page would be empty
        await refresh();
      },
    );
  const changeStatus = (role: Role) =>
    runAction(
      () =>
        api.PUT('/api/admin/role/status', {
          body: { id: role.id, status: role.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' },
        }),
      role.status === 'ENABLED' ? '已停用' : '已启用',
      refresh,
    );

  const columns = useMemo<PermissionColumn<Role>[]>(() => {
    const editable = can(CODES.edit);
    return [
      { key: 'roleName', title: '角色名称', dataIndex: 'roleName', width: 120 },
      { key: 'roleKey', title: '权限字符', dataIndex: 'roleKey', width: 150 },
      { key: 'sort', title: '显示顺序', dataIndex: 'sort', width: 90 },
      { key: 'dataScope', title: '数据范围', width: 170, render: (_, r) => DATA_SCOPE_LABELS[r.dataScope] },
      {
        key: 'status',
        title: '状态',
        width: 80,
        render: (_, r) => (
          <StatusSwitch
            enabled={r.status === 'ENABLED'}
            name={r.roleName}
            what="角色"
            disabled={!editable}
            onToggle={() => changeStatus(r)}
          />
        ),
      },
      { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170 },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 280,
        render: (_, r) => (
          <Space size={0}>
            {ROW_DIALOGS.map(({ kind, label }) => (
              <PermittedButton
                key={kind}
                type="link"
                code={CODES.edit}
                onClick={() => setDialog({ kind, role: r })}
              >
                {label}
              </PermittedButton>
            ))}
            <ConfirmButton
              type="link"
              danger
              code={CODES.remove}
              confirm={`确认删除角色「${r.roleName}」？`}
              onConfirm={() => remove([r.id])}
            >
              删除
            </ConfirmButton>
          </Space>
        ),
      },
    ];
  }, [codes, total]);

  return (
    <>
      <PermissionTable<Role>
        tableId="admin-role"
        rowKey="id"
        columns={columns}
        {...serverPaging(table, page)}
        searchFields={[
          { name: 'roleName', label: '角色名称' },
          { name: 'roleKey', label: '权限字符' },
          STATUS_SEARCH_FIELD,
        ]}
        batchActions={(keys, _rows, clear) => (
          <BatchDeleteButton
            count={keys.length}
            what="角色"
            code={CODES.remove}
            onConfirm={() => remove(keys.map(String)).then(clear)}
          />
        )}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => setDialog({ kind: 'form' })}>
              新增
            </PermittedButton>
            <ExportButton
              code={CODES.export}
              download={() =>
                api.download('post', '/api/admin/role/export', {
                  body: { pageNum: 1, pageSize: table.pageSize, ...table.filters },
                })
              }
            />
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
