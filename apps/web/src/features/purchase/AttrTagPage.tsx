import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { AttrTagFiltersSchema, TagScopeSchema } from '@backoffice/sdk/schemas';
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
import Space from 'antd/es/space';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { ColorTag } from '../../lib/attr-tags';
import { DictTag, dictSearchField } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { exportRequest, type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { operationCodes } from '../../lib/operation-codes';
import { STATUS_SEARCH_FIELD, statusToggle } from '../../lib/status';
import { useUrlListParams } from '../../lib/url-list-params';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const AttrTagForm = lazyExport('attr-tag-form', () => import('./AttrTagForm'), 'AttrTagForm');
const TagUsagesDrawer = lazyExport('attr-tag-usages', () => import('./TagUsagesDrawer'), 'TagUsagesDrawer');

type Filters = ListFilters<'post', '/api/purchase/attrTag/getPage'>;
type SortField = ListSortField<'post', '/api/purchase/attrTag/getPage'>;

type AttrTag = Schema<'AttrTag'>;
type Dialog = { kind: 'form'; tag?: AttrTag } | { kind: 'usages'; tag: AttrTag } | undefined;

const CODES = operationCodes({
  add: 'purchase:tag:add',
  edit: 'purchase:tag:edit',
  remove: 'purchase:tag:remove',
  status: 'purchase:tag:status',
  export: 'purchase:tag:export',
});

const SWATCH = { display: 'inline-block', width: 12, height: 12, borderRadius: 2 } as const;

const usedWarning = (tag: AttrTag) =>
  tag.usageCount > 0
    ? `它正被 ${tag.usageCount} 条记录使用：仍被使用的标签不能删除，服务器会拒绝。`
    : '删除后，这个标签不能再选用。';

/** /purchase/attrTag 属性标签 (screens.md §7): the tags materials, suppliers and purchase orders carry. */
export default function AttrTagPage() {
  const list = useServerList<AttrTag, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: AttrTagFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/purchase/attrTag/getPage', {
        body: { ...pageRequest(params), ...params.filters },
      }),
    remove: (ids) => api.DELETE('/api/purchase/attrTag/delete', { body: { ids } }),
    status: statusToggle((body) => api.PUT('/api/purchase/attrTag/status', { body })),
    exportFile: (applied) =>
      api.download('post', '/api/purchase/attrTag/export', { body: exportRequest(applied) }),
  });
  useWarmChunks(list.status !== 'loading', [AttrTagForm, TagUsagesDrawer]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { remove, toggleStatus } = list;

  const columns = useMemo<PermissionColumn<AttrTag>[]>(
    () => [
      {
        key: 'name',
        title: '标签名称',
        minWidth: 120,
        render: (_, tag) => <ColorTag color={tag.color}>{tag.name}</ColorTag>,
      },
      {
        key: 'scope',
        title: '适用对象',
        width: 90,
        render: (_, tag) => <DictTag dict={TagScopeSchema} value={tag.scope} />,
      },
      { key: 'groupName', title: '标签分组', dataIndex: 'groupName', width: 100 },
      {
        key: 'color',
        title: '颜色',
        width: 100,
        render: (_, tag) => (
          <Space size={6}>
            <span aria-hidden style={{ ...SWATCH, background: tag.color }} />
            {tag.color}
          </Space>
        ),
      },
      { key: 'sort', title: '排序', dataIndex: 'sort', width: 64 },
      {
        key: 'usageCount',
        title: '使用次数',
        dataIndex: 'usageCount',

        width: 84,
        align: 'right',
      },
      {
        key: 'status',
        title: '状态',
        width: 64,
        render: (_, tag) => (
          <StatusSwitch
            enabled={tag.status === 'ENABLED'}
            name={tag.name}
            what="标签"
            code={CODES.status}
            onToggle={() => toggleStatus(tag)}
          />
        ),
      },
      { key: 'description', title: '描述', dataIndex: 'description', minWidth: 160, defaultHidden: true },
      {
        key: 'updateTime',
        title: '更新时间',
        dataIndex: 'updateTime',

        width: 150,
        defaultHidden: true,
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 170,
        render: (_, tag) => (
          <RowActions
            shown={3}
            actions={[
              {
                key: 'usages',
                label: '查看关联',
                onClick: () => openDialog({ kind: 'usages', tag }),
              },
              {
                key: 'edit',
                label: '修改',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'form', tag }),
              },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                confirm: `确认删除标签「${tag.name}」？`,
                confirmDescription: usedWarning(tag),
                onClick: () => remove([tag.id]),
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
      <PermissionTable<AttrTag>
        tableId="purchase-attr-tag"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={[
          { name: 'name', label: '标签名称' },
          dictSearchField('scope', '适用对象', TagScopeSchema),
          STATUS_SEARCH_FIELD,
          { name: 'groupName', label: '标签分组' },
        ]}
        batchActions={batchDeleteActions({
          what: '标签',
          code: CODES.remove,
          description: '仍被使用的标签不能删除：有一个在用，服务器就拒绝这一批。',
          remove,
        })}
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
        <AttrTagForm editing={dialog.tag} onClose={close} onSaved={closeAndRefresh} />
      )}
      {dialog?.kind === 'usages' && <TagUsagesDrawer tag={dialog.tag} onClose={close} />}
    </>
  );
}
