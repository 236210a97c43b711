import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { BomFiltersSchema, BomStatusSchema, BomTypeSchema } from '@backoffice/sdk/schemas';
import {
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { approvalDetailPath } from '../../lib/approval-detail';
import { DictTag, dictSearchField } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { operationCodes } from '../../lib/operation-codes';
import { quantityColumn } from '../../lib/quantity';
import { useUrlListParams } from '../../lib/url-list-params';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const CompareDialog = lazyExport('bom-compare', () => import('./BomDialogs'), 'CompareDialog');
const WhereUsedDialog = lazyExport('bom-where-used', () => import('./BomDialogs'), 'WhereUsedDialog');
const BomForm = lazyExport('bom-form', () => import('./BomForm'), 'BomForm');
const BomTreeDrawer = lazyExport('bom-tree', () => import('./BomTreeDrawer'), 'BomTreeDrawer');

type Filters = ListFilters<'post', '/api/material/bom/getPage'>;
type SortField = ListSortField<'post', '/api/material/bom/getPage'>;

type Bom = Schema<'Bom'>;
type Dialog =
  | { kind: 'form'; bom?: Bom }
  | { kind: 'tree' | 'compare'; bom: Bom }
  | { kind: 'whereUsed' }
  | undefined;

const CODES = operationCodes({
  add: 'material:bom:add',
  edit: 'material:bom:edit',
  remove: 'material:bom:remove',
  copy: 'material:bom:copy',
  newVersion: 'material:bom:newVersion',
  submit: 'material:bom:submit',
  setDefault: 'material:bom:setDefault',
  disable: 'material:bom:disable',
  export: 'material:bom:export',
});
const SEARCH_FIELDS = [
  { name: 'keyword', label: '父项物料', placeholder: '编码/名称' },
  dictSearchField('status', '状态', BomStatusSchema),
  {
    name: 'isDefault',
    label: '是否默认',
    type: 'select' as const,
    options: [
      { value: 'true', label: '默认' },
      { value: 'false', label: '非默认' },
    ],
  },
];
const requestFilters = ({ isDefault, ...rest }: Record<string, unknown>) =>
  isDefault === undefined ? rest : { ...rest, isDefault: isDefault === 'true' || isDefault === true };
const DRAFT_ONLY = '只有草稿可以修改或删除';
type ExportLayout = 'FLAT' | 'INDENTED';
/** screens.md §6: 导出 (flat or indented), each a file of the applied filters. */
const EXPORT_LAYOUTS: { key: ExportLayout; label: string }[] = [
  { key: 'FLAT', label: '单层' },
  { key: 'INDENTED', label: '多层缩进' },
];

/** /material/bom BOM管理 (screens.md §6): versions of each parent's BOM, their tree, review and where-used. */
export default function BomPage() {
  const navigate = useNavigate();
  const list = useServerList<Bom, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: BomFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/material/bom/getPage', {
        body: { ...pageRequest(params), ...requestFilters(params.filters) },
      }),
    remove: (ids) => api.DELETE('/api/material/bom/delete', { body: { ids } }),
  });
  useWarmChunks(list.status !== 'loading', [CompareDialog, WhereUsedDialog, BomForm, BomTreeDrawer]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { remove, run } = list;
  const exportAs = (layout: ExportLayout) =>
    api.download('post', '/api/material/bom/export', { body: { layout, ...requestFilters(list.filters) } });

  const columns = useMemo<PermissionColumn<Bom>[]>(
    () => [
      { key: 'bomNo', title: 'BOM编号', dataIndex: 'bomNo', width: 150 },
      {
        key: 'parent',
        title: '父项物料',
        minWidth: 150,
        render: (_, b) => `${b.parentMaterialCode} ${b.parentMaterialName}`,
      },
      { key: 'version', title: '版本', dataIndex: 'version', width: 64 },
      quantityColumn('baseQuantity', '基本数量', 80),
      { key: 'isDefault', title: '默认', width: 60, render: (_, b) => (b.isDefault ? '是' : '否') },
      {
        key: 'type',
        title: '类型',
        width: 100,
        render: (_, b) => <DictTag dict={BomTypeSchema} value={b.type} />,
      },
      {
        key: 'status',
        title: '状态',
        width: 84,
        render: (_, b) => <DictTag dict={BomStatusSchema} value={b.status} />,
      },
      {
        key: 'effective',
        title: '生效 ~ 失效',
        width: 190,
        render: (_, b) => `${b.effectiveDate} ~ ${b.expiryDate ?? ''}`,
      },
      { key: 'lineCount', title: '子项数', dataIndex: 'lineCount', width: 70, align: 'right' },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 150,
        render: (_, b) => {
          const draft = b.status === 'DRAFT';
          return (
            <RowActions
              actions={[
                { key: 'tree', label: '查看', onClick: () => openDialog({ kind: 'tree', bom: b }) },
                {
                  key: 'edit',
                  label: '修改',
                  code: CODES.edit,
                  disabledReason: draft ? undefined : DRAFT_ONLY,
                  onClick: () => openDialog({ kind: 'form', bom: b }),
                },
                {
                  key: 'submit',
                  label: '提交审核',
                  code: CODES.submit,
                  hidden: !draft,
                  confirm: `确认提交「${b.bomNo}」审核？`,
                  confirmDescription: '将发起BOM审核流程，审核期间不能修改。',
                  onClick: () =>
                    run(async () => {
                      const process = await api.PUT('/api/material/bom/submit', { body: { id: b.id } });
                      navigate(approvalDetailPath('todo', process.id));
                    }, '已提交审核'),
                },
                { key: 'compare', label: '版本对比', onClick: () => openDialog({ kind: 'compare', bom: b }) },
                {
                  key: 'newVersion',
                  label: '新版本',
                  code: CODES.newVersion,
                  onClick: () =>
                    run(
                      () => api.POST('/api/material/bom/newVersion', { body: { id: b.id } }),
                      '已创建新版本',
                    ),
                },
                {
                  key: 'copy',
                  label: '复制',
                  code: CODES.copy,
                  onClick: () =>
                    run(() => api.POST('/api/material/bom/copy', { body: { id: b.id } }), '已复制为草稿'),
                },
                {
                  key: 'default',
                  label: '设为默认',
                  code: CODES.setDefault,
                  hidden: b.isDefault || b.status !== 'EFFECTIVE',
                  confirm: `确认把「${b.bomNo}」设为 ${b.parentMaterialCode} 的默认BOM？`,
                  confirmDescription: '上级 BOM 与项目的从BOM导入将按这个版本展开。',
                  onClick: () =>
                    run(() => api.PUT('/api/material/bom/setDefault', { body: { id: b.id } }), '已设为默认'),
                },
                {
                  key: 'disable',
                  label: '停用',
                  danger: true,
                  code: CODES.disable,
                  hidden: b.status !== 'EFFECTIVE',
                  confirm: `确认停用「${b.bomNo}」？`,
                  confirmDescription: '停用后该版本失效，不再被展开或导入。',
                  onClick: () =>
                    run(() => api.PUT('/api/material/bom/disable', { body: { id: b.id } }), '已停用'),
                },
                {
                  key: 'remove',
                  label: '删除',
                  danger: true,
                  code: CODES.remove,
                  disabledReason: draft ? undefined : DRAFT_ONLY,
                  confirm: `确认删除「${b.bomNo}」？`,
                  confirmDescription: '草稿删除后不能恢复。',
                  onClick: () => remove([b.id]),
                },
              ]}
            />
          );
        },
      },
    ],
    [navigate, remove, run],
  );
  return (
    <>
      <PermissionTable<Bom>
        tableId="material-bom"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={SEARCH_FIELDS}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => openDialog({ kind: 'form' })}>
              新增
            </PermittedButton>
            <Button onClick={() => openDialog({ kind: 'whereUsed' })}>反查</Button>
            <ExportButton code={CODES.export} formats={EXPORT_LAYOUTS} onExport={exportAs} />
          </>
        }
      />
      {dialog?.kind === 'form' && <BomForm editing={dialog.bom} onClose={close} onSaved={closeAndRefresh} />}
      {dialog?.kind === 'tree' && <BomTreeDrawer bom={dialog.bom} onClose={close} />}
      {dialog?.kind === 'compare' && <CompareDialog first={dialog.bom} onClose={close} />}
      {dialog?.kind === 'whereUsed' && <WhereUsedDialog onClose={close} />}
    </>
  );
}
