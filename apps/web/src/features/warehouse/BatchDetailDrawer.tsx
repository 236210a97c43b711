import { apiQueryOptions } from '@backoffice/sdk/query';
import { BatchStatusSchema } from '@backoffice/sdk/schemas';
import { EMPTY_CELL_TEXT, ListStateView, PermissionTable, useServerList } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Timeline from 'antd/es/timeline';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { formatQuantity, quantityColumn } from '../../lib/quantity';
import { DocLinkText } from './DocLinkText';
import { type LedgerEntry, ledgerColumns } from './LedgerColumns';

/** The entries a batch is in. */
function BatchLedger({ batchId }: { batchId: string }) {
  const list = useServerList<LedgerEntry>({
    permanentFilters: { batchId },
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/warehouse/ledger/getPage', {
        body: { pageNum, pageSize, ...filters },
      }),
  });
  const columns = useMemo(() => ledgerColumns({ compact: true }), []);
  return (
    <PermissionTable<LedgerEntry>
      tableId="warehouse-batch-ledger"
      rowKey="id"
      columns={columns}
      {...list.tableProps}
    />
  );
}

/**
 * A batch's detail (screens.md §8): its fields, 库存分布 by bin, its 流水, and 追溯 — the supplier and purchase order
 * it came from, the stock-in it arrived by, the documents it left by.
 */
export function BatchDetailDrawer({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const query = useQuery(
    apiQueryOptions(api, 'get', '/api/warehouse/batch/detail', { params: { query: { id: batchId } } }),
  );
  const detail = query.data;
  const batch = detail?.batch;
  return (
    <Drawer
      open
      size="min(1000px, 100vw)"
      title={batch ? `批次：${batch.batchNo}` : '批次详情'}
      onClose={onClose}
    >
      {!detail || !batch ? (
        <ListStateView
          status={query.isError ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
          position="body"
        />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2, lg: 3 }} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="物料">{`${batch.materialCode} ${batch.materialName}`}</Descriptions.Item>
            <Descriptions.Item label="规格">{batch.spec}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <DictTag dict={BatchStatusSchema} value={batch.status} />
            </Descriptions.Item>
            <Descriptions.Item label="当前数量">{`${formatQuantity(batch.quantity)} ${batch.unit}`}</Descriptions.Item>
            <Descriptions.Item label="入库数量">{`${formatQuantity(batch.inQuantity)} ${batch.unit}`}</Descriptions.Item>
            <Descriptions.Item label="质检状态">{batch.qualityStatus}</Descriptions.Item>
            <Descriptions.Item label="生产日期">{batch.productionDate}</Descriptions.Item>
            <Descriptions.Item label="入库日期">{batch.inDate}</Descriptions.Item>
            <Descriptions.Item label="有效期至">{batch.expiryDate ?? EMPTY_CELL_TEXT}</Descriptions.Item>
            <Descriptions.Item label="供应商">{batch.supplierName ?? EMPTY_CELL_TEXT}</Descriptions.Item>
            <Descriptions.Item label="供应商批号">{batch.supplierLotNo ?? EMPTY_CELL_TEXT}</Descriptions.Item>
            <Descriptions.Item label="来源入库单">
              {batch.sourceDoc ? <DocLinkText link={batch.sourceDoc} /> : EMPTY_CELL_TEXT}
            </Descriptions.Item>
            {batch.frozenReason && (
              <Descriptions.Item label="冻结原因" span={3}>
                {batch.frozenReason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'stock',
                label: '库存分布',
                children: (
                  <Table
                    rowKey="locationId"
                    size="small"
                    pagination={false}
                    dataSource={detail.stock}
                    locale={{ emptyText: <Empty description="这个批次已没有库存" /> }}
                    columns={[
                      { key: 'warehouseName', title: '仓库', dataIndex: 'warehouseName' },
                      { key: 'locationCode', title: '库位', dataIndex: 'locationCode' },
                      quantityColumn('quantity', '在库'),
                      quantityColumn('reserved', '预留'),
                    ]}
                  />
                ),
              },
              { key: 'ledger', label: '流水', children: <BatchLedger batchId={batch.id} /> },
              {
                key: 'trace',
                label: '追溯',
                children: (
                  <Timeline
                    items={[
                      ...(detail.trace.supplier
                        ? [
                            {
                              color: 'gray',
                              content: `供应商：${detail.trace.supplier.name}${batch.supplierLotNo ? `（批号 ${batch.supplierLotNo}）` : ''}`,
                            },
                          ]
                        : []),
                      ...detail.trace.upstream.map((link) => ({
                        color: 'blue',
                        content: <DocLinkText link={link} showKind />,
                      })),
                      {
                        color: 'green',
                        content: `批次 ${batch.batchNo}：入库 ${formatQuantity(batch.inQuantity)} ${batch.unit}`,
                      },
                      ...detail.trace.downstream.map((out) => ({
                        color: 'red',
                        content: (
                          <>
                            <DocLinkText link={out.doc} showKind /> {out.date} 出库{' '}
                            {formatQuantity(out.quantity)} {batch.unit}
                            {out.projectName ? ` · ${out.projectName}` : ''}
                          </>
                        ),
                      })),
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
