import { apiQueryOptions } from '@backoffice/sdk/query';
import { InventoryFiltersSchema } from '@backoffice/sdk/schemas';
import {
  ExportButton,
  type ListParams,
  type PermissionColumn,
  PermissionTable,
  RowActions,
  useServerList,
} from '@backoffice/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Segmented from 'antd/es/segmented';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { exportRequest, type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { formatAmountNumber } from '../../lib/money';
import { operationCodes } from '../../lib/operation-codes';
import { projectSearchField } from '../../lib/pickers/search-fields';
import { categorySearchField } from '../../lib/pickers/tree-search-fields';
import { formatQuantity } from '../../lib/quantity';
import { useUrlListParams } from '../../lib/url-list-params';
import { BooleanFilter } from './BooleanFilter';
import {
  INVENTORY_VIEWS,
  type InventoryRow,
  type InventoryView,
  inventoryColumns,
} from './inventory-columns';
import { LinkedFilters } from './LinkedFilters';
import { LOCATION_SEARCH_FIELD, WAREHOUSE_SEARCH_FIELD } from './WarehouseSelect';
import { filteredPath, ledgerPath } from './warehouse-queries';

type Filters = ListFilters<'post', '/api/warehouse/inventory/getPage'>;
type SortField = ListSortField<'post', '/api/warehouse/inventory/getPage'>;

const CODES = operationCodes({ export: 'warehouse:inventory:export' });

const viewOf = (filters: Record<string, unknown>): InventoryView =>
  INVENTORY_VIEWS.some((v) => v.value === filters.view) ? (filters.view as InventoryView) : 'MATERIAL';

/** The page query of one view: the view is always sent, 按物料汇总 when none is chosen. */
const inventoryQuery = (params: ListParams<Filters, SortField>) =>
  apiQueryOptions(api, 'post', '/api/warehouse/inventory/getPage', {
    body: { ...pageRequest(params), ...params.filters, view: viewOf(params.filters) },
  });

/**
 * /warehouse/inventory 库存查询 (screens.md §8): stock balances in four views (按物料汇总 / 按仓库 / 按库位 / 按批次) — one
 * control that changes the query and the columns; 低于安全库存 and 零库存 filters; 可用 as the server gives it;
 * rows below safety stock marked; 查看流水 to the ledger filtered to the row; the 合计 of every matching row;
 * 导出 of the current view.
 */
export default function InventoryPage() {
  const navigate = useNavigate();
  const list = useServerList<InventoryRow, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: InventoryFiltersSchema.properties.sortField.enum,
    query: inventoryQuery,
    exportFile: (applied) =>
      api.download('post', '/api/warehouse/inventory/export', {
        body: { ...exportRequest(applied), view: viewOf(applied.filters) },
      }),
  });
  // The same query as the list (one request): its 合计 covers every matching row, not only this page.
  const summary = useQuery({ ...inventoryQuery(list.params), placeholderData: keepPreviousData }).data
    ?.summary;
  const view = viewOf(list.filters);
  const columns = useMemo<PermissionColumn<InventoryRow>[]>(
    () => [
      ...inventoryColumns(view),
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 220,
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'ledger',
                label: '查看流水',
                onClick: () =>
                  navigate(
                    ledgerPath({
                      materialId: row.materialId,
                      batchId: row.batchId ?? undefined,
                      locationId: row.locationId ?? undefined,
                    }),
                  ),
              },
              {
                key: 'batches',
                label: '查看批次',
                hidden: !row.batchManaged,
                onClick: () => navigate(filteredPath('warehouseBatch', { keyword: row.materialCode })),
              },
              {
                key: 'locations',
                label: '库位分布',
                hidden: view === 'LOCATION',
                onClick: () =>
                  navigate(
                    filteredPath('warehouseInventory', { view: 'LOCATION', keyword: row.materialCode }),
                  ),
              },
            ]}
          />
        ),
      },
    ],
    [view, navigate],
  );

  return (
    <>
      <Segmented<InventoryView>
        aria-label="视图"
        options={INVENTORY_VIEWS}
        value={view}
        onChange={(next) => list.setFilter('view', next === 'MATERIAL' ? undefined : next)}
        style={{ marginBottom: 16 }}
      />
      <LinkedFilters
        filters={list.filters}
        describe={{
          materialId: list.rows[0] ? `${list.rows[0].materialCode} ${list.rows[0].materialName}` : undefined,
        }}
        onClear={(name) => list.setFilter(name as keyof Filters, undefined)}
      />
      <PermissionTable<InventoryRow>
        key={view}
        tableId={`warehouse-inventory-${view.toLowerCase()}`}
        rowKey="key"
        columns={columns}
        {...list.tableProps}
        searchFields={[
          { name: 'keyword', label: '物料', placeholder: '编码、名称或规格' },
          WAREHOUSE_SEARCH_FIELD,
          {
            name: 'belowSafety',
            label: '库存预警',
            render: () => <BooleanFilter>低于安全库存</BooleanFilter>,
          },
          categorySearchField('categoryId', '分类'),
          { name: 'batchNo', label: '批次号' },
          LOCATION_SEARCH_FIELD,
          { name: 'showZero', label: '零库存', render: () => <BooleanFilter>显示零库存</BooleanFilter> },
          projectSearchField('projectId', '项目'),
        ]}
        toolbar={
          <>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
            {/* the 合计 of every matching row, beside the toolbar: a summary row inside the table would have to
                span exactly the columns 列设置 shows */}
            {summary && (
              <span>
                <strong>合计</strong>（全部 {list.total} 行）：在库 {formatQuantity(summary.onHand)} · 预留{' '}
                {formatQuantity(summary.reserved)} · 可用 {formatQuantity(summary.available)} · 金额 ¥
                {formatAmountNumber(summary.amount)}
              </span>
            )}
          </>
        }
        tableProps={{
          onRow: (row) => (row.belowSafety ? { style: { background: 'var(--ant-color-warning-bg)' } } : {}),
        }}
      />
    </>
  );
}
