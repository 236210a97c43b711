import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  useListDialog,
  useLocalList,
} from '@backoffice/ui-kit';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { StatusTag } from '../../lib/status';
import { useUrlListParams } from '../../lib/url-list-params';
import { DICT_CODES, isBuiltInDict } from './dict-rules';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const DictDataDrawer = lazyExport('dict-data', () => import('./DictDataDrawer'), 'DictDataDrawer');
const DictTypeForm = lazyExport('dict-type-form', () => import('./DictForms'), 'DictTypeForm');

type DictType = Schema<'DictType'>;
/** 列表: a type's values in a drawer; 新增 / 修改: the type's form. */
type Dialog = { kind: 'data'; type: DictType } | { kind: 'form'; type?: DictType };

/** /admin/dict 字典管理 (screens.md §9): dictionary types, paged; 列表 opens a type's values beside them; 刷新缓存. */
export default function DictionaryPage() {
  const list = useLocalList<DictType>({
    query: apiQueryOptions(api, 'post', '/api/admin/dict/type/getAll', { body: {} }),
    remove: (ids) => api.DELETE('/api/admin/dict/type/delete', { body: { ids } }),
    exportFile: ({ name, type }) =>
      api.download('post', '/api/admin/dict/type/export', {
        body: {
          ...(typeof name === 'string' ? { name } : {}),
          ...(typeof type === 'string' ? { type } : {}),
        },
      }),
    // 刷新缓存 and a changed type make every dictionary tag of the app read its values again.
    invalidates: [['getDictData']],
    // 34 types and more: paged, the page and the filters in the URL as every list keeps them
    paging: useUrlListParams(),
  });
  const { remove, run } = list;
  useWarmChunks(list.status !== 'loading', [DictDataDrawer, DictTypeForm]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);

  const columns = useMemo<PermissionColumn<DictType>[]>(
    () => [
      { key: 'name', title: '字典名称', dataIndex: 'name', width: 140 },
      { key: 'type', title: '字典类型', dataIndex: 'type', width: 200 },
      { key: 'status', title: '状态', width: 80, render: (_, t) => <StatusTag status={t.status} /> },
      { key: 'remark', title: '备注', dataIndex: 'remark' },
      { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 160 },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 170,
        render: (_, t) => (
          <RowActions
            shown={3}
            actions={[
              { key: 'data', label: '列表', onClick: () => openDialog({ kind: 'data', type: t }) },
              {
                key: 'edit',
                label: '修改',
                code: DICT_CODES.edit,
                onClick: () => openDialog({ kind: 'form', type: t }),
              },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: DICT_CODES.remove,
                disabledReason: isBuiltInDict(t) ? '系统内置字典，不能删除' : undefined,
                confirm: `确认删除字典「${t.name}」？`,
                confirmDescription: '它的全部字典数据一并删除，用到它的下拉框和标签将不再显示这些值。',
                onClick: () => remove([t.id]),
              },
            ]}
          />
        ),
      },
    ],
    [remove, openDialog],
  );

  return (
    <>
      <PermissionTable<DictType>
        tableId="admin-dict-types"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={[
          { name: 'name', label: '字典名称' },
          { name: 'type', label: '字典类型' },
        ]}
        toolbar={
          <>
            <PermittedButton
              code={DICT_CODES.add}
              type="primary"
              onClick={() => openDialog({ kind: 'form' })}
            >
              新增
            </PermittedButton>
            <PermittedButton
              code={DICT_CODES.refreshCache}
              onClick={() => run(() => api.PUT('/api/admin/dict/refreshCache'), '刷新缓存成功')}
            >
              刷新缓存
            </PermittedButton>
            <ExportButton code={DICT_CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {dialog?.kind === 'data' && <DictDataDrawer dictType={dialog.type} onClose={close} />}
      {dialog?.kind === 'form' && (
        <DictTypeForm editing={dialog.type} onClose={close} onSaved={closeAndRefresh} />
      )}
    </>
  );
}
