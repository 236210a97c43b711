import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  DocumentStatusSchema,
  StockBusinessTypeSchema,
  WarehouseDocTypeSchema,
} from '@backoffice/sdk/schemas';
import { EMPTY_CELL_TEXT, ListStateView, PermissionTable, RowActions } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { formatQuantity, quantityColumn } from '../../lib/quantity';
import { DocLinkText } from './DocLinkText';
import { useDocActions } from './doc-actions';
import { docCounterpart, docDirection } from './doc-lifecycle';
import { type LedgerEntry, ledgerColumns } from './LedgerColumns';
import { DocumentLinks } from './source-links';
import { ledgerPath } from './warehouse-queries';

/** Only the detail is printed (screens.md: a print-friendly detail view, no template yet). */
const PRINT_STYLE = `
@media print {
  body * { visibility: hidden !important; }
  .warehouse-doc-print, .warehouse-doc-print * { visibility: visible !important; }
  .warehouse-doc-print { position: absolute; inset: 0; padding: 16px; }
  .warehouse-doc-print .no-print { display: none !important; }
}`;

/** The detail's actions shown as links before 更多: 执行, 审核 … and 打印 at hand. */
const DETAIL_ACTIONS_SHOWN = 4;

const printDetail = () => window.print();

/**
 * A document in full (screens.md §8): header, lines (应收/应发, 实收/实发, batch, bin), 来源单据 and 下游单据, the
 * ledger entries it wrote (a stock-in's also in 出入库记录, filtered to it), and the actions its status allows, as
 * its row offers them; 打印 of a stock-in prints this view alone on the page, of what goes out its pick list.
 */
export function DocDetailDrawer({ docId, onClose }: { docId: string; onClose: () => void }) {
  const query = useQuery(
    apiQueryOptions(api, 'get', '/api/warehouse/doc/detail', { params: { query: { id: docId } } }),
  );
  const detail = query.data;
  const entryColumns = useMemo(
    () => ledgerColumns({ compact: true }).filter((c) => c.key !== 'sourceDoc'),
    [],
  );
  const doc = detail?.doc;
  // the row's actions (doc-actions.tsx); 打印 of a stock-in prints this view
  const { actionsOf, dialogs } = useDocActions({ printDoc: printDetail });
  const counterpart = doc ? docCounterpart(doc) : undefined;
  const outbound = doc ? docDirection(doc.docType) === 'OUT' : false;
  return (
    <Drawer
      open
      size="min(1100px, 100vw)"
      title={doc ? `单据详情：${doc.docNo}` : '单据详情'}
      onClose={onClose}
      extra={doc && <RowActions actions={actionsOf(doc)} shown={DETAIL_ACTIONS_SHOWN} />}
    >
      <style>{PRINT_STYLE}</style>
      {dialogs}
      {!detail || !doc ? (
        <ListStateView
          status={query.isError ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
          position="body"
        />
      ) : (
        <div className="warehouse-doc-print">
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            <Space>
              <DictTag dict={WarehouseDocTypeSchema} value={doc.docType} />
              {doc.docNo}
              <DictTag dict={DocumentStatusSchema} value={doc.status} />
            </Space>
          </Typography.Title>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2, lg: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="业务类型">
              <DictTag dict={StockBusinessTypeSchema} value={doc.businessType} />
            </Descriptions.Item>
            <Descriptions.Item label={doc.docType === 'TRANSFER' ? '调出仓库' : '仓库'}>
              {doc.warehouseName}
            </Descriptions.Item>
            <Descriptions.Item label={counterpart?.label}>
              {counterpart?.value ?? EMPTY_CELL_TEXT}
            </Descriptions.Item>
            <Descriptions.Item label="项目">{doc.projectName ?? EMPTY_CELL_TEXT}</Descriptions.Item>
            <Descriptions.Item label="计划日期">{doc.plannedDate}</Descriptions.Item>
            <Descriptions.Item label="执行日期">{doc.executedDate ?? EMPTY_CELL_TEXT}</Descriptions.Item>
            <Descriptions.Item label="制单人">{doc.creator}</Descriptions.Item>
            <Descriptions.Item label="审核人">{doc.auditor ?? EMPTY_CELL_TEXT}</Descriptions.Item>
            <Descriptions.Item label="进度">{`${formatQuantity(doc.doneQuantity)} / ${formatQuantity(doc.totalQuantity)}`}</Descriptions.Item>
            {doc.reversalOf && (
              <Descriptions.Item label="冲销原单" span={3}>
                <DocLinkText link={doc.reversalOf} />
              </Descriptions.Item>
            )}
            <Descriptions.Item label="备注" span={3}>
              {doc.remark ?? ''}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>明细</Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={detail.lines}
            style={{ marginBottom: 16 }}
            columns={[
              { key: 'material', title: '物料', render: (_, l) => `${l.materialCode} ${l.materialName}` },
              { key: 'spec', title: '规格', dataIndex: 'spec' },
              { key: 'unit', title: '单位', dataIndex: 'unit', width: 60 },
              quantityColumn('expectedQuantity', outbound ? '应发' : '应收'),
              quantityColumn('doneQuantity', outbound ? '实发' : '实收'),
              { key: 'batchNo', title: '批次', dataIndex: 'batchNo' },
              { key: 'locationCode', title: '库位', dataIndex: 'locationCode' },
            ]}
          />
          <DocumentLinks sources={detail.upstream} downstream={detail.downstream} />
          <div className="no-print">
            <Space style={{ justifyContent: 'space-between', width: '100%' }}>
              <Typography.Title level={5}>写入的流水</Typography.Title>
              {detail.entries.length > 0 && (
                <Link to={ledgerPath({ docNo: doc.docNo })}>在出入库记录中查看</Link>
              )}
            </Space>
            <PermissionTable<LedgerEntry>
              tableId="warehouse-doc-entries"
              rowKey="id"
              columns={entryColumns}
              dataSource={detail.entries}
              total={detail.entries.length}
              paginate={false}
              emptyText="尚未执行，没有流水"
            />
          </div>
        </div>
      )}
    </Drawer>
  );
}
