import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { api } from '../../lib/api';
import { listPathWith } from '../../lib/list-links';
import { PATHS, pathWith } from '../../lib/route-paths';

/** The whole location tree (仓库 → 库区 → 库位), flat: 库位管理 lists it, the filters pick warehouses from it. */
export const locationsQuery = () =>
  apiQueryOptions(api, 'post', '/api/warehouse/location/getAll', { body: {} });

export type DocLink = Schema<'DocLink'>;

/** 单据管理 with a document's detail open. */
export const docDetailPath = (id: string) => pathWith('warehouseDoc', { detail: id });

/**
 * Where a linked document opens: a warehouse document in 单据管理's detail; a purchase order or a project is shown
 * by its number (their screens belong to other modules and open their own records).
 */
export function docLinkPath(link: DocLink): string | undefined {
  return link.kind === 'WAREHOUSE_DOC' ? docDetailPath(link.id) : undefined;
}

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
