import {
  type SearchField,
  SideQueryEmpty,
  sideRows,
  treeSelectOptions,
  useSideQuery,
} from '@backoffice/ui-kit';
import Select, { type SelectProps } from 'antd/es/select';
import TreeSelect from 'antd/es/tree-select';
import { locationsQuery } from './warehouse-queries';

/** The warehouses (the location tree's first level) as options. */
export function useWarehouseOptions() {
  const query = useSideQuery('仓库', locationsQuery());
  const options = sideRows(query)
    .filter((location) => location.level === 1)
    .map((warehouse) => ({ value: warehouse.id, label: `${warehouse.name}（${warehouse.code}）` }));
  return { options, isPending: query.status === 'loading', query };
}

/** A select of the warehouses; a failed load says so in its dropdown, with 重试. */
export function WarehouseSelect(props: SelectProps) {
  const { options, isPending, query } = useWarehouseOptions();
  return (
    <Select
      allowClear
      loading={isPending}
      options={options}
      placeholder="全部仓库"
      notFoundContent={<SideQueryEmpty query={query} empty="没有仓库" />}
      {...props}
    />
  );
}

/** The 仓库 filter of a list's query bar. */
export const WAREHOUSE_SEARCH_FIELD: SearchField = {
  name: 'warehouseId',
  label: '仓库',
  render: () => <WarehouseSelect style={{ width: 180 }} />,
};

/** A bin, chosen in the tree 仓库 → 库区 → 库位 (only bins can be chosen). */
export function LocationTreeSelect(props: {
  value?: string;
  onChange?: (id: string | undefined) => void;
  id?: string;
}) {
  const query = useSideQuery('库位', locationsQuery());
  const locations = sideRows(query);
  const bins = new Set(locations.filter((l) => l.level === 3).map((l) => l.id));
  const disableNonBins = (
    options: ReturnType<typeof treeSelectOptions>,
  ): ReturnType<typeof treeSelectOptions> =>
    options.map((option) => ({
      ...option,
      selectable: bins.has(option.value),
      ...(option.children ? { children: disableNonBins(option.children) } : {}),
    }));
  return (
    <TreeSelect
      {...props}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      loading={query.status === 'loading'}
      notFoundContent={<SideQueryEmpty query={query} empty="没有库位" />}
      placeholder="全部库位"
      treeData={disableNonBins(
        treeSelectOptions(locations, (l) => (l.level === 3 ? l.code : `${l.name}（${l.code}）`)),
      )}
      style={{ width: 200 }}
    />
  );
}

/** The 库位 filter of a list's query bar. */
export const LOCATION_SEARCH_FIELD: SearchField = {
  name: 'locationId',
  label: '库位',
  render: () => <LocationTreeSelect />,
};
