import type { Schema } from '@backoffice/sdk';
import { LocationStatusSchema, LocationTypeSchema } from '@backoffice/sdk/schemas';
import {
  ExportButton,
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
import { DictTag, dictSearchField } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { operationCodes } from '../../lib/operation-codes';
import { useLabelSheet } from '../../lib/print/LazyLabelSheet';
import { formatQuantity } from '../../lib/quantity';
import { deleteBlocker, LEVEL_LABEL, type WarehouseLocation } from './location-rules';
import { locationsQuery } from './warehouse-queries';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const LocationForm = lazyExport('location-form', () => import('./LocationForm'), 'LocationForm');
const LocationGenerateDialog = lazyExport(
  'location-generate',
  () => import('./LocationGenerateDialog'),
  'LocationGenerateDialog',
);
const LocationStockDrawer = lazyExport(
  'location-stock',
  () => import('./LocationStockDrawer'),
  'LocationStockDrawer',
);

const CODES = operationCodes({
  add: 'warehouse:location:add',
  edit: 'warehouse:location:edit',
  remove: 'warehouse:location:remove',
  status: 'warehouse:location:status',
  generate: 'warehouse:location:generate',
  export: 'warehouse:location:export',
  print: 'warehouse:location:print',
});

type Dialog =
  | { kind: 'form'; editing?: WarehouseLocation; parent?: WarehouseLocation }
  | { kind: 'generate' | 'stock'; location: WarehouseLocation }
  | undefined;

/** Sets a location's status (启用 / 停用 by its switch, 锁定 / 解锁 by the row's actions). */
const sendStatus = (location: WarehouseLocation, status: Schema<'LocationStatus'>) =>
  api.PUT('/api/warehouse/location/status', { body: { ids: [location.id], status } });

/** 占用 / 空闲 as the client filter reads the `occupied` field. */
const OCCUPIED_OPTIONS = [
  { value: 'true', label: '占用' },
  { value: 'false', label: '空闲' },
];

/**
 * /warehouse/position 库位管理 (screens.md §8): the tree 仓库 → 库区 → 库位 (root parent 0) with 新增下级, 批量生成库位
 * (codes previewed first), 启用 / 停用 by the status switch, 锁定 / 解锁, delete only when empty (the server says why not), and the stock a
 * location holds.
 */
export default function PositionPage() {
  const list = useLocalList<WarehouseLocation>({
    query: locationsQuery(),
    remove: (ids) => api.DELETE('/api/warehouse/location/delete', { body: { ids } }),
    // 启用 / 停用 by the row's switch; 锁定 and 解锁 are row actions of their own (a third status, for stocktakes)
    status: {
      enabled: (l) => l.status === 'ENABLED',
      change: (l, enable) => sendStatus(l, enable ? 'ENABLED' : 'DISABLED'),
    },
    // The export takes the server's filters only (the tree's code/name/occupied filters are the client's).
    exportFile: (filters) =>
      api.download('post', '/api/warehouse/location/export', {
        body: filters.status ? { status: filters.status as Schema<'LocationStatus'> } : {},
      }),
  });
  useWarmChunks(list.status !== 'loading', [LocationForm, LocationGenerateDialog, LocationStockDrawer]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { items, remove, run, toggleStatus } = list;
  // 打印条码 (screens.md §8): a bin's label, or those of a zone's bins, in the URL (?labels=) over the tree.
  const labels = useLabelSheet('location', CODES.print);
  const printLabels = labels.open;

  const columns = useMemo<PermissionColumn<WarehouseLocation>[]>(() => {
    const lock = (location: WarehouseLocation, status: 'LOCKED' | 'ENABLED', done: string) =>
      run(() => sendStatus(location, status), done);
    return [
      {
        key: 'name',
        title: '名称',
        minWidth: 220,
        render: (_, l) => (l.level === 3 ? l.code : `${l.name}（${l.code}）`),
      },
      { key: 'level', title: '层级', width: 70, render: (_, l) => LEVEL_LABEL[l.level] },
      {
        key: 'locationType',
        title: '库位类型',
        width: 100,
        render: (_, l) => <DictTag dict={LocationTypeSchema} value={l.locationType} />,
      },
      {
        key: 'position',
        title: '排/列/层',
        width: 90,
        render: (_, l) => (l.level === 3 && l.row != null ? `${l.row}/${l.col}/${l.layer}` : ''),
      },
      { key: 'capacity', title: '容量/面积', width: 90, align: 'right', render: (_, l) => l.capacity ?? '' },
      {
        key: 'stockQuantity',
        title: '在库数量',
        width: 120,
        align: 'right',
        render: (_, l) =>
          l.occupied ? `${formatQuantity(l.stockQuantity)}（${l.materialCount} 种）` : '空闲',
      },
      { key: 'manager', title: '负责人', dataIndex: 'manager', width: 80, defaultHidden: true },
      {
        key: 'status',
        title: '状态',
        width: 80,
        render: (_, l) =>
          l.status === 'LOCKED' ? (
            <DictTag dict={LocationStatusSchema} value={l.status} />
          ) : (
            <StatusSwitch
              enabled={l.status === 'ENABLED'}
              name={l.code}
              what={LEVEL_LABEL[l.level]}
              code={CODES.status}
              description={
                l.status === 'DISABLED'
                  ? '启用后可以收发货。'
                  : l.occupied
                    ? '它存有库存，服务器会拒绝停用；可以改为锁定。'
                    : '停用后不再出现在入库、出库的库位选择中。'
              }
              onToggle={() => toggleStatus(l)}
            />
          ),
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 200,
        render: (_, l) => {
          const blocker = deleteBlocker(l, items);
          return (
            <RowActions
              shown={2}
              actions={[
                {
                  key: 'edit',
                  label: '修改',
                  code: CODES.edit,
                  onClick: () => openDialog({ kind: 'form', editing: l }),
                },
                {
                  key: 'child',
                  label: '新增下级',
                  code: CODES.add,
                  hidden: l.level === 3,
                  onClick: () => openDialog({ kind: 'form', parent: l }),
                },
                {
                  key: 'generate',
                  label: '批量生成库位',
                  code: CODES.generate,
                  hidden: l.level !== 2,
                  onClick: () => openDialog({ kind: 'generate', location: l }),
                },
                {
                  key: 'print',
                  label: l.level === 3 ? '打印条码' : '打印库位条码',
                  code: CODES.print,
                  hidden: l.level === 1,
                  onClick: () => printLabels([l.id]),
                },
                {
                  key: 'stock',
                  label: '查看库存',
                  hidden: l.level === 2,
                  onClick: () => openDialog({ kind: 'stock', location: l }),
                },
                {
                  key: 'lock',
                  label: '锁定',
                  code: CODES.status,
                  hidden: l.level !== 3 || l.status === 'LOCKED',
                  confirm: `确认锁定库位「${l.code}」？`,
                  confirmDescription: '锁定后不能入库或出库（盘点时用），解锁前库存保持不动。',
                  onClick: () => lock(l, 'LOCKED', '已锁定'),
                },
                {
                  key: 'unlock',
                  label: '解锁',
                  code: CODES.status,
                  hidden: l.status !== 'LOCKED',
                  confirm: `确认解锁库位「${l.code}」？`,
                  confirmDescription: '解锁后恢复启用，可以收发货。',
                  onClick: () => lock(l, 'ENABLED', '已解锁'),
                },
                {
                  key: 'remove',
                  label: '删除',
                  danger: true,
                  code: CODES.remove,
                  confirm: `确认删除「${l.code}」？`,
                  confirmDescription: blocker ? `${blocker}，服务器会拒绝删除。` : '删除后不能恢复。',
                  onClick: () => remove([l.id]),
                },
              ]}
            />
          );
        },
      },
    ];
  }, [items, remove, run, toggleStatus, printLabels]);

  if (labels.sheet) return labels.sheet;
  return (
    <>
      <TreeTable<WarehouseLocation>
        tableId="warehouse-position"
        rowKey="id"
        columns={columns}
        {...list.treeProps}
        searchFields={[
          { name: 'code', label: '编码' },
          { name: 'name', label: '名称' },
          dictSearchField('status', '状态', LocationStatusSchema),
          { name: 'occupied', label: '空闲/占用', type: 'select', options: OCCUPIED_OPTIONS },
        ]}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => openDialog({ kind: 'form' })}>
              新增仓库
            </PermittedButton>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {dialog?.kind === 'form' && (
        <LocationForm
          editing={dialog.editing}
          parent={dialog.parent}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
      {dialog?.kind === 'generate' && (
        <LocationGenerateDialog
          zone={dialog.location}
          locations={items}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
      {dialog?.kind === 'stock' && <LocationStockDrawer location={dialog.location} onClose={close} />}
    </>
  );
}
