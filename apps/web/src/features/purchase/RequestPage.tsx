import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  PurchaseRequestFiltersSchema,
  PurchaseRequestStatusSchema,
  PurchaseRequestTypeSchema,
} from '@backoffice/sdk/schemas';
import {
  ConfirmButton,
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  useServerList,
} from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { runAction } from '../../lib/actions';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { dictSearchField } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import { materialSearchField, projectSearchField, userSearchField } from '../../lib/pickers/search-fields';
import { deptSearchField } from '../../lib/pickers/tree-search-fields';
import { HANDOFF_PARAM, readPurchaseRequestHandoff } from '../../lib/purchase-handoff';
import { useUrlListParams } from '../../lib/url-list-params';
import { useGlobalStore } from '../../stores/global-store';
import { documentActionsColumn, documentNoColumn, useDocumentDetail, useDocumentForm } from './document-list';
import { orderFromRequestsPath } from './purchase-links';
import { afterPurchaseChange, PURCHASE_QUERY_KEYS } from './purchase-queries';
import type { RequestFormTarget } from './RequestForm';
import { REQUEST_CODES, submitRequests, useRequestActions } from './request-actions';
import { requestColumns } from './request-columns';
import { copyRequestValues, handoffRequestValues, newRequestValues, requestFormValues } from './request-form';
import { batchOf, type PurchaseRequest } from './request-rules';

type Filters = ListFilters<'post', '/api/purchase/request/getPage'>;
type SortField = ListSortField<'post', '/api/purchase/request/getPage'>;

/**
 * The detail and the wide form with its lines, loaded when a request is opened, added or edited (or fetched once the
 * list has answered): the list does not wait for them.
 */
const RequestDetail = lazyExport('purchase-request-detail', () => import('./RequestDetail'), 'RequestDetail');
const RequestForm = lazyExport('purchase-request-form', () => import('./RequestForm'), 'RequestForm');

const SEARCH_FIELDS = [
  { name: 'keyword', label: '单号/标题' },
  dictSearchField('status', '状态', PurchaseRequestStatusSchema),
  dateRangeSearchField('applyDate', '申请日期'),
  dictSearchField('type', '申请类型', PurchaseRequestTypeSchema),
  userSearchField('applicantId', '申请人'),
  projectSearchField('projectId', '关联项目'),
  materialSearchField('materialId', '物料'),
  deptSearchField('deptId', '申请部门'),
];

/** /purchase/apply 采购申请 (screens.md §7): requests, their approval, and the orders they become. */
export default function RequestPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useGlobalStore((state) => state.userInfo);
  const [search, setSearch] = useSearchParams();
  const detail = useDocumentDetail();
  const form = useDocumentForm<RequestFormTarget>(detail.open);
  const list = useServerList<PurchaseRequest, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: PurchaseRequestFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/purchase/request/getPage', {
        body: {
          ...pageRequest(params),
          ...rangeFilters(params.filters, 'applyDate', 'applyDateFrom', 'applyDateTo'),
        },
      }),
    remove: (ids) => api.DELETE('/api/purchase/request/delete', { body: { ids } }),
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/purchase/request/export', {
        body: { ...rangeFilters(filters, 'applyDate', 'applyDateFrom', 'applyDateTo'), ...sortRequest(sort) },
      }),
    invalidates: PURCHASE_QUERY_KEYS,
  });
  useWarmChunks(list.status !== 'loading', [RequestDetail, RequestForm]);

  // 生成采购申请 from a project's materials arrives in the URL: open the prefilled form once, then forget it.
  useEffect(() => {
    const handoff = readPurchaseRequestHandoff(search);
    if (!search.has(HANDOFF_PARAM)) return;
    if (handoff) form.open({ values: handoffRequestValues(handoff, user?.id) });
    const rest = new URLSearchParams(search);
    rest.delete(HANDOFF_PARAM);
    setSearch(rest, { replace: true });
  }, [search, setSearch, user?.id]);

  const { actionsFor, dialogs } = useRequestActions({
    onEdit: (r) =>
      form.open({ id: r.id, requestNo: r.requestNo, values: requestFormValues(r), applicant: r.applicant }),
    onCopy: (r) => form.open({ values: copyRequestValues(r, user?.id) }),
    remove: async (ids) => {
      if (await list.remove(ids)) detail.close();
    },
  });
  const openDetail = detail.open;

  const columns = useMemo<PermissionColumn<PurchaseRequest>[]>(
    () => [
      documentNoColumn({ key: 'requestNo', title: '申请单号', no: (r) => r.requestNo }, openDetail),
      ...requestColumns([
        'title',
        'type',
        'applicant',
        'deptName',
        'project',
        'applyDate',
        'needDate',
        'urgency',
        'status',
        'orderedPercent',
        'totalAmount',
      ]),
      documentActionsColumn(150, actionsFor, openDetail),
    ],
    [actionsFor, openDetail],
  );

  return (
    <>
      <PermissionTable<PurchaseRequest>
        tableId="purchase-apply"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={SEARCH_FIELDS}
        batchActions={(_keys, rows, clear) => {
          const submit = batchOf('submit', rows);
          const merge = batchOf('order', rows);
          return (
            <>
              <ConfirmButton
                code={REQUEST_CODES.submit}
                disabledReason={submit.refusal}
                confirm={`确认提交选中的 ${rows.length} 张采购申请？`}
                description="每张申请各自进入审批流程，审批中不能修改。"
                onConfirm={() =>
                  runAction(
                    () => submitRequests(submit.ids),
                    '已提交，等待审批',
                    async () => {
                      clear();
                      await afterPurchaseChange(queryClient);
                    },
                  )
                }
              >
                批量提交
              </ConfirmButton>
              <PermittedButton
                code={REQUEST_CODES.order}
                disabledReason={merge.refusal}
                onClick={() => navigate(orderFromRequestsPath(merge.ids))}
              >
                合并生成采购订单
              </PermittedButton>
            </>
          );
        }}
        toolbar={
          <>
            <PermittedButton
              code={REQUEST_CODES.add}
              type="primary"
              onClick={() => form.open({ values: newRequestValues(user?.id) })}
            >
              新增
            </PermittedButton>
            <ExportButton code={REQUEST_CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {detail.loaded && <RequestDetail id={detail.id} onClose={detail.close} actionsFor={actionsFor} />}
      {form.target && <RequestForm target={form.target} onClose={form.close} onSaved={form.saved} />}
      {dialogs}
    </>
  );
}
