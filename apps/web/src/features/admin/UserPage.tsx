import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { notify, type PermissionColumn, PermissionTable, useTableState } from '@backoffice/ui-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Col from 'antd/es/col';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Tree from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { BatchDeleteButton, ConfirmButton, ExportButton, PermittedButton } from '../../lib/permitted-button';
import { serverPaging } from '../../lib/server-paging';
import { STATUS_SEARCH_FIELD, StatusSwitch } from '../../lib/status';
import { toTreeData } from '../../lib/tree-data';
import { useAuthStore } from '../../stores/auth-store';
import { UserForm } from './UserForm';
import { UserRolesDialog } from './UserRolesDialog';
import { USER_SEARCH_FIELDS } from './user-search-fields';

type User = Schema<'User'>;

const CODES = {
  add: 'system:user:add',
  edit: 'system:user:edit',
  remove: 'system:user:remove',
  resetPwd: 'system:user:resetPwd',
  export: 'system:user:export',
  /** Include mode (spec §6): a user holding it does not see phone numbers and e-mail addresses. */
  hideContact: 'system:user:hideContact',
};

/** /admin/user 用户管理 (screens.md §9): department tree on the left, users on the right. */
export default function UserPage() {
  const queryClient = useQueryClient();
  const can = useAuthStore((state) => state.can);
  const codes = useAuthStore((state) => state.codes);
  const [deptId, setDeptId] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ user?: User } | undefined>();
  const [resetting, setResetting] = useState<User | undefined>();
  const [assigning, setAssigning] = useState<User | undefined>();
  const table = useTableState();
  const departments = useQuery(apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }));
  const filters = { ...table.filters, ...(deptId ? { deptId } : {}) };
  const page = useQuery({
    ...apiQueryOptions(api, 'post', '/api/admin/user/getPage', {
      body: { pageNum: table.pageNum, pageSize: table.pageSize, ...filters },
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey('getUserPage') });
  const total = page.data?.total ?? 0;

  const remove = (ids: string[]) =>
    runAction(
      () => api.DELETE('/api/admin/user/delete', { body: { ids } }),
      '删除成功',
      async () => {
        table.afterDelete(total, ids.length); // spec §2: step back when the page would be empty
        await refresh();
      },
    );
  const changeStatus = (user: User) =>
    runAction(
      () =>
        api.PUT('/api/admin/user/status', {
          body: { id: user.id, status: user.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' },
        }),
      user.status === 'ENABLED' ? '已停用' : '已启用',
      refresh,
    );

  const columns = useMemo<PermissionColumn<User>[]>(
    () => [
      { key: 'username', title: '用户名称', dataIndex: 'username', width: 120 },
      { key: 'nickname', title: '用户昵称', dataIndex: 'nickname', width: 100 },
      { key: 'deptName', title: '部门', dataIndex: 'deptName', width: 140 },
      {
        key: 'phone',
        title: '手机号码',
        dataIndex: 'phone',
        width: 130,
        authCodes: [CODES.hideContact],
        authMode: 'include',
      },
      {
        key: 'email',
        title: '邮箱',
        dataIndex: 'email',
        width: 200,
        authCodes: [CODES.hideContact],
        authMode: 'include',
      },
      { key: 'roleNames', title: '角色', width: 140, render: (_, u) => u.roleNames.join('、') },
      {
        key: 'status',
        title: '状态',
        width: 80,
        render: (_, u) => (
          <StatusSwitch
            enabled={u.status === 'ENABLED'}
            name={u.nickname}
            what="用户"
            disabled={!can(CODES.edit)}
            onToggle={() => changeStatus(u)}
          />
        ),
      },
      { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170 },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 300,
        render: (_, u) => (
          <Space size={0}>
            <PermittedButton type="link" code={CODES.edit} onClick={() => setEditing({ user: u })}>
              修改
            </PermittedButton>
            <PermittedButton type="link" code={CODES.resetPwd} onClick={() => setResetting(u)}>
              重置密码
            </PermittedButton>
            <PermittedButton type="link" code={CODES.edit} onClick={() => setAssigning(u)}>
              分配角色
            </PermittedButton>
            <ConfirmButton
              type="link"
              danger
              code={CODES.remove}
              confirm={`确认删除用户「${u.nickname}」？`}
              onConfirm={() => remove([u.id])}
            >
              删除
            </ConfirmButton>
          </Space>
        ),
      },
    ],
    [codes, total],
  );

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        {/* Mounted once the departments are in, so defaultExpandAll sees the whole tree. */}
        {departments.data && (
          <Tree
            aria-label="部门"
            defaultExpandAll
            selectedKeys={deptId ? [deptId] : []}
            treeData={toTreeData(departments.data, (d) => d.name)}
            onSelect={([key]) => {
              setDeptId(key === undefined ? undefined : String(key));
              table.onPageChange(1, table.pageSize);
            }}
          />
        )}
      </Col>
      <Col xs={24} md={18}>
        <PermissionTable<User>
          tableId="admin-user"
          rowKey="id"
          columns={columns}
          {...serverPaging(table, page)}
          searchFields={[...USER_SEARCH_FIELDS, STATUS_SEARCH_FIELD]}
          batchActions={(keys, _rows, clear) => (
            <BatchDeleteButton
              count={keys.length}
              what="用户"
              code={CODES.remove}
              onConfirm={() => remove(keys.map(String)).then(clear)}
            />
          )}
          toolbar={
            <>
              <PermittedButton code={CODES.add} type="primary" onClick={() => setEditing({})}>
                新增
              </PermittedButton>
              <ExportButton
                code={CODES.export}
                download={() =>
                  api.download('post', '/api/admin/user/export', {
                    body: { pageNum: 1, pageSize: table.pageSize, ...filters },
                  })
                }
              />
            </>
          }
        />
      </Col>
      {editing && (
        <UserForm
          departments={departments.data ?? []}
          editing={editing.user}
          deptId={deptId}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            await refresh();
          }}
        />
      )}
      {assigning && (
        <UserRolesDialog
          user={assigning}
          onClose={() => setAssigning(undefined)}
          onSaved={async () => {
            setAssigning(undefined);
            await refresh();
          }}
        />
      )}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />}
    </Row>
  );
}

function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const valid = password.length >= 6 && password.length <= 20;
  return (
    <Modal
      open
      title={`重置密码：${user.nickname}`}
      okText="重置"
      okButtonProps={{ disabled: !valid }}
      onCancel={onClose}
      onOk={async () => {
        try {
          await api.PUT('/api/admin/user/resetPassword', { body: { id: user.id, password } });
          notify({ level: 'success', title: '重置成功' });
          onClose();
        } catch {
          // the sdk showed why; the dialog stays
        }
      }}
    >
      <Input.Password
        aria-label="新密码"
        placeholder="6 到 20 个字符"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
      />
    </Modal>
  );
}
