import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { UserFiltersSchema } from '@backoffice/sdk/schemas';
import {
  batchDeleteActions,
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  StatusSwitch,
  sideQuery,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { FilterTree } from '../../lib/filter-tree';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { exportRequest, type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { operationCodes } from '../../lib/operation-codes';
import { STATUS_SEARCH_FIELD, statusToggle } from '../../lib/status';
import { useUrlListParams } from '../../lib/url-list-params';
import { useGlobalStore } from '../../stores/global-store';
import { USER_SEARCH_FIELDS } from './user-search-fields';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const UserForm = lazyExport('user-form', () => import('./UserForm'), 'UserForm');
const UserPasswordDialog = lazyExport(
  'user-password',
  () => import('./UserPasswordDialog'),
  'UserPasswordDialog',
);
const UserRolesDialog = lazyExport('user-roles', () => import('./UserRolesDialog'), 'UserRolesDialog');

type Filters = ListFilters<'post', '/api/admin/user/getPage'>;
type SortField = ListSortField<'post', '/api/admin/user/getPage'>;

type User = Schema<'User'>;
type Dialog = { kind: 'form'; user?: User } | { kind: 'password' | 'roles'; user: User } | undefined;

const CODES = operationCodes({
  add: 'system:user:add',
  edit: 'system:user:edit',
  remove: 'system:user:remove',
  resetPwd: 'system:user:resetPwd',
  export: 'system:user:export',
  /** Include mode (spec §6): a user holding it does not see phone numbers and e-mail addresses. */
  hideContact: 'system:user:hideContact',
});
const SELF_REASON = '不能停用或删除当前登录的用户';

/** /admin/user 用户管理 (screens.md §9): department tree on the left, users on the right. */
export default function UserPage() {
  const selfId = useGlobalStore((state) => state.userInfo?.id);
  const departments = useQuery(apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }));
  const list = useServerList<User, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: UserFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/admin/user/getPage', {
        body: { ...pageRequest(params), ...params.filters },
      }),
    remove: (ids) => api.DELETE('/api/admin/user/delete', { body: { ids } }),
    status: statusToggle((body) => api.PUT('/api/admin/user/status', { body })),
    exportFile: (applied) => api.download('post', '/api/admin/user/export', { body: exportRequest(applied) }),
  });
  useWarmChunks(list.status !== 'loading', [UserForm, UserPasswordDialog, UserRolesDialog]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { remove, toggleStatus } = list;

  const columns = useMemo<PermissionColumn<User>[]>(
    () => [
      { key: 'username', title: '用户名称', dataIndex: 'username', width: 100 },
      { key: 'nickname', title: '用户昵称', dataIndex: 'nickname', width: 80 },
      { key: 'deptName', title: '部门', dataIndex: 'deptName', minWidth: 90 },
      {
        key: 'phone',
        title: '手机号码',
        dataIndex: 'phone',
        width: 115,
        authCodes: [CODES.hideContact],
        authMode: 'include',
      },
      {
        key: 'email',
        title: '邮箱',
        dataIndex: 'email',
        minWidth: 100,
        authCodes: [CODES.hideContact],
        authMode: 'include',
      },
      {
        key: 'roleNames',
        title: '角色',
        minWidth: 90,
        ellipsis: true,
        render: (_, u) => u.roleNames.join('、'),
      },
      {
        key: 'status',
        title: '状态',
        width: 64,
        render: (_, u) => (
          <StatusSwitch
            enabled={u.status === 'ENABLED'}
            name={u.nickname}
            what="用户"
            code={CODES.edit}
            disabledReason={u.id === selfId ? SELF_REASON : undefined}
            onToggle={() => toggleStatus(u)}
          />
        ),
      },
      {
        key: 'createTime',
        title: '创建时间',
        dataIndex: 'createTime',

        width: 150,
        defaultHidden: true,
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 130,
        render: (_, u) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                label: '修改',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'form', user: u }),
              },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                disabledReason: u.id === selfId ? SELF_REASON : undefined,
                confirm: `确认删除用户「${u.nickname}」？`,
                onClick: () => remove([u.id]),
              },
              {
                key: 'password',
                label: '重置密码',
                code: CODES.resetPwd,
                onClick: () => openDialog({ kind: 'password', user: u }),
              },
              {
                key: 'roles',
                label: '分配角色',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'roles', user: u }),
              },
            ]}
          />
        ),
      },
    ],
    [selfId, remove, toggleStatus],
  );

  const deptId = typeof list.filters.deptId === 'string' ? list.filters.deptId : undefined;
  return (
    // On a phone the department tree sits above the users rather than squeezing them.
    <Row gutter={[16, 16]}>
      <Col flex="220px">
        <FilterTree
          label="部门"
          nodeTitle={(d) => d.name}
          query={departments}
          selected={deptId}
          onSelect={(id) => list.setFilter('deptId', id)}
        />
      </Col>
      <Col flex="1 1 320px" style={{ minWidth: 0 }}>
        <PermissionTable<User>
          tableId="admin-user"
          rowKey="id"
          columns={columns}
          {...list.tableProps}
          searchFields={[...USER_SEARCH_FIELDS, STATUS_SEARCH_FIELD]}
          batchActions={batchDeleteActions({ what: '用户', code: CODES.remove, remove })}
          toolbar={
            <>
              <PermittedButton code={CODES.add} type="primary" onClick={() => openDialog({ kind: 'form' })}>
                新增
              </PermittedButton>
              <ExportButton code={CODES.export} onExport={list.exportFile} />
            </>
          }
        />
      </Col>
      {dialog?.kind === 'form' && (
        <UserForm
          departments={sideQuery('部门', departments)}
          editing={dialog.user}
          deptId={deptId}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
      {dialog?.kind === 'roles' && (
        <UserRolesDialog user={dialog.user} onClose={close} onSaved={closeAndRefresh} />
      )}
      {dialog?.kind === 'password' && <UserPasswordDialog user={dialog.user} onClose={close} />}
    </Row>
  );
}
