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
import { STATUS_SEARCH_FIELD, StatusTag } from '../../lib/status';
import { type TreeNodeEditing, treeNodeActions } from '../../lib/tree-node-actions';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const CategoryForm = lazyExport('material-category-form', () => import('./CategoryForm'), 'CategoryForm');

type Category = Schema<'MaterialCategory'>;

const CODES = operationCodes({
  add: 'material:category:add',
  edit: 'material:category:edit',
  remove: 'material:category:remove',
  export: 'material:category:export',
});

/** 编码配置 (a): the category tree with its code segment, bound rule, status and dynamic attributes. */
export function CategoryTable({ rules }: { rules: readonly Schema<'CodeRule'>[] }) {
  const list = useLocalList<Category>({
    query: apiQueryOptions(api, 'post', '/api/material/category/getAll', { body: {} }),
    remove: (ids) => api.DELETE('/api/material/category/delete', { body: { ids } }),
    exportFile: (filters) => api.download('post', '/api/material/category/export', { body: filters }),
  });
  useWarmChunks(list.status !== 'loading', [CategoryForm]);
  const { dialog, open, close, closeAndRefresh } = useListDialog<TreeNodeEditing<Category>>(list.refresh);
  const { items, remove } = list;
  const columns = useMemo<PermissionColumn<Category>[]>(
    () => [
      { key: 'name', title: '分类名称', dataIndex: 'name', minWidth: 160 },
      { key: 'code', title: '分类编码', dataIndex: 'code', width: 90 },
      { key: 'sort', title: '排序', dataIndex: 'sort', width: 64 },
      { key: 'codeRuleName', title: '绑定编码规则', dataIndex: 'codeRuleName', width: 130 },
      {
        key: 'attributes',
        title: '分类属性',
        minWidth: 160,
        render: (_, c) => c.attributes.map((a) => a.name).join('、'),
      },
      { key: 'status', title: '状态', width: 80, render: (_, c) => <StatusTag status={c.status} /> },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 180,
        render: (_, c) => (
          <RowActions
            shown={3}
            actions={[
              ...treeNodeActions(c, CODES, open),
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                confirm: `确认删除分类「${c.name}」？`,
                confirmDescription: items.some((i) => i.parentId === c.id)
                  ? '它还有下级分类，服务器会拒绝删除。'
                  : '分类下还有物料时，服务器会拒绝删除。',
                onClick: () => remove([c.id]),
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
      <TreeTable<Category>
        tableId="material-category"
        rowKey="id"
        columns={columns}
        {...list.treeProps}
        searchFields={[{ name: 'name', label: '分类名称' }, STATUS_SEARCH_FIELD]}
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
        <CategoryForm
          editing={dialog.node}
          parentId={dialog.parentId}
          categories={items}
          rules={rules}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
    </>
  );
}
