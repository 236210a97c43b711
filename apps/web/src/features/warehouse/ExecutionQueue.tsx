import { apiQueryOptions } from '@backoffice/sdk/query';
import { StockBusinessTypeSchema } from '@backoffice/sdk/schemas';
import { DEFAULT_PAGE_SIZE, ListStateView, listStatus, PermissionTable } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Progress from 'antd/es/progress';
import { useMemo, useState } from 'react';
import { useMinWidth } from '../../app/layout/shell-prefs';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { docColumns, type WarehouseDoc } from './DocColumns';
import { docCounterpartText } from './doc-lifecycle';
import { EXECUTION_TABLE_MIN_PX } from './ExecutionLinesTable';
import { QUEUE_FETCH_SIZE, queueOrder, queuePage, queueProgress, queueShortfall } from './execution-queue';

/** What the queue shows of a document on a desk: number, business, status, source, other side, warehouse, date, progress. */
const QUEUE_COLUMNS = new Set([
  'docNo',
  'businessType',
  'status',
  'source',
  'partner',
  'warehouseName',
  'plannedDate',
  'progress',
]);

/** One document of the queue on a handheld: a card the whole width, one tap loads it. */
function QueueCard({ doc, onPick }: { doc: WarehouseDoc; onPick: () => void }) {
  const progress = queueProgress(doc);
  return (
    <Card
      size="small"
      hoverable
      role="button"
      tabIndex={0}
      aria-label={`执行 ${doc.docNo}`}
      onClick={onPick}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onPick();
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <strong>{doc.docNo}</strong>
        <DictTag dict={StockBusinessTypeSchema} value={doc.businessType} />
      </div>
      <div style={{ color: 'var(--ant-color-text-secondary)', margin: '4px 0' }}>
        {[docCounterpartText(doc), doc.warehouseName, doc.source?.no, `计划 ${doc.plannedDate}`]
          .filter(Boolean)
          .join(' · ')}
      </div>
      <Progress
        size="small"
        aria-label={`${doc.docNo} 执行进度`}
        percent={progress.percent}
        format={() => progress.text}
      />
    </Card>
  );
}

/**
 * The work queue of 入库执行 / 出库执行 (screens.md §8): the 待执行 and 执行中 documents of the direction with their
 * progress, the newest planned date first, paged; one click (a tap on a handheld) loads a document. Loading, 加载失败
 * with 重试 and empty are the lists' states.
 */
export function ExecutionQueue({
  direction,
  onPick,
}: {
  direction: 'IN' | 'OUT';
  onPick: (docNo: string) => void;
}) {
  const desk = useMinWidth(EXECUTION_TABLE_MIN_PX);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useQuery(
    apiQueryOptions(api, 'post', '/api/warehouse/doc/getPage', {
      body: { pageNum: 1, pageSize: QUEUE_FETCH_SIZE, executable: true, direction },
    }),
  );
  const ordered = useMemo(() => queueOrder(query.data?.list ?? []), [query.data]);
  const shown = queuePage(ordered, paging.pageNum, paging.pageSize);
  const status = listStatus({
    isPending: query.isPending,
    isError: query.isError,
    hasData: query.data !== undefined,
    isEmpty: ordered.length === 0,
  });
  const retry = () => void query.refetch();
  const columns = useMemo(
    () =>
      docColumns((id) => {
        const doc = ordered.find((d) => d.id === id);
        if (doc) onPick(doc.docNo);
      })
        .filter((column) => QUEUE_COLUMNS.has(column.key))
        .map((column) => ({ ...column, defaultHidden: false })),
    [ordered, onPick],
  );
  const word = direction === 'IN' ? '入库单' : '出库单';
  const shortfall = queueShortfall(ordered.length, query.data?.total ?? 0);
  return (
    <section aria-label={`待执行的${word}`}>
      {shortfall && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={shortfall} />}
      {desk ? (
        <PermissionTable<WarehouseDoc>
          tableId={`warehouse-execution-queue-${direction.toLowerCase()}`}
          rowKey="id"
          columns={columns}
          dataSource={shown}
          total={ordered.length}
          loading={query.isFetching}
          status={status}
          error={query.error}
          onRetry={retry}
          onRefresh={retry}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          onPageChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
          emptyText={`没有待执行的${word}`}
          toolbar={<strong>{`待执行的${word}`}</strong>}
          tableProps={{
            onRow: (doc) => ({ onClick: () => onPick(doc.docNo), style: { cursor: 'pointer' } }),
          }}
        />
      ) : status === 'loading' || status === 'error' ? (
        <ListStateView status={status} error={query.error} onRetry={retry} position="body" />
      ) : (
        <div style={{ display: 'grid', gap: 8 }}>
          <ListStateView status={status} error={query.error} onRetry={retry} position="above" />
          {shown.length === 0 && <Empty description={`没有待执行的${word}`} />}
          {shown.map((doc) => (
            <QueueCard key={doc.id} doc={doc} onPick={() => onPick(doc.docNo)} />
          ))}
          {ordered.length > paging.pageSize && (
            <Pagination
              simple
              align="center"
              current={paging.pageNum}
              pageSize={paging.pageSize}
              total={ordered.length}
              onChange={(pageNum) => setPaging((current) => ({ ...current, pageNum }))}
            />
          )}
        </div>
      )}
    </section>
  );
}
