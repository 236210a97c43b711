import type { Schema } from '@backoffice/sdk';
import type { PermissionColumn } from '@backoffice/ui-kit';
import Tag from 'antd/es/tag';
import { formatAmountNumber } from '../../lib/money';
import { formatQuantity, quantityColumn } from '../../lib/quantity';

export type InventoryRow = Schema<'InventoryRow'>;
export type InventoryView = Schema<'InventoryView'>;

/** The four views of 库存查询, in the order of the control. */
export const INVENTORY_VIEWS: { value: InventoryView; label: string }[] = [
  { value: 'MATERIAL', label: '按物料汇总' },
  { value: 'WAREHOUSE', label: '按仓库' },
  { value: 'LOCATION', label: '按库位' },
  { value: 'BATCH', label: '按批次' },
];

const quantity = (key: 'onHand' | 'reserved' | 'available', title: string): PermissionColumn<InventoryRow> =>
  quantityColumn(key, title, 90);

/** Which columns each view shows: the balance's identity (warehouse, bin, batch) and its quantities. */
export function inventoryColumns(view: InventoryView): PermissionColumn<InventoryRow>[] {
  const byPlace = view !== 'MATERIAL';
  const byLocation = view === 'LOCATION' || view === 'BATCH';
  const byBatch = view === 'BATCH';
  const columns: (PermissionColumn<InventoryRow> | false)[] = [
    { key: 'materialCode', title: '物料编码', dataIndex: 'materialCode', width: 100 },
    { key: 'materialName', title: '物料名称', dataIndex: 'materialName', minWidth: 110 },
    { key: 'spec', title: '规格', dataIndex: 'spec', minWidth: 120 },
    { key: 'categoryName', title: '分类', dataIndex: 'categoryName', width: 100, defaultHidden: true },
    { key: 'unit', title: '单位', dataIndex: 'unit', width: 50 },
    byPlace && { key: 'warehouseName', title: '仓库', dataIndex: 'warehouseName', width: 100 },
    byLocation && { key: 'locationCode', title: '库位', dataIndex: 'locationCode', width: 130 },
    byBatch && { key: 'batchNo', title: '批次号', dataIndex: 'batchNo', width: 170 },
    byBatch && { key: 'inDate', title: '入库日期', dataIndex: 'inDate', width: 110 },
    byBatch && { key: 'expiryDate', title: '有效期至', dataIndex: 'expiryDate', width: 110 },
    quantity('onHand', '在库数量'),
    quantity('reserved', '预留'),
    {
      ...quantity('available', '可用数量'),
      width: 110,
      // the mark under the figure, so the column stays narrow enough for the list to fit at 1440
      render: (_, row) => (
        <>
          <div>{formatQuantity(row.available)}</div>
          {row.belowSafety && (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              低于安全库存
            </Tag>
          )}
        </>
      ),
    },
    view === 'MATERIAL' && {
      key: 'inTransit',
      title: '在途',
      width: 80,
      align: 'right',
      render: (_, row) => (row.inTransit == null ? '' : formatQuantity(row.inTransit)),
    },
    quantityColumn('safetyStock', '安全库存', 80),
    {
      key: 'amount',
      title: '库存金额',
      width: 110,
      align: 'right',
      // optional (screens.md §8): in 列设置
      defaultHidden: true,
      render: (_, row) => (row.amount == null ? '' : `¥${formatAmountNumber(row.amount)}`),
    },
  ];
  return columns.filter((column): column is PermissionColumn<InventoryRow> => column !== false);
}
