import { apiQueryOptions } from '@backoffice/sdk/query';
import { type RowAction, useListActions } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { lazyExport } from '../../lib/lazy-chunk';
import { operationCodes } from '../../lib/operation-codes';
import { pathWith } from '../../lib/route-paths';
import type { WarehouseDoc } from './DocColumns';
import { type DocDraft, draftOf } from './doc-draft';
import { allowedDocActions, type DocAction, docDirection, executionScreen } from './doc-lifecycle';
import { pickListPath, printsPickList } from './doc-print';
import { STOCK_MOVEMENT_QUERY_KEYS } from './warehouse-queries';

// The form and the reason dialog come when an action asks for them; DocPage fetches them once its list has answered.
const DocForm = lazyExport('warehouse-doc-form', () => import('./DocForm'), 'DocForm');
const DocReasonDialog = lazyExport(
  'warehouse-doc-reason',
  () => import('./DocReasonDialog'),
  'DocReasonDialog',
);
export const DOC_ACTION_CHUNKS = [DocForm, DocReasonDialog];

/** 单据管理's operation codes: the list's page actions and every document action. */
export const DOC_CODES = operationCodes({
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

/** The action a counter wants most comes first (执行 before 反审核 on a 待执行 document). */
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

/** A document's allowed actions (doc-lifecycle.ts) in the order a counter wants them. */
export function orderedDocActions(doc: WarehouseDoc): DocAction[] {
  return allowedDocActions({
    status: doc.status,
    docType: doc.docType,
    doneQuantity: doc.doneQuantity,
    isReversal: doc.businessType === 'REVERSAL',
  }).sort((a, b) => ACTION_ORDER.indexOf(a) - ACTION_ORDER.indexOf(b));
}

type Dialog =
  | { kind: 'void' | 'reverse'; doc: WarehouseDoc }
  | { kind: 'form'; draft: DocDraft; title: string };

/**
 * The one table of a warehouse document's actions (screens.md §8), for a row of 单据管理 and for the detail alike:
 * what the status allows, each gated by its operation code, in the order a counter wants them. Each action refreshes
 * the documents, any open detail and whatever shows stock (STOCK_MOVEMENT_QUERY_KEYS); 作废 / 冲销 ask for the reason and 编辑 opens the draft form, in `dialogs`.
 * 执行 lands on the execution screen; 打印 of what goes out shows its pick list, of a stock-in `printDoc` (its detail).
 */
export function useDocActions({ printDoc }: { printDoc: (doc: WarehouseDoc) => void }): {
  actionsOf: (doc: WarehouseDoc) => RowAction[];
  openForm: (draft: DocDraft, title: string) => void;
  dialogs: ReactNode;
} {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A document's status decides the execution queues, what an order has left to receive and a project's documents;
  // 冲销 moves stock: every query that shows them is refreshed, as after an execution.
  const { run, invalidate } = useListActions(STOCK_MOVEMENT_QUERY_KEYS);
  const [dialog, setDialog] = useState<Dialog>();
  const close = useCallback(() => setDialog(undefined), []);
  const closeAndRefresh = useCallback(async () => {
    setDialog(undefined);
    await invalidate();
  }, [invalidate]);
  const openForm = useCallback(
    (draft: DocDraft, title: string) => setDialog({ kind: 'form', draft, title }),
    [],
  );

  const actionsOf = useCallback(
    (d: WarehouseDoc): RowAction[] => {
      const byAction: Record<DocAction, RowAction> = {
        edit: {
          key: 'edit',
          label: '编辑',
          code: DOC_CODES.edit,
          onClick: async () => {
            const detail = await queryClient.fetchQuery(
              apiQueryOptions(api, 'get', '/api/warehouse/doc/detail', { params: { query: { id: d.id } } }),
            );
            openForm(draftOf(detail), `修改单据：${d.docNo}`);
          },
        },
        submit: {
          key: 'submit',
          label: '提交',
          code: DOC_CODES.submit,
          confirm: `确认提交「${d.docNo}」？`,
          confirmDescription: '提交后等待审核，不能再修改。',
          onClick: () =>
            run(() => api.PUT('/api/warehouse/doc/submit', { body: { ids: [d.id] } }), '提交成功'),
        },
        audit: {
          key: 'audit',
          label: '审核',
          code: DOC_CODES.audit,
          confirm: `确认审核「${d.docNo}」？`,
          confirmDescription: '审核后单据待执行，可以入库或出库。',
          onClick: () =>
            run(() => api.PUT('/api/warehouse/doc/audit', { body: { ids: [d.id] } }), '审核成功'),
        },
        unaudit: {
          key: 'unaudit',
          label: '反审核',
          code: DOC_CODES.unaudit,
          confirm: `确认反审核「${d.docNo}」？`,
          confirmDescription: '单据退回草稿，待执行的预留随之释放。',
          onClick: () =>
            run(() => api.PUT('/api/warehouse/doc/unaudit', { body: { id: d.id } }), '反审核成功'),
        },
        execute: {
          key: 'execute',
          label: '执行',
          code: docDirection(d.docType) === 'OUT' ? DOC_CODES.stockOut : DOC_CODES.stockIn,
          onClick: () => {
            const screen = executionScreen(d.docType);
            if (screen) navigate(pathWith(screen, { docNo: d.docNo }));
          },
        },
        void: {
          key: 'void',
          label: '作废',
          danger: true,
          code: DOC_CODES.void,
          onClick: () => setDialog({ kind: 'void', doc: d }),
        },
        reverse: {
          key: 'reverse',
          label: '冲销',
          danger: true,
          code: DOC_CODES.reverse,
          onClick: () => setDialog({ kind: 'reverse', doc: d }),
        },
        copy: {
          key: 'copy',
          label: '复制',
          code: DOC_CODES.copy,
          onClick: () =>
            run(() => api.POST('/api/warehouse/doc/copy', { body: { id: d.id } }), '已复制为草稿'),
        },
        print: {
          key: 'print',
          label: '打印',
          code: DOC_CODES.print,
          onClick: () => (printsPickList(d.docType) ? navigate(pickListPath(d.id)) : printDoc(d)),
        },
      };
      return orderedDocActions(d).map((action) => byAction[action]);
    },
    [run, navigate, queryClient, openForm, printDoc],
  );

  const dialogs = (
    <>
      {(dialog?.kind === 'void' || dialog?.kind === 'reverse') && (
        <DocReasonDialog doc={dialog.doc} action={dialog.kind} onClose={close} onSaved={closeAndRefresh} />
      )}
      {dialog?.kind === 'form' && (
        <DocForm draft={dialog.draft} title={dialog.title} onClose={close} onSaved={closeAndRefresh} />
      )}
    </>
  );
  return { actionsOf, openForm, dialogs };
}
