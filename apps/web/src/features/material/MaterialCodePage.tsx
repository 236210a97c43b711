import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  MaterialFiltersSchema,
  MaterialStatusSchema,
  MaterialTypeSchema,
  UnitOfMeasureSchema,
} from '@backoffice/sdk/schemas';
import {
  ConfirmButton,
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  type SearchField,
  SideQueryAlert,
  StatusSwitch,
  sideQuery,
  sideRows,
  useListDialog,
  useServerList,
  visibleExtensionFields,
} from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Tag from 'antd/es/tag';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { dateRangeSearchField } from '../../lib/date-fields';
import { DictTag, dictSearchField } from '../../lib/dict';
import { FilterTree } from '../../lib/filter-tree';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import { formatAmountNumber } from '../../lib/money';
import { operationCodes } from '../../lib/operation-codes';
import type { Material } from '../../lib/pickers';
import { TagSelect } from '../../lib/pickers/TagSelect';
import { useLabelSheet } from '../../lib/print/LazyLabelSheet';
import { useUrlListParams } from '../../lib/url-list-params';
import { EXTENSION_PREFIX, materialRequestFilters } from './material-filters';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const MaterialDetailDrawer = lazyExport(
  'material-detail',
  () => import('./MaterialDetailDrawer'),
  'MaterialDetailDrawer',
);
const MaterialForm = lazyExport('material-form', () => import('./MaterialForm'), 'MaterialForm');
const MaterialImportDialog = lazyExport(
  'material-import',
  () => import('./MaterialImportDialog'),
  'MaterialImportDialog',
);

type Filters = ListFilters<'post', '/api/material/material/getPage'>;
type SortField = ListSortField<'post', '/api/material/material/getPage'>;

const CODES = operationCodes({
  add: 'material:code:add',
  edit: 'material:code:edit',
  remove: 'material:code:remove',
  status: 'material:code:status',
  export: 'material:code:export',
  import: 'material:code:import',
  print: 'material:code:print',
  /** Include mode (spec §6): whoever holds it does not see 参考成本; DYNAMIC_EXTENSION never counts. */
  hideCost: 'material:code:hideCost',
});
const BASE_SEARCH_FIELDS: SearchField[] = [
  { name: 'keyword', label: '关键字', placeholder: '编码/名称/规格' },
  dictSearchField('type', '物料类型', MaterialTypeSchema),
  dictSearchField('status', '状态', MaterialStatusSchema),
  {
    name: 'tag',
    label: '标签',
    render: () => <TagSelect scope="MATERIAL" valueBy="name" single style={{ width: 160 }} />,
  },
  dateRangeSearchField('createTime', '创建时间'),
];

/** Sets materials' status: one row's by its status switch, the selection's by 批量启用 / 批量停用. */
const sendStatus = (ids: string[], enable: boolean) =>
  api.PUT('/api/material/material/status', { body: { ids, status: enable ? 'ENABLED' : 'DISABLED' } });
/** The row's status switch (the list's toggleStatus); only 已启用 and 停用 switch, 草稿 / 待审核 / 冻结 show their tag. */
const MATERIAL_STATUS = {
  enabled: (m: Material) => m.status === 'ENABLED',
  change: (m: Material, enable: boolean) => sendStatus([m.id], enable),
};
const switches = (m: Material) => m.status === 'ENABLED' || m.status === 'DISABLED';
const DISABLE_CONSEQUENCE = '停用后不能再用于采购、BOM 和出入库；被生效 BOM 使用时服务器会拒绝。';

type Dialog =
  | { kind: 'form'; editing?: Material; copyOf?: Material }
  | { kind: 'detail'; material: Material }
  | { kind: 'import' }
  | undefined;

/** What the list lacks while the extension fields have not loaded. */
export const EXTENSION_FIELDS_MISSING = '扩展字段的列和查询条件暂不显示';

/** /material/code 物料编码 (screens.md §6): the category tree, the materials of the chosen category, their codes. */
export default function MaterialCodePage() {
  const categories = useQuery(apiQueryOptions(api, 'post', '/api/material/category/getAll', { body: {} }));
  const extension = useQuery(apiQueryOptions(api, 'get', '/api/material/material/extensionFields'));
  // A failed load of the extension fields is said above the list (with 重试), not passed off as "no extension fields".
  const extensionFields = sideQuery('扩展字段', extension);
  const extensionRows = sideRows(extensionFields);
  const shownFields = useMemo(() => visibleExtensionFields(extensionRows), [extensionRows]);
  const list = useServerList<Material, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: MaterialFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/material/material/getPage', {
        body: { ...pageRequest(params), ...materialRequestFilters(params.filters) },
      }),
    remove: (ids) => api.DELETE('/api/material/material/delete', { body: { ids } }),
    status: MATERIAL_STATUS,
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/material/material/export', {
        body: { ...materialRequestFilters(filters), ...sortRequest(sort) },
      }),
  });
  useWarmChunks(list.status !== 'loading', [MaterialDetailDrawer, MaterialForm, MaterialImportDialog]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { remove, run, toggleStatus } = list;
  // 打印标签 (screens.md §6): the labels of the chosen materials, in the URL (?labels=) over the list.
  const labels = useLabelSheet('material', CODES.print);
  const printLabels = labels.open;
  const setStatus = (ids: string[], enable: boolean) =>
    run(() => sendStatus(ids, enable), enable ? '已启用' : '已停用');

  const columns = useMemo<PermissionColumn<Material>[]>(
    () => [
      { key: 'code', title: '物料编码', dataIndex: 'code', width: 96 },
      { key: 'name', title: '物料名称', dataIndex: 'name', minWidth: 110 },
      { key: 'spec', title: '规格型号', dataIndex: 'spec', minWidth: 140 },
      { key: 'categoryName', title: '分类', dataIndex: 'categoryName', width: 100, defaultHidden: true },
      {
        key: 'type',
        title: '类型',
        width: 84,
        render: (_, m) => <DictTag dict={MaterialTypeSchema} value={m.type} />,
      },
      {
        key: 'unit',
        title: '单位',
        width: 64,
        render: (_, m) => <DictTag dict={UnitOfMeasureSchema} value={m.unit} />,
      },
      {
        key: 'batchManaged',
        title: '批次',
        width: 60,
        defaultHidden: true,
        render: (_, m) => (m.batchManaged ? '是' : '否'),
      },
      {
        key: 'safetyStock',

        title: '安全库存',
        dataIndex: 'safetyStock',
        width: 86,
        align: 'right',
        defaultHidden: true,
      },
      {
        key: 'costPrice',

        title: '参考成本',
        width: 96,
        align: 'right',
        authCodes: [CODES.hideCost],
        authMode: 'include',
        render: (_, m) => (m.costPrice == null ? '' : formatAmountNumber(m.costPrice)),
      },
      {
        key: 'tags',
        title: '标签',
        minWidth: 100,
        defaultHidden: true,
        render: (_, m) => m.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
      },
      {
        key: 'status',
        title: '状态',
        width: 80,
        render: (_, m) =>
          switches(m) ? (
            <StatusSwitch
              enabled={m.status === 'ENABLED'}
              name={`${m.code} ${m.name}`}
              what="物料"
              code={CODES.status}
              description={m.status === 'ENABLED' ? DISABLE_CONSEQUENCE : undefined}
              onToggle={() => toggleStatus(m)}
            />
          ) : (
            <DictTag dict={MaterialStatusSchema} value={m.status} />
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
        width: 150,
        render: (_, m) => (
          <RowActions
            actions={[
              { key: 'detail', label: '详情', onClick: () => openDialog({ kind: 'detail', material: m }) },
              {
                key: 'edit',
                label: '修改',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'form', editing: m }),
              },
              {
                key: 'copy',
                label: '复制新建',
                code: CODES.add,
                onClick: () => openDialog({ kind: 'form', copyOf: m }),
              },
              { key: 'print', label: '打印标签', code: CODES.print, onClick: () => printLabels([m.id]) },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                confirm: `确认删除物料「${m.code} ${m.name}」？`,
                confirmDescription: '物料已有采购、出入库或 BOM 记录时，服务器会拒绝删除（可以停用）。',
                onClick: () => remove([m.id]),
              },
            ]}
          />
        ),
      },
    ],
    [remove, toggleStatus, printLabels],
  );
  const searchFields = useMemo(
    () => [
      ...BASE_SEARCH_FIELDS,
      ...shownFields.map((f) => ({ name: `${EXTENSION_PREFIX}${f.tableKey}`, label: f.tableChineseKey })),
    ],
    [shownFields],
  );

  const categoryId = typeof list.filters.categoryId === 'string' ? list.filters.categoryId : undefined;
  if (labels.sheet) return labels.sheet;
  return (
    // Side by side on a desktop; on a phone the tree stacks above the list.
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={6} xl={4}>
        <FilterTree
          label="物料分类"
          nodeTitle={(c) => `${c.name}（${c.code}）`}
          query={categories}
          selected={categoryId}
          onSelect={(id) => list.setFilter('categoryId', id)}
        />
      </Col>
      <Col xs={24} lg={18} xl={20} style={{ minWidth: 0 }}>
        <SideQueryAlert queries={[extensionFields]} consequence={EXTENSION_FIELDS_MISSING} />
        <PermissionTable<Material>
          tableId="material-code"
          rowKey="id"
          columns={columns}
          extensionFields={shownFields}
          {...list.tableProps}
          searchFields={searchFields}
          batchActions={(keys, _rows, clear) => (
            <>
              <ConfirmButton
                code={CODES.status}
                confirm={`确认启用选中的 ${keys.length} 个物料？`}
                onConfirm={() => setStatus(keys.map(String), true).then(clear)}
              >
                批量启用
              </ConfirmButton>
              <ConfirmButton
                code={CODES.status}
                confirm={`确认停用选中的 ${keys.length} 个物料？`}
                description={DISABLE_CONSEQUENCE}
                onConfirm={() => setStatus(keys.map(String), false).then(clear)}
              >
                批量停用
              </ConfirmButton>
              <PermittedButton code={CODES.print} onClick={() => printLabels(keys.map(String))}>
                打印标签
              </PermittedButton>
            </>
          )}
          toolbar={
            <>
              <PermittedButton code={CODES.add} type="primary" onClick={() => openDialog({ kind: 'form' })}>
                新增
              </PermittedButton>
              <PermittedButton code={CODES.import} onClick={() => openDialog({ kind: 'import' })}>
                导入
              </PermittedButton>
              <ExportButton code={CODES.export} onExport={list.exportFile} />
            </>
          }
        />
      </Col>
      {dialog?.kind === 'form' && (
        <MaterialForm
          editing={dialog.editing}
          copyOf={dialog.copyOf}
          categoryId={categoryId}
          categories={sideQuery('物料分类', categories)}
          extensionFields={extensionFields}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
      {dialog?.kind === 'detail' && <MaterialDetailDrawer material={dialog.material} onClose={close} />}
      {dialog?.kind === 'import' && <MaterialImportDialog onClose={close} onImported={closeAndRefresh} />}
    </Row>
  );
}
