import { apiQueryOptions } from '@backoffice/sdk/query';
import { BatchFiltersSchema, BatchStatusSchema } from '@backoffice/sdk/schemas';
import {
  EMPTY_CELL_TEXT,
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import Tag from 'antd/es/tag';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { DictTag, dictSearchField } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import { operationCodes } from '../../lib/operation-codes';
import { supplierSearchField } from '../../lib/pickers/search-fields';
import { useLabelSheet } from '../../lib/print/LazyLabelSheet';
import { formatQuantity } from '../../lib/quantity';
import { useUrlListParams } from '../../lib/url-list-params';
import { useDetailParam } from '../../lib/use-detail-param';
import { BooleanFilter } from './BooleanFilter';
import { type Batch, daysToExpiry, EXPIRING_WITHIN_DAYS, freezeAction, localToday } from './batch-rules';
import { ledgerPath } from './warehouse-queries';

// The detail and the dialogs show when asked: loaded then, or fetched once the list has answered.
const BatchDetailDrawer = lazyExport(
  'batch-detail',
  () => import('./BatchDetailDrawer'),
  'BatchDetailDrawer',
);
const batchDialogs = () => import('./BatchDialogs');
const BatchFreezeDialog = lazyExport('batch-freeze', batchDialogs, 'BatchFreezeDialog');
const BatchSplitDialog = lazyExport('batch-split', batchDialogs, 'BatchSplitDialog');
const BatchExpiryDialog = lazyExport('batch-expiry', batchDialogs, 'BatchExpiryDialog');

type Filters = ListFilters<'post', '/api/warehouse/batch/getPage'>;
type SortField = ListSortField<'post', '/api/warehouse/batch/getPage'>;

const CODES = operationCodes({
  freeze: 'warehouse:batch:freeze',
  split: 'warehouse:batch:split',
  expiry: 'warehouse:batch:expiry',
  export: 'warehouse:batch:export',
  print: 'warehouse:batch:print',
});

/** The list's filters as the contract's request: each date range becomes its From / To pair. */
const requestFilters = (filters: Record<string, unknown>) =>
  rangeFilters(rangeFilters(filters, 'inDate', 'inDateFrom', 'inDateTo'), 'expiry', 'expiryFrom', 'expiryTo');

type Dialog = { kind: 'freeze' | 'unfreeze' | 'split' | 'expiry'; batch: Batch } | undefined;
/** The batch whose detail is open over the list (`?detail=<id>`, as a document's). */
const DETAIL_PARAM = 'detail';

/** 临期 as a yes-only filter: within EXPIRING_WITHIN_DAYS days. */
function ExpiringFilter({
  value,
  onChange,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
}) {
  return (
    <BooleanFilter
      value={value !== undefined}
      onChange={(on) => onChange?.(on ? EXPIRING_WITHIN_DAYS : undefined)}
    >
      {EXPIRING_WITHIN_DAYS} 天内到期
    </BooleanFilter>
  );
}

/**
 * /warehouse/batch 物料批次管理 (screens.md §8): batches with status (正常 / 冻结 / 已过期 / 已耗尽) and the 临期 filter;
 * 冻结 / 解冻 with a reason, 拆分, 修改有效期; the detail with stock by bin, 流水 and 追溯.
 */
export default function BatchPage() {
  const today = localToday();
  const list = useServerList<Batch, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: BatchFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/warehouse/batch/getPage', {
        body: { ...pageRequest(params), ...requestFilters(params.filters) },
      }),
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/warehouse/batch/export', {
        body: { ...requestFilters(filters), ...sortRequest(sort) },
      }),
  });
  useWarmChunks(list.status !== 'loading', [
    BatchDetailDrawer,
    BatchFreezeDialog,
    BatchSplitDialog,
    BatchExpiryDialog,
  ]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const navigate = useNavigate();
  // 打印批次标签 (screens.md §8): the batches' labels, in the URL (?labels=) over the list.
  const labels = useLabelSheet('batch', CODES.print);
  const printLabels = labels.open;
  // The detail lives in the URL (?detail=…): Back closes it, a link opens it.
  const { id: detailId, open: openDetail, close: closeDetail } = useDetailParam(DETAIL_PARAM);

  const columns = useMemo<PermissionColumn<Batch>[]>(
    () => [
      { key: 'batchNo', title: '批次号', dataIndex: 'batchNo', width: 170 },
      {
        key: 'material',
        title: '物料',
        minWidth: 140,
        // code first: a narrow table cuts the name, the whole text is the cell's title
        ellipsis: true,
        render: (_, b) => `${b.materialCode} ${b.materialName}`,
      },
      { key: 'spec', title: '规格', dataIndex: 'spec', minWidth: 140, defaultHidden: true },
      { key: 'supplierName', title: '供应商', dataIndex: 'supplierName', minWidth: 120 },
      {
        key: 'supplierLotNo',
        title: '供应商批号',
        dataIndex: 'supplierLotNo',
        width: 110,
        defaultHidden: true,
      },
      { key: 'inDate', title: '入库日期', dataIndex: 'inDate', width: 105 },
      {
        key: 'expiryDate',

        title: '有效期至',
        width: 150,
        render: (_, b) => {
          const days = daysToExpiry(b.expiryDate, today);
          return (
            <>
              {b.expiryDate ?? EMPTY_CELL_TEXT}
              {days !== undefined && b.quantity > 0 && days >= 0 && days <= EXPIRING_WITHIN_DAYS && (
                <Tag color="warning" style={{ marginInlineStart: 6 }}>
                  临期 {days} 天
                </Tag>
              )}
            </>
          );
        },
      },
      {
        key: 'quantity',

        title: '当前数量',
        width: 110,
        align: 'right',
        render: (_, b) => `${formatQuantity(b.quantity)} ${b.unit}`,
      },
      {
        key: 'status',
        title: '状态',
        width: 80,
        render: (_, b) => <DictTag dict={BatchStatusSchema} value={b.status} />,
      },
      { key: 'qualityStatus', title: '质检状态', dataIndex: 'qualityStatus', width: 90, defaultHidden: true },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 170,
        render: (_, b) => {
          const freeze = freezeAction(b);
          return (
            <RowActions
              actions={[
                { key: 'detail', label: '详情', onClick: () => openDetail(b.id) },
                {
                  key: 'freeze',
                  label: freeze === 'unfreeze' ? '解冻' : '冻结',
                  code: CODES.freeze,
                  disabledReason: freeze ? undefined : '批次已耗尽，没有可冻结的库存',
                  onClick: () => freeze && openDialog({ kind: freeze, batch: b }),
                },
                {
                  key: 'split',
                  label: '拆分',
                  code: CODES.split,
                  disabledReason: b.quantity > 0 ? undefined : '批次已耗尽，没有可拆分的数量',
                  onClick: () => openDialog({ kind: 'split', batch: b }),
                },
                {
                  key: 'expiry',
                  label: '修改有效期',
                  code: CODES.expiry,
                  onClick: () => openDialog({ kind: 'expiry', batch: b }),
                },
                {
                  key: 'print',
                  label: '打印批次标签',
                  code: CODES.print,
                  onClick: () => printLabels([b.id]),
                },
                {
                  key: 'ledger',
                  label: '查看流水',
                  onClick: () => navigate(ledgerPath({ materialId: b.materialId, batchId: b.id })),
                },
              ]}
            />
          );
        },
      },
    ],
    [today, openDetail, navigate, printLabels],
  );

  if (labels.sheet) return labels.sheet;
  return (
    <>
      <PermissionTable<Batch>
        tableId="warehouse-batch"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={[
          { name: 'batchNo', label: '批次号' },
          { name: 'keyword', label: '物料', placeholder: '物料编码或名称' },
          { name: 'expiringWithinDays', label: '临期', render: () => <ExpiringFilter /> },
          dictSearchField('status', '状态', BatchStatusSchema),
          supplierSearchField('supplierId', '供应商'),
          dateRangeSearchField('inDate', '入库日期'),
          dateRangeSearchField('expiry', '到期日期'),
        ]}
        batchActions={(keys) => (
          <PermittedButton code={CODES.print} onClick={() => printLabels(keys.map(String))}>
            打印批次标签
          </PermittedButton>
        )}
        toolbar={<ExportButton code={CODES.export} onExport={list.exportFile} />}
      />
      {dialog && (dialog.kind === 'freeze' || dialog.kind === 'unfreeze') && (
        <BatchFreezeDialog
          batch={dialog.batch}
          action={dialog.kind}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
      {dialog?.kind === 'split' && (
        <BatchSplitDialog batch={dialog.batch} onClose={close} onSaved={closeAndRefresh} />
      )}
      {dialog?.kind === 'expiry' && (
        <BatchExpiryDialog batch={dialog.batch} onClose={close} onSaved={closeAndRefresh} />
      )}
      {detailId && <BatchDetailDrawer batchId={detailId} onClose={closeDetail} />}
    </>
  );
}
