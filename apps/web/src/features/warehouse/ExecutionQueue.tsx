import { apiQueryOptions } from '@backoffice/sdk/query';
import { StockBusinessTypeSchema, WarehouseDocFiltersSchema } from '@backoffice/sdk/schemas';
import { ListStateView, PermissionTable, useOwnPaging, useServerList } from '@backoffice/ui-kit';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Progress from 'antd/es/progress';
import { useMemo } from 'react';
import { useMinWidth } from '../../app/layout/shell-prefs';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { type ListFilters, type ListSortField, pageRequest } from '../../lib/list-query';
import { docColumns, type WarehouseDoc } from './DocColumns';
import { docCounterpartText } from './doc-lifecycle';
import { EXECUTION_TABLE_MIN_PX } from './ExecutionLinesTable';
import { QUEUE_ORDER, queueProgress } from './execution-queue';

type Filters = ListFilters<'post', '/api/warehouse/doc/getPage'>;
type SortField = ListSortField<'post', '/api/warehouse/doc/getPage'>;

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
  const permanentFilters = useMemo<Partial<Filters>>(() => ({ executable: true, direction }), [direction]);
  const list = useServerList<WarehouseDoc, Filters, SortField>({
    ...useOwnPaging(),
    permanentFilters,
    sortFields: WarehouseDocFiltersSchema.properties.sortField.enum,
    defaultSort: QUEUE_ORDER,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/warehouse/doc/getPage', {
        body: { ...pageRequest(params), ...params.filters },
      }),
  });
  const { dataSource: rows, status, error } = list.tableProps;
  const retry = list.tableProps.onRetry;
  const columns = useMemo(
    () =>
      docColumns((id) => {
        const doc = rows.find((d) => d.id === id);
        if (doc) onPick(doc.docNo);
      })
        .filter((column) => QUEUE_COLUMNS.has(column.key))
        .map((column) => ({ ...column, defaultHidden: false })),
    [rows, onPick],
  );
  const word = direction === 'IN' ? '入库单' : '出库单';
  const { pageNum, pageSize, total, onPageChange } = list.tableProps;
  return (
    <section aria-label={`待执行的${word}`}>
      {desk ? (
        <PermissionTable<WarehouseDoc>
          tableId={`warehouse-execution-queue-${direction.toLowerCase()}`}
          rowKey="id"
          columns={columns}
          {...list.tableProps}
          emptyText={`没有待执行的${word}`}
          toolbar={<strong>{`待执行的${word}`}</strong>}
          tableProps={{
            onRow: (doc) => ({ onClick: () => onPick(doc.docNo), style: { cursor: 'pointer' } }),
          }}
        />
      ) : status === 'loading' || status === 'error' ? (
        <ListStateView status={status} error={error} onRetry={retry} position="body" />
      ) : (
        <div style={{ display: 'grid', gap: 8 }}>
          <ListStateView status={status} error={error} onRetry={retry} position="above" />
          {rows.length === 0 && <Empty description={`没有待执行的${word}`} />}
          {rows.map((doc) => (
            <QueueCard key={doc.id} doc={doc} onPick={() => onPick(doc.docNo)} />
          ))}
          {total > pageSize && (
            <Pagination
              simple
              align="center"
              current={pageNum}
              pageSize={pageSize}
              total={total}
              onChange={(next) => onPageChange(next, pageSize)}
            />
          )}
        </div>
      )}
    </section>
  );
}
