import { apiQueryOptions } from '@backoffice/sdk/query';
import { PermissionTable, useServerList } from '@backoffice/ui-kit';
import Drawer from 'antd/es/drawer';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { type InventoryRow, inventoryColumns } from './inventory-columns';
import type { WarehouseLocation } from './location-rules';
import { ledgerPath } from './warehouse-queries';

/** 查看库存 of a bin (or a whole warehouse): the balances it holds, by bin and batch, each with its 流水. */
export function LocationStockDrawer({
  location,
  onClose,
}: {
  location: WarehouseLocation;
  onClose: () => void;
}) {
  const place = location.level === 1 ? { warehouseId: location.id } : { locationId: location.id };
  const list = useServerList<InventoryRow>({
    permanentFilters: { view: 'LOCATION', ...place },
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/warehouse/inventory/getPage', {
        body: { pageNum, pageSize, view: 'LOCATION', ...filters },
      }),
  });
  const columns = useMemo(
    () => [
      ...inventoryColumns('LOCATION').filter(
        (c) => !['categoryName', 'amount', 'safetyStock'].includes(c.key),
      ),
      {
        key: 'ledger',
        title: '流水',
        width: 90,
        render: (_: unknown, row: InventoryRow) => (
          <Link to={ledgerPath({ materialId: row.materialId, locationId: row.locationId ?? undefined })}>
            查看流水
          </Link>
        ),
      },
    ],
    [],
  );
  return (
    <Drawer
      open
      size="min(960px, 100vw)"
      title={`库存：${location.name}（${location.code}）`}
      onClose={onClose}
    >
      <PermissionTable<InventoryRow>
        tableId="warehouse-location-stock"
        rowKey="key"
        columns={columns}
        {...list.tableProps}
        emptyText="这里没有库存"
      />
    </Drawer>
  );
}
