// Measures, in the browser: time from render to the first rendered rows of a 10 000-row virtual table — the
// ui-kit's PermissionTable or antd's bare Table with the same rows and the same columns (?table=antd) — and
// the client filter over the same 10 000 rows (median of 31 runs).
import { INDEX_COLUMN_KEY, INDEX_COLUMN_TITLE, PermissionTable } from '@backoffice/ui-kit';
import { filterRows } from '@backoffice/ui-kit/rules';
import Table from 'antd/es/table';
import { createRoot } from 'react-dom/client';

const ROWS = 10_000;
const names = [
  '华东电子元件有限公司',
  '深圳精密五金厂',
  '苏州恒达包装材料',
  '杭州云启科技',
  'Acme Components',
];
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: `r${i}`,
  code: `WL-${String(i).padStart(6, '0')}`,
  name: names[i % names.length] ?? '',
  spec: `${(i % 97) + 1}kΩ ±1% 0603`,
  quantity: (i * 37) % 5000,
}));
type Row = (typeof rows)[number];
const columns = [
  { key: 'code', title: '物料编码', dataIndex: 'code', width: 160 },
  { key: 'name', title: '名称', dataIndex: 'name', width: 240 },
  { key: 'spec', title: '规格', dataIndex: 'spec', width: 200 },
  { key: 'quantity', title: '数量', dataIndex: 'quantity', width: 120 },
];
// What PermissionTable shows besides: the index column (width 80, fixed) and ellipsis on plain columns.
const bareColumns = [
  {
    key: INDEX_COLUMN_KEY,
    title: INDEX_COLUMN_TITLE,
    width: 80,
    fixed: 'left' as const,
    align: 'center' as const,
    render: (_: unknown, __: Row, index: number) => index + 1,
  },
  ...columns.map((column) => ({ ...column, ellipsis: true })),
];

const filterTimes: number[] = [];
for (let i = 0; i < 31; i++) {
  const started = performance.now();
  filterRows(rows, { name: ' 华东 ', spec: '0603' });
  filterTimes.push(performance.now() - started);
}
const median = filterTimes.sort((a, b) => a - b)[15];

const bare = new URLSearchParams(location.search).get('table') === 'antd';
const root = document.getElementById('root') as HTMLElement;
const started = performance.now();
createRoot(root).render(
  bare ? (
    <Table<Row>
      rowKey="id"
      columns={bareColumns}
      dataSource={rows}
      pagination={false}
      virtual
      scroll={{ x: 800, y: 600 }}
    />
  ) : (
    <PermissionTable
      tableId="bench"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      total={ROWS}
      paginate={false}
      virtual
      scrollY={600}
    />
  ),
);
const waitForRows = () => {
  if (document.querySelector('.ant-table-tbody-virtual .ant-table-row, .ant-table-row')) {
    (window as unknown as { benchResult: object }).benchResult = {
      firstRowsMs: performance.now() - started,
      filterMs: median,
    };
  } else requestAnimationFrame(waitForRows);
};
requestAnimationFrame(waitForRows);
