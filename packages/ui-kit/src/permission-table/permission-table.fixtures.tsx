// The states of PermissionTable that the showcase (Ladle stories) and the tests share.
import Button from 'antd/es/button';
import { PermissionProvider } from '../permission/permission-context';
import type { PermissionColumn } from './columns';
import { PermissionTable, type PermissionTableProps } from './permission-table';

export interface Supplier {
  id: string;
  code: string;
  name: string;
  grade: string;
  price: number;
  extension?: Record<string, unknown>;
}

export const suppliers: Supplier[] = Array.from({ length: 25 }, (_, i) => ({
  id: `s${i + 1}`,
  code: `GYS-${String(i + 1).padStart(4, '0')}`,
  name: ['华东电子元件有限公司', '深圳精密五金厂', '苏州恒达包装材料', '杭州云启科技'][i % 4] ?? '',
  grade: ['A', 'B', 'C'][i % 3] ?? 'A',
  price: 1000 + i * 37.5,
  extension: { region: ['华东', '华南'][i % 2] },
}));

export const supplierColumns: PermissionColumn<Supplier>[] = [
  { key: 'code', title: '供应商编码', dataIndex: 'code' },
  { key: 'name', title: '供应商名称', dataIndex: 'name' },
  { key: 'grade', title: '等级', dataIndex: 'grade' },
  { key: 'price', title: '协议单价', dataIndex: 'price', authCodes: ['purchase:supplier:price'] },
  {
    key: 'blacklist',
    title: '黑名单原因',
    dataIndex: 'grade',
    authCodes: ['purchase:supplier:restricted'],
    authMode: 'include',
  },
];

export type Scenario = { name: string; codes: string[]; args: Partial<PermissionTableProps<Supplier>> };

export function renderScenario({ codes, args }: Scenario) {
  const pageNum = args.pageNum ?? 1;
  const pageSize = args.pageSize ?? 10;
  return (
    <PermissionProvider codes={codes}>
      <PermissionTable<Supplier>
        tableId="supplier-story"
        rowKey="id"
        columns={supplierColumns}
        dataSource={suppliers.slice((pageNum - 1) * pageSize, pageNum * pageSize)}
        total={suppliers.length}
        pageNum={pageNum}
        pageSize={pageSize}
        {...args}
      />
    </PermissionProvider>
  );
}

export const AllowedPriceColumn: Scenario = {
  name: '有价格权限',
  codes: ['purchase:supplier:price'],
  args: {},
};
export const DeniedPriceColumn: Scenario = {
  name: '无价格权限（排除模式）',
  codes: ['purchase:order:edit'],
  args: {},
};
export const IncludeModeHidden: Scenario = {
  name: '包含模式：持有受限码时隐藏',
  codes: ['purchase:supplier:price', 'purchase:supplier:restricted'],
  args: {},
};
export const SecondPage: Scenario = { name: '第 2 页', codes: [], args: { pageNum: 2 } };
export const ExtensionColumns: Scenario = {
  name: '扩展字段列',
  codes: [],
  args: {
    extensionFields: [
      { tableKey: 'region', tableChineseKey: '所属区域', show: true },
      { tableKey: 'hidden', tableChineseKey: '隐藏字段', show: false },
    ],
  },
};
export const WithSearchAndBatch: Scenario = {
  name: '查询栏与批量操作',
  codes: [],
  args: {
    searchFields: [
      { name: 'name', label: '供应商名称' },
      {
        name: 'grade',
        label: '等级',
        type: 'select',
        options: [
          { value: 'A', label: 'A' },
          { value: 'B', label: 'B' },
        ],
      },
    ],
    batchActions: (keys) => <Button danger>批量删除（{keys.length}）</Button>,
    toolbar: <Button type="primary">新增</Button>,
  },
};
export const Empty: Scenario = { name: '空数据', codes: [], args: { dataSource: [], total: 0 } };
export const Loading: Scenario = {
  name: '加载中',
  codes: [],
  args: { dataSource: [], total: 0, loading: true, status: 'loading' },
};
const serverError = new Error('服务器发生错误，请检查服务器');
export const LoadFailed: Scenario = {
  name: '加载失败',
  codes: [],
  args: { dataSource: [], total: 0, status: 'error', error: serverError, onRetry: () => undefined },
};
export const ReloadFailed: Scenario = {
  name: '刷新失败（显示上次的数据）',
  codes: [],
  args: { status: 'refetchError', error: serverError, onRetry: () => undefined },
};
