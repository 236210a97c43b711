import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  DocumentStatusSchema,
  WarehouseDocFiltersSchema,
  WarehouseDocTypeSchema,
} from '@backoffice/sdk/schemas';
import {
  ConfirmButton,
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { dictSearchField } from '../../lib/dict';
import { DOCUMENT_PARAM } from '../../lib/document-paths';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import { useUrlListParams } from '../../lib/url-list-params';
import { useDetailParam } from '../../lib/use-detail-param';
import { FROM_ORDER_PARAM, orderIdToReceive } from '../../lib/warehouse-handoff';
import { docColumns, type WarehouseDoc } from './DocColumns';
import { DOC_ACTION_CHUNKS, DOC_CODES, useDocActions } from './doc-actions';
import { auditableIds } from './doc-lifecycle';
import { pickListDocId } from './doc-print';
import { WAREHOUSE_SEARCH_FIELD } from './WarehouseSelect';
import { STOCK_MOVEMENT_QUERY_KEYS } from './warehouse-queries';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const DocDetailDrawer = lazyExport(
  'warehouse-doc-detail',
  () => import('./DocDetailDrawer'),
  'DocDetailDrawer',
);
const DocFromSourceDialog = lazyExport(
  'warehouse-doc-from-source',
  () => import('./DocFromSourceDialog'),
  'DocFromSourceDialog',
);
const PickList = lazyExport('warehouse-pick-list', () => import('./PickList'), 'PickList');

type Filters = ListFilters<'post', '/api/warehouse/doc/getPage'>;
type SortField = ListSortField<'post', '/api/warehouse/doc/getPage'>;

/** The list's filters as the contract's request: the 计划日期 range becomes dateFrom / dateTo. */
const requestFilters = (filters: Record<string, unknown>) =>
  rangeFilters(filters, 'planDate', 'dateFrom', 'dateTo');

type Dialog = { kind: 'fromSource' };

/**
 * /warehouse/doc 单据管理 (screens.md §8): documents of every type; each row offers only what its status allows
 * (草稿 → 待审核 → 待执行 → 执行中 → 已完成, 作废 before completion, 反审核 while nothing is executed, 冲销 after
 * completion instead of editing); 批量审核; the detail with source and downstream documents and the ledger entries
 * it wrote, offering the row's actions too (doc-actions.tsx, one table for both); 打印 (a stock-in's detail, the pick
 * list `?print=<id>` of what goes out: PickList.tsx); 新增 from a purchase order or a project's demand, a draft edited before it is saved.
 */
export default function DocPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const list = useServerList<WarehouseDoc, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: WarehouseDocFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/warehouse/doc/getPage', {
        body: { ...pageRequest(params), ...requestFilters(params.filters) },
      }),
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/warehouse/doc/export', {
        body: { ...requestFilters(filters), ...sortRequest(sort) },
      }),
    // 批量审核 changes what the execution queues and the other screens of stock show
    invalidates: STOCK_MOVEMENT_QUERY_KEYS,
  });
  useWarmChunks(list.status !== 'loading', [
    DocDetailDrawer,
    DocFromSourceDialog,
    PickList,
    ...DOC_ACTION_CHUNKS,
  ]);
  const { dialog, open: openDialog, close } = useListDialog<Dialog>(list.refresh);
  const { run } = list;
  const { id: detailId, open: openDetail, close: closeDetail } = useDetailParam(DOCUMENT_PARAM);
  // 打印 of a stock-in prints its detail; of what goes out, its pick list (doc-actions.tsx)
  const printDoc = useCallback((doc: WarehouseDoc) => openDetail(doc.id), [openDetail]);
  const { actionsOf, openForm, dialogs } = useDocActions({ printDoc });
  // 收货 on a purchase order (lib/warehouse-handoff.ts): the server drafts the 入库单 from the order's open lines and
  // the form opens on it; the address forgets the order at once, so a reload or 返回 does not draft it twice.
  const orderToReceive = orderIdToReceive(search);
  useEffect(() => {
    if (!orderToReceive) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FROM_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
    api
      .POST('/api/warehouse/doc/draftFromSource', {
        body: { kind: 'PURCHASE_ORDER', sourceId: orderToReceive },
      })
      .then(
        (drafted) => openForm(drafted, `新增入库单（${drafted.source?.no ?? '收货'}）`),
        // the sdk has shown why (nothing left to receive, the order on hold …); the list stays as it was
        () => undefined,
      );
  }, [orderToReceive, setSearch, openForm]);
  const columns = useMemo<PermissionColumn<WarehouseDoc>[]>(
    () => [
      ...docColumns(openDetail),
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 170,
        render: (_, d) => (
          <RowActions
            actions={[{ key: 'detail', label: '详情', onClick: () => openDetail(d.id) }, ...actionsOf(d)]}
          />
        ),
      },
    ],
    [actionsOf, openDetail],
  );

  const pickListId = pickListDocId(search);
  if (pickListId) return <PickList docId={pickListId} onBack={() => navigate(-1)} />;

  return (
    <>
      <PermissionTable<WarehouseDoc>
        tableId="warehouse-doc"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={[
          { name: 'docNo', label: '单号' },
          dictSearchField('docType', '类型', WarehouseDocTypeSchema),
          dictSearchField('status', '状态', DocumentStatusSchema),
          WAREHOUSE_SEARCH_FIELD,
          { name: 'sourceNo', label: '来源单号' },
          { name: 'creator', label: '制单人' },
          dateRangeSearchField('planDate', '计划日期'),
        ]}
        batchActions={(_keys, rows, clear) => {
          const { ids, skipped } = auditableIds(rows);
          return (
            <ConfirmButton
              code={DOC_CODES.audit}
              disabledReason={ids.length === 0 ? '选中的单据都不在待审核' : undefined}
              confirm={`确认审核选中的 ${ids.length} 张单据？`}
              description={skipped > 0 ? `另有 ${skipped} 张不在待审核，不会提交。` : '审核后单据待执行。'}
              onConfirm={() =>
                run(
                  () => api.PUT('/api/warehouse/doc/audit', { body: { ids } }),
                  `已审核 ${ids.length} 张单据`,
                ).then(clear)
              }
            >
              批量审核
            </ConfirmButton>
          );
        }}
        toolbar={
          <>
            <PermittedButton
              code={DOC_CODES.add}
              type="primary"
              onClick={() => openDialog({ kind: 'fromSource' })}
            >
              新增
            </PermittedButton>
            <ExportButton code={DOC_CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {detailId && <DocDetailDrawer docId={detailId} onClose={closeDetail} />}
      {dialog?.kind === 'fromSource' && (
        <DocFromSourceDialog
          onClose={close}
          onDraft={(draft, title) => {
            close();
            openForm(draft, title);
          }}
        />
      )}
      {dialogs}
    </>
  );
}
