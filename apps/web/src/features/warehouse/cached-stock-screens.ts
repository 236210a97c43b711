import { apiQueryOptions } from '@backoffice/sdk/query';
import { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The screens of the fixture that show stock, the ledger or documents: what a stock movement refreshes. */
export const STOCK_SCREENS = [
  '库存查询',
  '出入库记录',
  '单据管理',
  '单据详情',
  '批次',
  '库位',
  '概览',
  '库存预警',
  '物料库存',
  '采购订单',
  '项目单据',
];

/**
 * Test fixture: a client holding one cached answer per query the screens keep, every one fresh before the execution. */
export function cachedScreens() {
  const client = new QueryClient();
  const queries = {
    库存查询: apiQueryOptions(api, 'post', '/api/warehouse/inventory/getPage', {
      body: { pageNum: 1, pageSize: 10, view: 'MATERIAL' },
    }),
    出入库记录: apiQueryOptions(api, 'post', '/api/warehouse/ledger/getPage', {
      body: { pageNum: 1, pageSize: 10 },
    }),
    单据管理: apiQueryOptions(api, 'post', '/api/warehouse/doc/getPage', {
      body: { pageNum: 1, pageSize: 10 },
    }),
    单据详情: apiQueryOptions(api, 'get', '/api/warehouse/doc/detail', { params: { query: { id: 'd1' } } }),
    批次: apiQueryOptions(api, 'post', '/api/warehouse/batch/getPage', {
      body: { pageNum: 1, pageSize: 10 },
    }),
    库位: apiQueryOptions(api, 'post', '/api/warehouse/location/getAll', { body: {} }),
    概览: apiQueryOptions(api, 'post', '/api/warehouse/overview/get', { body: {} }),
    库存预警: apiQueryOptions(api, 'get', '/api/warehouse/inventory/alerts'),
    物料库存: apiQueryOptions(api, 'post', '/api/material/material/stock', { body: { materialId: 'm1' } }),
    采购订单: apiQueryOptions(api, 'post', '/api/purchase/order/getPage', {
      body: { pageNum: 1, pageSize: 10 },
    }),
    项目单据: apiQueryOptions(api, 'post', '/api/project/project/documents', {
      body: { projectId: 'p1', kind: 'STOCK' },
    }),
    部门: apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }),
  };
  // what each cached answer holds does not matter here: only whether it is marked to be fetched again
  for (const { queryKey } of Object.values(queries))
    client.setQueryData<unknown>(queryKey as readonly unknown[], {});
  const stale = () =>
    Object.entries(queries)
      .filter(([, options]) => client.getQueryState(options.queryKey)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}
