import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  PurchaseOrderFiltersSchema,
  PurchaseOrderStatusSchema,
  ReceiptStatusSchema,
} from '@backoffice/sdk/schemas';
import {
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  useServerList,
} from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { localDate } from '../../lib/dates';
import { DictTag, dictSearchField } from '../../lib/dict';
import { ChunkFallback, lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import { displayMoney } from '../../lib/money';
import {
  materialSearchField,
  projectSearchField,
  supplierSearchField,
  userSearchField,
} from '../../lib/pickers/search-fields';
import { RegionLoading } from '../../lib/region-loading';
import { idsFrom } from '../../lib/route-paths';
import { useUrlListParams } from '../../lib/url-list-params';
import { useGlobalStore } from '../../stores/global-store';
import { documentActionsColumn, documentNoColumn, useDocumentDetail, useDocumentForm } from './document-list';
import { OrderContents } from './OrderContents';
import type { OrderFormTarget } from './OrderForm';
import { ORDER_CODES, useOrderActions } from './order-actions';
import { copyOrderValues, mergedOrderValues, newOrderValues, orderFormValues } from './order-form';
import { isRefusal, mergeOpenLines } from './order-lines';
import type { PurchaseOrder } from './order-rules';
import {
  FROM_REQUESTS_PARAM,
  orderFromRequestsPath,
  orderPrintPath,
  PRINT_PARAM,
  requestIdsFrom,
} from './purchase-links';
import { PURCHASE_QUERY_KEYS } from './purchase-queries';

type Filters = ListFilters<'post', '/api/purchase/order/getPage'>;
type SortField = ListSortField<'post', '/api/purchase/order/getPage'>;

/**
 * The detail and the wide form with its lines, loaded when an order is opened, added, generated or edited (or
 * fetched once the list has answered): the list does not wait for them.
 */
const OrderDetail = lazyExport('purchase-order-detail', () => import('./OrderDetail'), 'OrderDetail');
const OrderForm = lazyExport('purchase-order-form', () => import('./OrderForm'), 'OrderForm');
const FromRequestsDialog = lazyExport(
  'purchase-order-from-requests',
  () => import('./FromRequestsDialog'),
  'FromRequestsDialog',
);
// 打印 / 批量打印 only: the print view stays out of the list's chunk
const OrderPrint = lazyExport('purchase-order-print', () => import('./OrderPrint'), 'OrderPrint');

const SEARCH_FIELDS = [
  { name: 'keyword', label: '订单号' },
  supplierSearchField('supplierId', '供应商'),
  dictSearchField('status', '状态', PurchaseOrderStatusSchema),
  dictSearchField('receiptStatus', '入库状态', ReceiptStatusSchema),
  dateRangeSearchField('orderDate', '下单日期'),
  userSearchField('buyerId', '采购员'),
  projectSearchField('projectId', '项目'),
  materialSearchField('materialId', '物料'),
];

const SUPPLIERS_DIFFER = (
  <Alert
    type="warning"
    showIcon
    style={{ marginBottom: 16 }}
    message="这些申请行建议了不同的供应商：一张订单只向一个供应商下达，请选定本订单的供应商，其余的行可删除后另行生成。"
  />
);

/** 合并生成 arriving in the URL: the open lines of the requests, as the new order's lines. */
function useMergedOrder(requestIds: string[]) {
  return useQuery({
    ...apiQueryOptions(api, 'post', '/api/purchase/request/openLines', { body: { requestIds } }),
    enabled: requestIds.length > 0,
  });
}

/** /purchase/order 采购订单 (screens.md §7): orders to suppliers, their flow, receipt, print and links. */
export default function OrderPage() {
  const navigate = useNavigate();
  const user = useGlobalStore((state) => state.userInfo);
  const [search, setSearch] = useSearchParams();
  const [picking, setPicking] = useState(false);
  /** Why the requests handed over were not made into one order (requests of different projects). */
  const [refusal, setRefusal] = useState<string>();
  const detail = useDocumentDetail();
  const form = useDocumentForm<OrderFormTarget>(detail.open);
  const printIds = idsFrom(search, PRINT_PARAM);
  const mergeIds = requestIdsFrom(search);
  const merged = useMergedOrder(mergeIds);
  const list = useServerList<PurchaseOrder, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: PurchaseOrderFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/purchase/order/getPage', {
        body: {
          ...pageRequest(params),
          ...rangeFilters(params.filters, 'orderDate', 'orderDateFrom', 'orderDateTo'),
        },
      }),
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/purchase/order/export', {
        body: { ...rangeFilters(filters, 'orderDate', 'orderDateFrom', 'orderDateTo'), ...sortRequest(sort) },
      }),
    invalidates: PURCHASE_QUERY_KEYS,
  });
  useWarmChunks(list.status !== 'loading', [OrderDetail, OrderForm, FromRequestsDialog]);

  // 合并生成 / 生成采购订单 from 采购申请: once the open lines are in, open the new order with them, then forget it.
  const mergedLines = merged.data;
  useEffect(() => {
    if (!search.has(FROM_REQUESTS_PARAM) || (mergeIds.length > 0 && !mergedLines)) return;
    if (mergedLines) {
      const plan = mergeOpenLines(mergedLines);
      if (isRefusal(plan)) setRefusal(plan.refused);
      else
        form.open({
          mode: 'new',
          values: mergedOrderValues(plan, user?.id, localDate()),
          note: (
            <>
              {plan.suppliersDiffer && SUPPLIERS_DIFFER}
              {plan.projectNote && (
                <Alert type="info" showIcon style={{ marginBottom: 16 }} title={plan.projectNote} />
              )}
            </>
          ),
        });
    }
    const rest = new URLSearchParams(search);
    rest.delete(FROM_REQUESTS_PARAM);
    setSearch(rest, { replace: true });
  }, [search, setSearch, mergeIds.length, mergedLines, user?.id]);

  const { actionsFor, dialogs } = useOrderActions({
    onEdit: (o) => form.open({ mode: 'edit', order: o, values: orderFormValues(o) }),
    onAmend: (o) => form.open({ mode: 'amend', order: o, values: orderFormValues(o, true) }),
    onCopy: (o) => form.open({ mode: 'new', values: copyOrderValues(o, user?.id, localDate()) }),
  });
  const openDetail = detail.open;

  const columns = useMemo<PermissionColumn<PurchaseOrder>[]>(
    () => [
      documentNoColumn({ key: 'orderNo', title: '订单号', no: (o) => o.orderNo }, openDetail),
      { key: 'supplierName', title: '供应商', dataIndex: 'supplierName', minWidth: 150 },
      { key: 'contents', title: '物料', minWidth: 130, render: (_, o) => <OrderContents lines={o.lines} /> },
      { key: 'buyer', title: '采购员', width: 72, render: (_, o) => o.buyer.name },
      { key: 'orderDate', title: '下单日期', dataIndex: 'orderDate', width: 96 },
      {
        key: 'expectedDate',
        title: '预计到货',
        dataIndex: 'expectedDate',

        width: 96,
        defaultHidden: true,
      },
      { key: 'project', title: '项目', dataIndex: 'projectName', width: 140, defaultHidden: true },
      {
        key: 'totalWithTax',

        title: '含税金额',
        width: 120,
        align: 'right',
        render: (_, o) => displayMoney(o.totalWithTax),
      },
      {
        key: 'receiptStatus',
        title: '入库状态',
        width: 90,
        render: (_, o) => <DictTag dict={ReceiptStatusSchema} value={o.receiptStatus} />,
      },
      {
        key: 'status',
        title: '状态',
        width: 90,
        render: (_, o) => <DictTag dict={PurchaseOrderStatusSchema} value={o.status} />,
      },
      documentActionsColumn(170, actionsFor, openDetail),
    ],
    [actionsFor, openDetail],
  );

  if (printIds.length > 0)
    return (
      <ChunkFallback value={<RegionLoading />}>
        <OrderPrint ids={printIds} onBack={() => navigate(-1)} />
      </ChunkFallback>
    );
  return (
    <>
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(undefined) }}
          style={{ marginBottom: 16 }}
          title="不能合并生成采购订单"
          description={refusal}
        />
      )}
      <PermissionTable<PurchaseOrder>
        tableId="purchase-order"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={SEARCH_FIELDS}
        batchActions={(keys) => (
          <PermittedButton
            code={ORDER_CODES.print}
            onClick={() => navigate(orderPrintPath(keys.map(String)))}
          >
            批量打印
          </PermittedButton>
        )}
        toolbar={
          <>
            <PermittedButton
              code={ORDER_CODES.add}
              type="primary"
              onClick={() => form.open({ mode: 'new', values: newOrderValues(user?.id, localDate()) })}
            >
              新增
            </PermittedButton>
            <PermittedButton code={ORDER_CODES.add} onClick={() => setPicking(true)}>
              从采购申请生成
            </PermittedButton>
            <ExportButton code={ORDER_CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {detail.loaded && <OrderDetail id={detail.id} onClose={detail.close} actionsFor={actionsFor} />}
      {picking && (
        <FromRequestsDialog
          onCancel={() => setPicking(false)}
          onPick={(ids) => {
            setPicking(false);
            navigate(orderFromRequestsPath(ids));
          }}
        />
      )}
      {form.target && <OrderForm target={form.target} onClose={form.close} onSaved={form.saved} />}
      {dialogs}
    </>
  );
}
