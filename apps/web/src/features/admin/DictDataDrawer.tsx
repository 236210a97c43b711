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
import Drawer from 'antd/es/drawer';
import Tag from 'antd/es/tag';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { TAG_COLORS } from '../../lib/dict';
import { StatusTag } from '../../lib/status';
import { DictDataForm } from './DictForms';
import { DICT_CODES } from './dict-rules';

type DictType = Schema<'DictType'>;
type DictData = Schema<'DictData'>;

/** The values of one dictionary type, beside its list: seen at once, edited in place. */
export function DictDataDrawer({ dictType, onClose }: { dictType: DictType; onClose: () => void }) {
  const list = useLocalList<DictData>({
    query: apiQueryOptions(api, 'get', '/api/admin/dict/data', {
      params: { query: { dictType: dictType.type } },
    }),
    remove: (ids) => api.DELETE('/api/admin/dict/data/delete', { body: { ids } }),
    exportFile: () =>
      api.download('get', '/api/admin/dict/data/export', { params: { query: { dictType: dictType.type } } }),
  });
  const { remove } = list;
  // 新增数据 / 修改: the value's form (`data` when editing one)
  const {
    dialog: editing,
    open: edit,
    close,
    closeAndRefresh,
  } = useListDialog<{ data?: DictData }>(list.refresh);

  const columns = useMemo<PermissionColumn<DictData>[]>(
    () => [
      {
        key: 'label',
        title: '字典标签',
        width: 120,
        render: (_, d) => <Tag color={TAG_COLORS[d.tagColor]}>{d.label}</Tag>,
      },
      { key: 'value', title: '字典键值', dataIndex: 'value', width: 160 },
      { key: 'sort', title: '排序', dataIndex: 'sort', width: 60 },
      { key: 'isDefault', title: '默认', width: 60, render: (_, d) => (d.isDefault ? '是' : '') },
      { key: 'status', title: '状态', width: 80, render: (_, d) => <StatusTag status={d.status} /> },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 110,
        render: (_, d) => (
          <RowActions
            actions={[
              { key: 'edit', label: '修改', code: DICT_CODES.edit, onClick: () => edit({ data: d }) },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: DICT_CODES.remove,
                confirm: `确认删除「${d.label}」？`,
                confirmDescription: '已保存了这个值的记录将显示为原始键值。',
                onClick: () => remove([d.id]),
              },
            ]}
          />
        ),
      },
    ],
    [remove, edit],
  );

  return (
    <Drawer open title={`字典数据：${dictType.name}（${dictType.type}）`} size={760} onClose={onClose}>
      <PermissionTable<DictData>
        tableId="admin-dict-data"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={[{ name: 'label', label: '字典标签' }]}
        toolbar={
          <>
            <PermittedButton code={DICT_CODES.add} type="primary" onClick={() => edit({})}>
              新增数据
            </PermittedButton>
            <ExportButton code={DICT_CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {editing && (
        <DictDataForm
          dictType={dictType.type}
          editing={editing.data}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
    </Drawer>
  );
}
