import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  BomStatusSchema,
  MaterialStatusSchema,
  MaterialTypeSchema,
  UnitOfMeasureSchema,
} from '@backoffice/sdk/schemas';
import {
  EMPTY_CELL_TEXT,
  failureReason,
  type PermissionColumn,
  PermissionTable,
  type SideQuery,
  useLocalList,
  useOwnPaging,
  useServerList,
  useSideQuery,
  type WholeListQueryOptions,
} from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { displayMoney } from '../../lib/money';
import type { Material } from '../../lib/pickers';
import { quantityColumn } from '../../lib/quantity';
import { attributeEntries, type DetailEntry, extensionEntries } from './material-detail-fields';

/**
 * A read-only list of the drawer, loaded whole and paged inside its tab (never cut): loading, 加载失败 with 重试,
 * a warning over rows a reload could not refresh, or its empty text, as the main lists show them.
 */
function ReadOnlyList<Row extends object>({
  query,
  columns,
  rowKey,
  empty,
  label,
}: {
  query: WholeListQueryOptions<Row>;
  columns: readonly PermissionColumn<Row>[];
  rowKey: keyof Row & string;
  empty: string;
  label: string;
}) {
  const list = useLocalList<Row>({ query, paging: useOwnPaging() });
  return (
    <PermissionTable<Row>
      tableId={`material-detail-${label}`}
      rowKey={rowKey}
      columns={columns}
      {...list.tableProps}
      emptyText={empty}
      tableProps={{ 'aria-label': label } as object}
    />
  );
}

/** The BOMs whose parent is the material, paged by the server (useServerList keeps the tab's own page). */
function OwnBoms({ materialId }: { materialId: string }) {
  const list = useServerList<Schema<'Bom'>>({
    permanentFilters: { parentMaterialId: materialId },
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/material/bom/getPage', { body: { pageNum, pageSize, ...filters } }),
  });
  return (
    <PermissionTable<Schema<'Bom'>>
      tableId="material-detail-bom"
      rowKey="id"
      columns={BOM_COLUMNS}
      {...list.tableProps}
      emptyText="该物料没有 BOM"
      tableProps={{ 'aria-label': 'BOM' } as object}
    />
  );
}

const BOM_COLUMNS: PermissionColumn<Schema<'Bom'>>[] = [
  { key: 'bomNo', title: 'BOM编号', dataIndex: 'bomNo' },
  { key: 'version', title: '版本', dataIndex: 'version' },
  { key: 'default', title: '默认', render: (_, b) => (b.isDefault ? '是' : '否') },
  {
    key: 'status',
    title: '状态',
    render: (_, b) => <DictTag dict={BomStatusSchema} value={b.status} />,
  },
  { key: 'lines', title: '子项数', dataIndex: 'lineCount', align: 'right' },
];

/** Named values (分类属性, 扩展字段) as `label: value` lines; loading and failure say so. */
function Entries({
  query,
  entries,
  empty,
}: {
  query: SideQuery<unknown>;
  entries: readonly DetailEntry[];
  empty: string;
}) {
  if (query.status === 'loading') return '加载中…';
  if (query.status === 'error')
    return (
      <Space>
        {`${query.label}加载失败：${failureReason(query.error)}`}
        <Button size="small" onClick={query.retry}>
          重试
        </Button>
      </Space>
    );
  if (entries.length === 0) return empty;
  return (
    <Space orientation="vertical" size={2}>
      {entries.map((entry) => (
        <span key={entry.key}>{`${entry.label}: ${entry.value}`}</span>
      ))}
    </Space>
  );
}

/** Nothing yet: the entries of a side query still loading or failed (its state says which). */
const NONE: never[] = [];

/** 物料详情 (screens.md §6): 基本信息, 库存, BOM (where it is the parent), 被引用 (where-used), 采购记录. */
export function MaterialDetailDrawer({ material: m, onClose }: { material: Material; onClose: () => void }) {
  const ref = { body: { materialId: m.id } };
  const unit = <DictTag dict={UnitOfMeasureSchema} value={m.unit} />;
  // The category's attribute definitions and the table's extension fields (the list has them in its cache).
  const categories = useSideQuery(
    '物料分类',
    apiQueryOptions(api, 'post', '/api/material/category/getAll', { body: {} }),
  );
  const extension = useSideQuery(
    '扩展字段',
    apiQueryOptions(api, 'get', '/api/material/material/extensionFields'),
  );
  const definitions = categories.data?.find((category) => category.id === m.categoryId)?.attributes;
  const attributes = attributeEntries(definitions ?? NONE, m.attributes);
  const extensions = extensionEntries(extension.data ?? NONE, m.extension);
  return (
    <Drawer open title={`${m.code} ${m.name}`} size={860} onClose={onClose}>
      <Tabs
        items={[
          {
            key: 'basic',
            label: '基本信息',
            children: (
              <Descriptions
                bordered
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  { key: 'spec', label: '规格型号', children: m.spec ?? EMPTY_CELL_TEXT },
                  { key: 'category', label: '物料分类', children: m.categoryName },
                  {
                    key: 'type',
                    label: '物料类型',
                    children: <DictTag dict={MaterialTypeSchema} value={m.type} />,
                  },
                  { key: 'unit', label: '计量单位', children: unit },
                  { key: 'brand', label: '品牌/厂家', children: m.brand ?? EMPTY_CELL_TEXT },
                  { key: 'batch', label: '批次管理', children: m.batchManaged ? '是' : '否' },
                  { key: 'shelf', label: '保质期（天）', children: m.shelfLifeDays ?? EMPTY_CELL_TEXT },
                  {
                    key: 'stock',
                    label: '安全/最低/最高库存',
                    children: [m.safetyStock, m.minStock, m.maxStock]
                      .map((v) => v ?? EMPTY_CELL_TEXT)
                      .join(' / '),
                  },
                  {
                    key: 'status',
                    label: '状态',
                    children: <DictTag dict={MaterialStatusSchema} value={m.status} />,
                  },
                  { key: 'tags', label: '属性标签', children: m.tags.join('、') || EMPTY_CELL_TEXT },
                  {
                    key: 'attributes',
                    label: '分类属性',
                    span: 'filled',
                    children: <Entries query={categories} entries={attributes} empty="该分类没有属性" />,
                  },
                  { key: 'remark', label: '备注', span: 'filled', children: m.remark ?? EMPTY_CELL_TEXT },
                  {
                    key: 'extension',
                    label: '扩展字段',
                    span: 'filled',
                    children: <Entries query={extension} entries={extensions} empty="没有扩展字段" />,
                  },
                ]}
              />
            ),
          },
          {
            key: 'stock',
            label: '库存',
            children: (
              <ReadOnlyList
                label="库存"
                query={apiQueryOptions(api, 'post', '/api/material/material/stock', ref)}
                rowKey="id"
                empty="没有库存"
                columns={[
                  { key: 'warehouse', title: '仓库', dataIndex: 'warehouseName' },
                  { key: 'location', title: '库位', dataIndex: 'locationCode' },
                  { key: 'batch', title: '批次', dataIndex: 'batchNo' },
                  quantityColumn('quantity', '数量'),
                  { key: 'unit', title: '单位', render: () => unit },
                ]}
              />
            ),
          },
          {
            key: 'bom',
            label: 'BOM',
            children: <OwnBoms materialId={m.id} />,
          },
          {
            key: 'usage',
            label: '被引用',
            children: (
              <ReadOnlyList<Schema<'BomUsage'>>
                label="被引用"
                query={apiQueryOptions(api, 'post', '/api/material/bom/whereUsed', ref)}
                rowKey="bomId"
                empty="没有 BOM 用到该物料"
                columns={[
                  { key: 'bomNo', title: 'BOM编号', dataIndex: 'bomNo' },
                  {
                    key: 'parent',
                    title: '父项物料',
                    render: (_, u) => `${u.parentMaterialCode} ${u.parentMaterialName}`,
                  },
                  { key: 'level', title: '层级', dataIndex: 'level', align: 'right' },
                  quantityColumn('quantity', '用量'),
                  {
                    key: 'status',
                    title: '状态',
                    render: (_, u) => <DictTag dict={BomStatusSchema} value={u.status} />,
                  },
                ]}
              />
            ),
          },
          {
            key: 'purchases',
            label: '采购记录',
            children: (
              <ReadOnlyList
                label="采购记录"
                query={apiQueryOptions(api, 'post', '/api/material/material/purchaseRecords', ref)}
                rowKey="id"
                empty="没有采购记录"
                columns={[
                  { key: 'orderNo', title: '采购订单', dataIndex: 'orderNo' },
                  { key: 'supplier', title: '供应商', dataIndex: 'supplierName' },
                  quantityColumn('quantity', '数量'),
                  {
                    key: 'price',
                    title: '单价',
                    align: 'right',
                    // as 采购订单's lines show it: ¥38.50, not 38.5
                    render: (_, p) => displayMoney(p.unitPrice.toFixed(2)),
                  },
                  { key: 'date', title: '下单日期', dataIndex: 'orderDate' },
                  { key: 'status', title: '状态', dataIndex: 'statusText' },
                ]}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
