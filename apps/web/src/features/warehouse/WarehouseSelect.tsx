import type { SearchField } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Select, { type SelectProps } from 'antd/es/select';
import { locationsQuery } from './warehouse-queries';

/** The warehouses (the location tree's first level) as options. */
export function useWarehouseOptions() {
  const query = useQuery(locationsQuery());
  const options = (query.data ?? [])
    .filter((location) => location.level === 1)
    .map((warehouse) => ({ value: warehouse.id, label: `${warehouse.name}（${warehouse.code}）` }));
  return { options, isPending: query.isPending };
}

/** A select of the warehouses. */
export function WarehouseSelect(props: SelectProps) {
  const { options, isPending } = useWarehouseOptions();
  return <Select allowClear loading={isPending} options={options} placeholder="全部仓库" {...props} />;
}

/** The 仓库 filter of a list's query bar. */
export const WAREHOUSE_SEARCH_FIELD: SearchField = {
  name: 'warehouseId',
  label: '仓库',
  render: () => <WarehouseSelect style={{ width: 180 }} />,
};
