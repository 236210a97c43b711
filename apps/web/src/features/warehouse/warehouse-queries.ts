import { apiQueryOptions } from '@backoffice/sdk/query';
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
}) => filteredPath('warehouseRecord', filter);

export { PATHS };
