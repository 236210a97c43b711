import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  SupplierCategorySchema,
  SupplierFiltersSchema,
  SupplierGradeSchema,
  SupplierStatusSchema,
} from '@backoffice/sdk/schemas';
import {
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  type RowAction,
  RowActions,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import Tooltip from 'antd/es/tooltip';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { AttrTagList } from '../../lib/attr-tags';
import { DictTag, dictSearchField } from '../../lib/dict';
import { DOCUMENT_PARAM } from '../../lib/document-links';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { exportRequest, type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { useOpenedOnce } from '../../lib/opened-once';
import { operationCodes } from '../../lib/operation-codes';
import { TagSelect } from '../../lib/pickers/TagSelect';
import { useUrlListParams } from '../../lib/url-list-params';
import { useDetailParam } from '../../lib/use-detail-param';
import { DetailButton } from './DetailButton';
import { PURCHASE_QUERY_KEYS } from './purchase-queries';
import { STATUS_CHANGE_TEXT, STATUS_CHANGES, type Supplier, type SupplierStatus } from './supplier-rules';
import { type ReasonChange, useReasonDialog } from './use-reason-dialog';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const SupplierDetail = lazyExport('supplier-detail', () => import('./SupplierDetail'), 'SupplierDetail');
const SupplierForm = lazyExport('supplier-form', () => import('./SupplierForm'), 'SupplierForm');

type Filters = ListFilters<'post', '/api/purchase/supplier/getPage'>;
type SortField = ListSortField<'post', '/api/purchase/supplier/getPage'>;

const CODES = operationCodes({
  add: 'purchase:supplier:add',
  edit: 'purchase:supplier:edit',
  remove: 'purchase:supplier:remove',
  status: 'purchase:supplier:status',
  export: 'purchase:supplier:export',
});

type Dialog = { kind: 'form'; id?: string } | undefined;

const sendStatus = (status: SupplierStatus) => (id: string, reason: string) =>
  api.PUT('/api/purchase/supplier/status', { body: { id, status, reason } });

/** The status changes as a reason dialog asks them (停用 and 冻结 ask why; 启用 only confirms). */
const STATUS_REASONS: Record<SupplierStatus, ReasonChange> = {
  ENABLED: { ...STATUS_CHANGE_TEXT.ENABLED, send: sendStatus('ENABLED') },
  DISABLED: { ...STATUS_CHANGE_TEXT.DISABLED, send: sendStatus('DISABLED') },
  FROZEN: { ...STATUS_CHANGE_TEXT.FROZEN, send: sendStatus('FROZEN') },
};

const SEARCH_FIELDS = [
  { name: 'keyword', label: '名称/编码' },
  dictSearchField('category', '分类', SupplierCategorySchema),
  dictSearchField('status', '状态', SupplierStatusSchema),
  dictSearchField('grade', '等级', SupplierGradeSchema),
  {
    name: 'tagId',
    label: '标签',
    render: () => <TagSelect scope="SUPPLIER" single style={{ width: 180 }} />,
  },
];

/** /purchase/supplier 供应商管理 (screens.md §7): suppliers, their status, contacts, qualifications and orders. */
export default function SupplierPage() {
  const detail = useDetailParam(DOCUMENT_PARAM);
  // Mounted at its first opening and kept, so it closes with its motion.
  const detailOpened = useOpenedOnce(detail.id !== null);
  const list = useServerList<Supplier, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: SupplierFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/purchase/supplier/getPage', {
        body: { ...pageRequest(params), ...params.filters },
      }),
    remove: (ids) => api.DELETE('/api/purchase/supplier/delete', { body: { ids } }),
    exportFile: (applied) =>
      api.download('post', '/api/purchase/supplier/export', { body: exportRequest(applied) }),
    invalidates: PURCHASE_QUERY_KEYS,
  });
  useWarmChunks(list.status !== 'loading', [SupplierDetail, SupplierForm]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { ask, dialog: reasonDialog } = useReasonDialog(STATUS_REASONS, '供应商');
  const { remove, run } = list;
  const openDetail = detail.open;

  const columns = useMemo<PermissionColumn<Supplier>[]>(
    () => [
      { key: 'code', title: '编码', dataIndex: 'code', width: 90 },
      {
        key: 'name',
        title: '供应商名称',
        minWidth: 200,
        render: (_, s) => (
          <DetailButton title={s.name} onClick={() => openDetail(s.id)}>
            {s.name}
          </DetailButton>
        ),
      },
      {
        key: 'category',
        title: '分类',
        width: 100,
        render: (_, s) => <DictTag dict={SupplierCategorySchema} value={s.category} />,
      },
      {
        key: 'grade',
        title: '等级',
        width: 70,
        render: (_, s) => <DictTag dict={SupplierGradeSchema} value={s.grade} />,
      },
      {
        key: 'score',
        title: '评分',
        dataIndex: 'score',

        width: 60,
        align: 'right',
        defaultHidden: true,
      },
      { key: 'contactName', title: '联系人', dataIndex: 'contactName', width: 80 },
      { key: 'mobile', title: '手机', dataIndex: 'mobile', width: 115 },
      { key: 'tags', title: '标签', minWidth: 120, render: (_, s) => <AttrTagList tags={s.tags} /> },
      {
        key: 'status',
        title: '状态',
        width: 70,
        render: (_, s) => (
          <Tooltip title={s.statusReason}>
            <span>
              <DictTag dict={SupplierStatusSchema} value={s.status} />
            </span>
          </Tooltip>
        ),
      },
      {
        key: 'creditCode',
        title: '统一社会信用代码',
        dataIndex: 'creditCode',
        width: 180,
        defaultHidden: true,
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
        render: (_, s) => (
          <RowActions
            actions={[
              { key: 'detail', label: '详情', onClick: () => openDetail(s.id) },
              {
                key: 'edit',
                label: '修改',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'form', id: s.id }),
              },
              ...STATUS_CHANGES[s.status].map<RowAction>((status) => {
                const text = STATUS_CHANGE_TEXT[status];
                return text.reason
                  ? {
                      key: status,
                      label: text.verb,
                      code: CODES.status,
                      onClick: () => ask(status, s.id, s.name),
                    }
                  : {
                      key: status,
                      label: text.verb,
                      code: CODES.status,
                      confirm: `确认${text.verb}供应商「${s.name}」？`,
                      confirmDescription: text.consequence,
                      onClick: () =>
                        run(
                          () => api.PUT('/api/purchase/supplier/status', { body: { id: s.id, status } }),
                          `已${text.verb}`,
                        ),
                    };
              }),
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                confirm: `确认删除供应商「${s.name}」？`,
                confirmDescription: '已被采购订单或申请引用的供应商不能删除，服务器会拒绝。',
                onClick: () => remove([s.id]),
              },
            ]}
          />
        ),
      },
    ],
    [remove, run, openDetail, ask],
  );

  return (
    <>
      <PermissionTable<Supplier>
        tableId="purchase-supplier"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={SEARCH_FIELDS}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => openDialog({ kind: 'form' })}>
              新增
            </PermittedButton>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {detailOpened && <SupplierDetail id={detail.id} onClose={detail.close} />}
      {dialog?.kind === 'form' && (
        <SupplierForm editingId={dialog.id} onClose={close} onSaved={closeAndRefresh} />
      )}
      {reasonDialog}
    </>
  );
}
