import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { type PermissionColumn, TreeTable } from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { ConfirmButton } from '../../lib/permitted-button';
import { StatusSwitch } from '../../lib/status';
import { MenuForm } from './MenuForm';
import { hasChildren, PERMISSION_TYPE_LABELS, type Permission } from './menu-rules';

type Editing = { permission?: Permission; parentId?: string } | undefined;

/** /admin/permission 菜单管理 (screens.md §9): the tree of directories, menus and buttons. */
export default function MenuManagementPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const list = useQuery(apiQueryOptions(api, 'post', '/api/admin/permission/getAll', { body: {} }));
  const permissions = list.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey('getAllPermissions') });

  const run = (action: () => Promise<unknown>, success: string) => runAction(action, success, refresh);

  const columns = useMemo<PermissionColumn<Permission>[]>(
    () => [
      { key: 'name', title: '菜单名称', dataIndex: 'name', width: 200 },
      {
        key: 'type',
        title: '类型',
        width: 80,
        render: (_, p) => (
          <Tag color={PERMISSION_TYPE_LABELS[p.type].color}>{PERMISSION_TYPE_LABELS[p.type].label}</Tag>
        ),
      },
      { key: 'icon', title: '图标', dataIndex: 'icon', width: 160 },
      { key: 'sort', title: '排序', dataIndex: 'sort', width: 70 },
      { key: 'path', title: '路由地址', dataIndex: 'path', width: 180 },
      { key: 'code', title: '权限标识', dataIndex: 'code', width: 180 },
      { key: 'visible', title: '显示', width: 70, render: (_, p) => (p.visible ? '显示' : '隐藏') },
      {
        key: 'status',
        title: '状态',
        width: 90,
        render: (_, p) => (
          <StatusSwitch
            enabled={p.status === 'ENABLED'}
            name={p.name}
            onToggle={() =>
              p.status === 'ENABLED'
                ? run(
                    () => api.PUT('/api/admin/permission/inactivate', { params: { query: { id: p.id } } }),
                    '停用成功',
                  )
                : run(
                    () => api.PUT('/api/admin/permission/activate', { params: { query: { id: p.id } } }),
                    '启用成功',
                  )
            }
          />
        ),
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 220,
        render: (_, p) => (
          <Space size={0}>
            <Button type="link" onClick={() => setEditing({ permission: p })}>
              修改
            </Button>
            {p.type !== 'F' && (
              <Button type="link" onClick={() => setEditing({ parentId: p.id })}>
                新增下级
              </Button>
            )}
            <ConfirmButton
              type="link"
              danger
              confirm={`确认删除「${p.name}」？`}
              description={
                hasChildren(list.data ?? [], p.id) ? '它还有下级菜单，服务器会拒绝删除。' : undefined
              }
              onConfirm={() =>
                run(() => api.DELETE('/api/admin/permission/delete', { body: { ids: [p.id] } }), '删除成功')
              }
            >
              删除
            </ConfirmButton>
          </Space>
        ),
      },
    ],
    [list.data],
  );

  return (
    <>
      <TreeTable<Permission>
        tableId="admin-permission"
        rowKey="id"
        columns={columns}
        items={permissions}
        loading={list.isPending}
        searchFields={[{ name: 'name', label: '菜单名称' }]}
        onRefresh={() => void list.refetch()}
        toolbar={
          <Button type="primary" onClick={() => setEditing({})}>
            新增
          </Button>
        }
      />
      {editing && (
        <MenuForm
          permissions={permissions}
          editing={editing.permission}
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
