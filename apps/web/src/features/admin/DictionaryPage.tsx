import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions, type OperationId, operationKey } from '@backoffice/sdk/query';
import { filterRows, type PermissionColumn, PermissionTable } from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { TAG_COLORS } from '../../lib/dict';
import { ConfirmButton, ExportButton } from '../../lib/permitted-button';
import { StatusTag } from '../../lib/status';
import { DictDataForm, DictTypeForm } from './DictForms';

type DictType = Schema<'DictType'>;
type DictData = Schema<'DictData'>;

/** /admin/dict 字典管理 (screens.md §9): dictionary types, the values of the chosen one, 刷新缓存. */
export default function DictionaryPage() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<DictType | undefined>();
  const [editingType, setEditingType] = useState<{ type?: DictType } | undefined>();
  const [editingData, setEditingData] = useState<{ data?: DictData } | undefined>();
  const types = useQuery(apiQueryOptions(api, 'post', '/api/admin/dict/type/getAll', { body: {} }));
  const data = useQuery({
    ...apiQueryOptions(api, 'get', '/api/admin/dict/data', {
      params: { query: { dictType: selected?.type ?? '' } },
    }),
    enabled: Boolean(selected),
  });
  const shownTypes = filterRows(types.data ?? [], filters);

  const run = (action: () => Promise<unknown>, success: string, invalidate: OperationId) =>
    runAction(action, success, () => queryClient.invalidateQueries({ queryKey: operationKey(invalidate) }));

  const typeColumns = useMemo<PermissionColumn<DictType>[]>(
    () => [
      { key: 'name', title: '字典名称', dataIndex: 'name', width: 140 },
      { key: 'type', title: '字典类型', dataIndex: 'type', width: 180 },
      { key: 'status', title: '状态', width: 80, render: (_, t) => <StatusTag status={t.status} /> },
      { key: 'remark', title: '备注', dataIndex: 'remark', ellipsis: true },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 200,
        render: (_, t) => (
          <Space size={0}>
            <Button type="link" onClick={() => setSelected(t)}>
              列表
            </Button>
            <Button type="link" onClick={() => setEditingType({ type: t })}>
              修改
            </Button>
            <ConfirmButton
              type="link"
              danger
              confirm={`确认删除字典「${t.name}」？`}
              onConfirm={() =>
                run(
                  () => api.DELETE('/api/admin/dict/type/delete', { body: { ids: [t.id] } }),
                  '删除成功',
                  'getDictTypes',
                )
              }
            >
              删除
            </ConfirmButton>
          </Space>
        ),
      },
    ],
    [],
  );

  const dataColumns = useMemo<PermissionColumn<DictData>[]>(
    () => [
      {
        key: 'label',
        title: '字典标签',
        width: 120,
        render: (_, d) => <Tag color={TAG_COLORS[d.tagColor]}>{d.label}</Tag>,
      },
      { key: 'value', title: '字典键值', dataIndex: 'value', width: 140 },
      { key: 'sort', title: '排序', dataIndex: 'sort', width: 70 },
      { key: 'isDefault', title: '默认', width: 70, render: (_, d) => (d.isDefault ? '是' : '') },
      { key: 'status', title: '状态', width: 80, render: (_, d) => <StatusTag status={d.status} /> },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 140,
        render: (_, d) => (
          <Space size={0}>
            <Button type="link" onClick={() => setEditingData({ data: d })}>
              修改
            </Button>
            <ConfirmButton
              type="link"
              danger
              confirm={`确认删除「${d.label}」？`}
              onConfirm={() =>
                run(
                  () => api.DELETE('/api/admin/dict/data/delete', { body: { ids: [d.id] } }),
                  '删除成功',
                  'getDictData',
                )
              }
            >
              删除
            </ConfirmButton>
          </Space>
        ),
      },
    ],
    [],
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PermissionTable<DictType>
        tableId="admin-dict-types"
        rowKey="id"
        columns={typeColumns}
        dataSource={shownTypes}
        total={shownTypes.length}
        loading={types.isPending}
        pageNum={1}
        pageSize={Math.max(shownTypes.length, 1)}
        paginate={false}
        searchFields={[
          { name: 'name', label: '字典名称' },
          { name: 'type', label: '字典类型' },
        ]}
        onSearch={setFilters}
        onRefresh={() => void types.refetch()}
        toolbar={
          <>
            <Button type="primary" onClick={() => setEditingType({})}>
              新增
            </Button>
            <Button
              onClick={() =>
                run(() => api.PUT('/api/admin/dict/refreshCache'), '刷新缓存成功', 'getDictData')
              }
            >
              刷新缓存
            </Button>
            <ExportButton
              download={() =>
                api.download('post', '/api/admin/dict/type/export', {
                  body: {
                    ...(typeof filters.name === 'string' ? { name: filters.name } : {}),
                    ...(typeof filters.type === 'string' ? { type: filters.type } : {}),
                  },
                })
              }
            />
          </>
        }
      />
      {selected && (
        <Card
          title={`字典数据：${selected.name}（${selected.type}）`}
          extra={
            <Space>
              <Button onClick={() => setEditingData({})}>新增数据</Button>
              <ExportButton
                download={() =>
                  api.download('get', '/api/admin/dict/data/export', {
                    params: { query: { dictType: selected.type } },
                  })
                }
              />
            </Space>
          }
        >
          <PermissionTable<DictData>
            tableId="admin-dict-data"
            rowKey="id"
            columns={dataColumns}
            dataSource={data.data ?? []}
            total={data.data?.length ?? 0}
            loading={data.isPending}
            pageNum={1}
            pageSize={Math.max(data.data?.length ?? 0, 1)}
            paginate={false}
          />
        </Card>
      )}
      {editingType && (
        <DictTypeForm
          editing={editingType.type}
          onClose={() => setEditingType(undefined)}
          onSaved={async () => {
            setEditingType(undefined);
            await queryClient.invalidateQueries({ queryKey: operationKey('getDictTypes') });
          }}
        />
      )}
      {editingData && selected && (
        <DictDataForm
          dictType={selected.type}
          editing={editingData.data}
          onClose={() => setEditingData(undefined)}
          onSaved={async () => {
            setEditingData(undefined);
            await queryClient.invalidateQueries({ queryKey: operationKey('getDictData') });
          }}
        />
      )}
    </Space>
  );
}
