import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { listPathWith } from '../../lib/list-links';
import { PATHS } from '../../lib/route-paths';
import { docLinkPath } from './source-links';

/** The whole location tree (仓库 → 库区 → 库位), flat: 库位管理 lists it, the filters pick warehouses from it. */
export const locationsQuery = () =>
  apiQueryOptions(api, 'post', '/api/warehouse/location/getAll', { body: {} });

/** 单据管理 with a document's detail open. */
export const docDetailPath = (id: string) => docLinkPath({ kind: 'WAREHOUSE_DOC', id });

/** A warehouse list opened already filtered (its filters live in the URL). */
export const filteredPath = (
  name: 'warehouseDoc' | 'warehouseInventory' | 'warehouseRecord' | 'warehouseBatch',
  filters: Record<string, unknown>,
): string => listPathWith(name, filters);

/** The ledger filtered to a material (and a batch or a bin): 查看流水. */
export const ledgerPath = (filter: {
  materialId?: string;
  batchId?: string;
  locationId?: string;
  docId?: string;
  docNo?: string;
}) => filteredPath('warehouseRecord', filter);

export { PATHS };

/**
 * Every query whose answer an execution (入库执行 / 出库执行) changes: what shows stock (库存查询 and a bin's stock,
 * 批次, 库位 with its quantity, 概览, the home card 库存预警, a material's 库存), what shows the ledger (出入库记录,
 * a batch's and a project's movements), the documents and their progress (单据管理, its detail, the execution
 * queue and a loaded document, what is still receivable), and what follows them (a purchase order's 入库 status,
 * a project's documents and its materials' figures). Refreshing them all after an execution is one line and never
 * misses one: 库存查询 opened next shows the new figures without a reload.
 */
export const STOCK_MOVEMENT_QUERY_KEYS = (
  [
    'getInventoryPage',
    'getStockAlerts',
    'getLedgerPage',
    'getBatchPage',
    'getBatchDetail',
    'getAllLocations',
    'getWarehouseOverview',
    'getWarehouseDocPage',
    'getWarehouseDocDetail',
    'loadExecutionDoc',
    'getReceivableOrders',
    'getMaterialStock',
    'getPurchaseOrderPage',
    'getPurchaseOrder',
    'getProjectDocuments',
    'getProjectMaterialPage',
  ] as const
).map((id) => operationKey(id));

/** After an execution: every stock, ledger and document query is fetched again (those on screen at once). */
export async function afterStockMovement(queryClient: QueryClient): Promise<void> {
  await Promise.all(STOCK_MOVEMENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
