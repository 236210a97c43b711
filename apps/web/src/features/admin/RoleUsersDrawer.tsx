import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { type PermissionColumn, PermissionTable, useTableState } from '@backoffice/ui-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import { useMemo, useState } from 'react';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { ConfirmButton } from '../../lib/permitted-button';
import { serverPaging } from '../../lib/server-paging';
import { StatusTag } from '../../lib/status';
import type { Role } from './role-rules';
import { USER_SEARCH_FIELDS } from './user-search-fields';

type User = Schema<'User'>;

const userColumns: PermissionColumn<User>[] = [
  { key: 'username', title: '用户名称', dataIndex: 'username', width: 120 },
  { key: 'nickname', title: '用户昵称', dataIndex: 'nickname', width: 100 },
  { key: 'deptName', title: '部门', dataIndex: 'deptName', width: 140 },
  { key: 'phone', title: '手机号码', dataIndex: 'phone', width: 130 },
  {
    key: 'status',
    title: '状态',
    width: 80,
    render: (_, u) => <StatusTag status={u.status} />,
  },
];

/**
 * The users of a role (`allocated`), each with 取消授权 and a batch 取消授权; or the users who could join it,
 * selected and added with one button. `onChanged` follows a change.
 */
function RoleUserTable({
  role,
  allocated,
  onChanged,
}: {
  role: Role;
  allocated: boolean;
  onChanged: () => unknown;
}) {
  const table = useTableState();
  const page = useQuery({
    ...apiQueryOptions(api, 'post', '/api/admin/role/users', {
      body: {
        roleId: role.id,
        allocated,
        pageNum: table.pageNum,
        pageSize: table.pageSize,
        ...table.filters,
      },
    }),
    placeholderData: keepPreviousData,
  });
  const total = page.data?.total ?? 0;
  const change = (operation: 'assignUsers' | 'unassignUsers', userIds: string[]) =>
    runAction(
      () => api.PUT(`/api/admin/role/${operation}`, { body: { roleId: role.id, userIds } }),
      operation === 'assignUsers' ? '授权成功' : '取消授权成功',
      async () => {
        if (operation === 'unassignUsers') table.afterDelete(total, userIds.length); // spec §2 step back
        await onChanged();
      },
    );

  const columns = useMemo<PermissionColumn<User>[]>(
    () =>
      allocated
        ? [
            ...userColumns,
            {
              key: 'actions',
              title: '操作',
              width: 110,
              render: (_, user) => (
                <ConfirmButton
                  type="link"
                  danger
                  confirm={`确认取消「${user.nickname}」的「${role.roleName}」角色？`}
                  onConfirm={() => change('unassignUsers', [user.id])}
                >
                  取消授权
                </ConfirmButton>
              ),
            },
          ]
        : userColumns,
    [allocated, role, total],
  );

  return (
    <PermissionTable<User>
      tableId={allocated ? 'admin-role-users' : 'admin-role-candidates'}
      rowKey="id"
      columns={columns}
      {...serverPaging(table, page)}
      searchFields={USER_SEARCH_FIELDS}
      batchActions={(keys, _rows, clear) =>
        allocated ? (
          <ConfirmButton
            danger
            confirm={`确认取消选中的 ${keys.length} 个用户的授权？`}
            onConfirm={() => change('unassignUsers', keys.map(String)).then(clear)}
          >
            批量取消授权
          </ConfirmButton>
        ) : (
          <Button type="primary" onClick={() => change('assignUsers', keys.map(String)).then(clear)}>
            添加选中的 {keys.length} 个用户
          </Button>
        )
      }
    />
  );
}

/** 分配用户 (screens.md §9): the role's users; 添加用户 picks from those not in it. */
export function RoleUsersDrawer({ role, onClose }: { role: Role; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey('getRoleUsers') });
  return (
    <Drawer open title={`分配用户：${role.roleName}`} width={900} onClose={onClose}>
      <Button type="primary" onClick={() => setPicking(true)} style={{ marginBottom: 12 }}>
        添加用户
      </Button>
      <RoleUserTable role={role} allocated onChanged={refresh} />
      {picking && (
        <Modal open title="选择用户" footer={null} width={860} onCancel={() => setPicking(false)}>
          <RoleUserTable
            role={role}
            allocated={false}
            onChanged={async () => {
              setPicking(false);
              await refresh();
            }}
          />
        </Modal>
      )}
    </Drawer>
  );
}
