import { apiQueryOptions } from '@backoffice/sdk/query';
import { PermissionTypeSchema } from '@backoffice/sdk/schemas';
import {
  type PermissionColumn,
  PermittedButton,
  RowActions,
  StatusSwitch,
  TreeTable,
  useListDialog,
  useLocalList,
} from '@backoffice/ui-kit';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { operationCodes } from '../../lib/operation-codes';
import { type TreeNodeEditing, treeNodeActions } from '../../lib/tree-node-actions';
import { MenuIcon } from './menu-icons';
import { hasChildren, type Permission } from './menu-rules';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const MenuForm = lazyExport('menu-form', () => import('./MenuForm'), 'MenuForm');

const CODES = operationCodes({
  add: 'system:menu:add',
  edit: 'system:menu:edit',
  remove: 'system:menu:remove',
  status: 'system:menu:status',
});

/** /admin/permission 菜单管理 (screens.md §9): the tree of directories, menus and buttons. */
export default function MenuManagementPage() {
  const list = useLocalList<Permission>({
    query: apiQueryOptions(api, 'post', '/api/admin/permission/getAll', { body: {} }),
    remove: (ids) => api.DELETE('/api/admin/permission/delete', { body: { ids } }),
    status: {
      enabled: (p) => p.status === 'ENABLED',
      change: (p, enable) =>
        enable
          ? api.PUT('/api/admin/permission/activate', { params: { query: { id: p.id } } })
          : api.PUT('/api/admin/permission/inactivate', { params: { query: { id: p.id } } }),
    },
  });
  useWarmChunks(list.status !== 'loading', [MenuForm]);
  const { dialog, open, close, closeAndRefresh } = useListDialog<TreeNodeEditing<Permission>>(list.refresh);
  const { items, remove, toggleStatus } = list;

  const columns = useMemo<PermissionColumn<Permission>[]>(
    () => [
      { key: 'name', title: '菜单名称', dataIndex: 'name', width: 220 },
      {
        key: 'icon',
        title: '图标',
        width: 60,
        align: 'center',
        render: (_, p) => <MenuIcon name={p.icon} />,
      },
      {
        key: 'type',
        title: '类型',
        width: 70,
        render: (_, p) => <DictTag dict={PermissionTypeSchema} value={p.type} />,
      },
      { key: 'sort', title: '排序', dataIndex: 'sort', width: 60 },
      { key: 'path', title: '路由地址', dataIndex: 'path', width: 170 },
      { key: 'code', title: '权限标识', dataIndex: 'code' },
      { key: 'visible', title: '显示', width: 60, render: (_, p) => (p.visible ? '显示' : '隐藏') },
      {
        key: 'status',
        title: '状态',
        width: 70,
        render: (_, p) => (
          <StatusSwitch
            enabled={p.status === 'ENABLED'}
            name={p.name}
            code={CODES.status}
            onToggle={() => toggleStatus(p)}
          />
        ),
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 190,
        render: (_, p) => (
          <RowActions
            shown={3}
            actions={[
              ...treeNodeActions(p, CODES, open, p.type === 'F'),
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                confirm: `确认删除「${p.name}」？`,
                confirmDescription: hasChildren(items, p.id)
                  ? '它还有下级菜单，服务器会拒绝删除。'
                  : undefined,
                onClick: () => remove([p.id]),
              },
            ]}
          />
        ),
      },
    ],
    [items, remove, toggleStatus],
  );

  return (
    <>
      <TreeTable<Permission>
        tableId="admin-permission"
        rowKey="id"
        columns={columns}
        {...list.treeProps}
        searchFields={[{ name: 'name', label: '菜单名称' }]}
        toolbar={
          <PermittedButton code={CODES.add} type="primary" onClick={() => open({})}>
            新增
          </PermittedButton>
        }
      />
      {dialog && (
        <MenuForm
          permissions={items}
          editing={dialog.node}
          parentId={dialog.parentId}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
    </>
  );
}
