import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { ConfirmButton, type PermissionColumn, PermissionTable, useServerList } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import { useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { StatusTag } from '../../lib/status';
import type { Role } from './role-rules';
import { USER_SEARCH_FIELDS } from './user-search-fields';

type User = Schema<'User'>;

const userColumns: PermissionColumn<User>[] = [
  { key: 'username', title: '用户名称', dataIndex: 'username', width: 120 },
  { key: 'nickname', title: '用户昵称', dataIndex: 'nickname', width: 100 },
  { key: 'deptName', title: '部门', dataIndex: 'deptName', width: 140 },
  { key: 'phone', title: '手机号码', dataIndex: 'phone', width: 130 },
  { key: 'status', title: '状态', width: 80, render: (_, u) => <StatusTag status={u.status} /> },
];

/**
 * The users of a role (`allocated`), each with 取消授权 and a batch 取消授权 (spec §2 step-back included); or the
 * users who could join it, selected and added with one button. Both lists refresh each other.
 */
function RoleUserTable({
  role,
  allocated,
  onAdded,
}: {
  role: Role;
  allocated: boolean;
  onAdded?: () => void;
}) {
  const list = useServerList<User>({
    permanentFilters: { roleId: role.id, allocated },
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/admin/role/users', {
        body: { pageNum, pageSize, roleId: role.id, allocated, ...filters },
      }),
    remove: (userIds) => api.PUT('/api/admin/role/unassignUsers', { body: { roleId: role.id, userIds } }),
  });
  const { remove, run } = list;
  const unassign = (ids: string[]) => remove(ids);
  const assign = (userIds: string[]) =>
    run(
      () => api.PUT('/api/admin/role/assignUsers', { body: { roleId: role.id, userIds } }),
      '授权成功',
    ).then((done) => {
      if (done) onAdded?.();
      return done;
    });

  const columns = useMemo<PermissionColumn<User>[]>(
    () =>
      allocated
        ? [
            ...userColumns,
            {
              key: 'actions',
              title: '操作',
              fixed: 'right',
              width: 100,
              render: (_, user) => (
                <ConfirmButton
                  type="link"
                  danger
                  confirm={`确认取消「${user.nickname}」的「${role.roleName}」角色？`}
                  onConfirm={() => remove([user.id])}
                >
                  取消授权
                </ConfirmButton>
              ),
            },
          ]
        : userColumns,
    [allocated, role, remove],
  );

  return (
    <PermissionTable<User>
      tableId={allocated ? 'admin-role-users' : 'admin-role-candidates'}
      rowKey="id"
      columns={columns}
      {...list.tableProps}
      searchFields={USER_SEARCH_FIELDS}
      batchActions={(keys, _rows, clear) =>
        allocated ? (
          <ConfirmButton
            danger
            confirm={`确认取消选中的 ${keys.length} 个用户的授权？`}
            onConfirm={() => unassign(keys.map(String)).then(clear)}
          >
            批量取消授权
          </ConfirmButton>
        ) : (
          <Button type="primary" onClick={() => assign(keys.map(String)).then(clear)}>
            添加选中的 {keys.length} 个用户
          </Button>
        )
      }
    />
  );
}

/** 分配用户 (screens.md §9): the role's users; 添加用户 picks from those not in it. */
export function RoleUsersDrawer({ role, onClose }: { role: Role; onClose: () => void }) {
  const [picking, setPicking] = useState(false);
  return (
    <Drawer open title={`分配用户：${role.roleName}`} size={900} onClose={onClose}>
      <Button type="primary" onClick={() => setPicking(true)} style={{ marginBottom: 12 }}>
        添加用户
      </Button>
      <RoleUserTable role={role} allocated />
      {picking && (
        <Modal open title="选择用户" footer={null} width={860} onCancel={() => setPicking(false)}>
          <RoleUserTable role={role} allocated={false} onAdded={() => setPicking(false)} />
        </Modal>
      )}
    </Drawer>
  );
}
