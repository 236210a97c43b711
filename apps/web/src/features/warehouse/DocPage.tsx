import { apiQueryOptions } from '@backoffice/sdk/query';
import { DocumentStatusSchema, WarehouseDocTypeSchema } from '@backoffice/sdk/schemas';
import {
  ConfirmButton,
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  type RowAction,
  RowActions,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { dictSearchField } from '../../lib/dict';
import { operationCodes } from '../../lib/operation-codes';
import { pathWith } from '../../lib/route-paths';
import { useUrlListParams } from '../../lib/url-list-params';
import { FROM_ORDER_PARAM, orderIdToReceive } from '../../lib/warehouse-handoff';
import { docColumns, type WarehouseDoc } from './DocColumns';
import { DocDetailDrawer } from './DocDetailDrawer';
import { type DocDraft, DocForm, draftOf } from './DocForm';
import { DocFromSourceDialog } from './DocFromSourceDialog';
import { DocReasonDialog } from './DocReasonDialog';
import {
  allowedDocActions,
  auditableIds,
  type DocAction,
  docDirection,
  executionScreen,
} from './doc-lifecycle';
import { WAREHOUSE_SEARCH_FIELD } from './WarehouseSelect';

const CODES = operationCodes({
  add: 'warehouse:doc:add',
  edit: 'warehouse:doc:edit',
  submit: 'warehouse:doc:submit',
  audit: 'warehouse:doc:audit',
  unaudit: 'warehouse:doc:unaudit',
  void: 'warehouse:doc:void',
  reverse: 'warehouse:doc:reverse',
  copy: 'warehouse:doc:copy',
  print: 'warehouse:doc:print',
  export: 'warehouse:doc:export',
  stockIn: 'warehouse:stockIn:execute',
  stockOut: 'warehouse:stockOut:execute',
});

const DETAIL_PARAM = 'detail';
const ACTION_ORDER: readonly DocAction[] = [
  'execute',
  'submit',
  'audit',
  'edit',
  'reverse',
  'unaudit',
  'void',
  'copy',
  'print',
];
/** The list's filters as the contract's request: the 计划日期 range becomes dateFrom / dateTo. */
const requestFilters = (filters: Record<string, unknown>) =>
  rangeFilters(filters, 'planDate', 'dateFrom', 'dateTo');

type Dialog =
  | { kind: 'void' | 'reverse'; doc: WarehouseDoc }
  | { kind: 'form'; draft: DocDraft; title: string }
  | { kind: 'fromSource' };

/**
 * /warehouse/doc 单据管理 (screens.md §8): documents of every type; each row offers only what its status allows
 * (草稿 → 待审核 → 待执行 → 执行中 → 已完成, 作废 before completion, 反审核 while nothing is executed, 冲销 after
 * completion instead of editing); 批量审核; the detail with source and downstream documents and the ledger entries
 * it wrote; 打印; 新增 from a purchase order or a project's demand, a draft edited before it is saved.
 */
export default function DocPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const detailId = search.get(DETAIL_PARAM);
  const list = useServerList<WarehouseDoc>({
    ...useUrlListParams(),
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/warehouse/doc/getPage', {
        body: { pageNum, pageSize, ...requestFilters(filters) },
      }),
    exportFile: (filters) =>
      api.download('post', '/api/warehouse/doc/export', {
        body: { pageNum: 1, pageSize: 10, ...requestFilters(filters) },
      }),
  });
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { run } = list;
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
        (drafted) =>
          openDialog({
            kind: 'form',
            draft: drafted,
            title: `新增入库单（${drafted.source?.no ?? '收货'}）`,
          }),
        // the sdk has shown why (nothing left to receive, the order on hold …); the list stays as it was
        () => undefined,
      );
  }, [orderToReceive, setSearch, openDialog]);
  const openDetail = useCallback(
    (id: string | undefined) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(DETAIL_PARAM, id);
          else next.delete(DETAIL_PARAM);
          return next;
        },
        { replace: !id },
      ),
    [setSearch],
  );
  const edit = useCallback(
    async (doc: WarehouseDoc) => {
      const detail = await queryClient.fetchQuery(
        apiQueryOptions(api, 'get', '/api/warehouse/doc/detail', { params: { query: { id: doc.id } } }),
      );
      openDialog({ kind: 'form', draft: draftOf(detail), title: `修改单据：${doc.docNo}` });
    },
    [queryClient],
  );

  const columns = useMemo<PermissionColumn<WarehouseDoc>[]>(() => {
    const actionsOf = (d: WarehouseDoc): RowAction[] => {
      const byAction: Record<DocAction, RowAction> = {
        edit: { key: 'edit', label: '编辑', code: CODES.edit, onClick: () => edit(d) },
        submit: {
          key: 'submit',
          label: '提交',
          code: CODES.submit,
          confirm: `确认提交「${d.docNo}」？`,
          confirmDescription: '提交后等待审核，不能再修改。',
          onClick: () =>
            run(() => api.PUT('/api/warehouse/doc/submit', { body: { ids: [d.id] } }), '提交成功'),
        },
        audit: {
          key: 'audit',
          label: '审核',
          code: CODES.audit,
          confirm: `确认审核「${d.docNo}」？`,
          confirmDescription: '审核后单据待执行，可以入库或出库。',
          onClick: () =>
            run(() => api.PUT('/api/warehouse/doc/audit', { body: { ids: [d.id] } }), '审核成功'),
        },
        unaudit: {
          key: 'unaudit',
          label: '反审核',
          code: CODES.unaudit,
          confirm: `确认反审核「${d.docNo}」？`,
          confirmDescription: '单据退回草稿，待执行的预留随之释放。',
          onClick: () =>
            run(() => api.PUT('/api/warehouse/doc/unaudit', { body: { id: d.id } }), '反审核成功'),
        },
        execute: {
          key: 'execute',
          label: '执行',
          code: docDirection(d.docType) === 'OUT' ? CODES.stockOut : CODES.stockIn,
          onClick: () => {
            const screen = executionScreen(d.docType);
            if (screen) navigate(pathWith(screen, { docNo: d.docNo }));
          },
        },
        void: {
          key: 'void',
          label: '作废',
          danger: true,
          code: CODES.void,
          onClick: () => openDialog({ kind: 'void', doc: d }),
        },
        reverse: {
          key: 'reverse',
          label: '冲销',
          danger: true,
          code: CODES.reverse,
          onClick: () => openDialog({ kind: 'reverse', doc: d }),
        },
        copy: {
          key: 'copy',
          label: '复制',
          code: CODES.copy,
          onClick: () =>
            run(() => api.POST('/api/warehouse/doc/copy', { body: { id: d.id } }), '已复制为草稿'),
        },
        print: { key: 'print', label: '打印', code: CODES.print, onClick: () => openDetail(d.id) },
      };
      const allowed = allowedDocActions({
        status: d.status,
        docType: d.docType,
        doneQuantity: d.doneQuantity,
        isReversal: d.businessType === 'REVERSAL',
      });
      // The action a counter wants most comes first (执行 before 反审核 on a 待执行 document).
      const ordered = [...allowed].sort((a, b) => ACTION_ORDER.indexOf(a) - ACTION_ORDER.indexOf(b));
      return [
        { key: 'detail', label: '详情', onClick: () => openDetail(d.id) },
        ...ordered.map((action) => byAction[action]),
      ];
    };
    return [
      ...docColumns(openDetail),
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 170,
        render: (_, d) => <RowActions actions={actionsOf(d)} />,
      },
    ];
  }, [run, edit, navigate, openDetail]);

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
              code={CODES.audit}
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
              code={CODES.add}
              type="primary"
              onClick={() => openDialog({ kind: 'fromSource' })}
            >
              新增
            </PermittedButton>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {detailId && (
        <DocDetailDrawer docId={detailId} printCode={CODES.print} onClose={() => openDetail(undefined)} />
      )}
      {dialog?.kind === 'fromSource' && (
        <DocFromSourceDialog
          onClose={close}
          onDraft={(draft, title) => openDialog({ kind: 'form', draft, title })}
        />
      )}
      {(dialog?.kind === 'void' || dialog?.kind === 'reverse') && (
        <DocReasonDialog doc={dialog.doc} action={dialog.kind} onClose={close} onSaved={closeAndRefresh} />
      )}
      {dialog?.kind === 'form' && (
        <DocForm draft={dialog.draft} title={dialog.title} onClose={close} onSaved={closeAndRefresh} />
      )}
    </>
  );
}
