import { apiQueryOptions } from '@backoffice/sdk/query';
import { DocumentStatusSchema } from '@backoffice/sdk/schemas';
import { failureReason, ListStateView, PermissionTable } from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { ExecutionDocPicker } from './ExecutionDocPicker';
import { ExecutionQueue } from './ExecutionQueue';
import { type ExecutionResult, ExecutionWork } from './ExecutionWork';
import { scanOutcome } from './execution-scan';
import { type LedgerEntry, ledgerColumns } from './LedgerColumns';
import { afterStockMovement, docDetailPath, ledgerPath } from './warehouse-queries';

const DOC_PARAM = 'docNo';

/** The load of a document for execution, fresh each time it is asked for. */
const loadQuery = (docNo: string, direction: 'IN' | 'OUT') => ({
  ...apiQueryOptions(api, 'post', '/api/warehouse/execution/load', { body: { docNo, direction } }),
  staleTime: 0,
});

/**
 * What one 确认 wrote, and whether the document is done or still open: a finished document offers its ledger lines
 * (出入库记录 filtered by its number) and the way back to the queue; an open one 继续.
 */
function ExecutionResultView({
  result,
  direction,
  onContinue,
  onQueue,
}: {
  result: ExecutionResult;
  direction: 'IN' | 'OUT';
  onContinue: () => void;
  onQueue: () => void;
}) {
  const word = direction === 'IN' ? '入库' : '出库';
  const columns = useMemo(() => ledgerColumns({ compact: true }).filter((c) => c.key !== 'sourceDoc'), []);
  const done = result.status === 'COMPLETED';
  return (
    <Card>
      <Result
        status={done ? 'success' : 'info'}
        title={
          done
            ? `${word}完成：${result.docNo} 已全部执行`
            : `部分${word}：${result.docNo} 还有 ${result.openLines} 行未执行`
        }
        subTitle={
          <Space wrap>
            单据状态 <DictTag dict={DocumentStatusSchema} value={result.status} />
            {done ? '' : '其余明细保持待执行，可以继续。'}
          </Space>
        }
        extra={
          <Space wrap>
            {done ? (
              <Button type="primary" onClick={onQueue}>
                返回队列
              </Button>
            ) : (
              <Button type="primary" onClick={onContinue}>
                继续{word}
              </Button>
            )}
            <Link to={ledgerPath({ docNo: result.docNo })}>查看出入库记录</Link>
            <Link to={docDetailPath(result.docId)}>查看单据</Link>
            {!done && <Button onClick={onQueue}>返回队列</Button>}
          </Space>
        }
      />
      <PermissionTable<LedgerEntry>
        tableId={`warehouse-execution-result-${direction.toLowerCase()}`}
        rowKey="id"
        columns={columns}
        dataSource={result.entries}
        total={result.entries.length}
        paginate={false}
      />
    </Card>
  );
}

/**
 * 入库执行 / 出库执行 (screens.md §8), built for a counter and a handheld: with nothing loaded, the work queue (待执行 /
 * 执行中 documents with their progress; one click loads one) under the scan field; a loaded document's lines with
 * expected, done and 本次, 填满, batches typed or generated (stock-in) or suggested FEFO/FIFO (stock-out), the bin
 * suggested, changeable or scanned, 拆行; 确认 sends every line in one call and shows what it wrote — a partial
 * execution keeps the rest open. After it every screen that shows stock reads afresh.
 */
export function ExecutionScreen({ direction }: { direction: 'IN' | 'OUT' }) {
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const docNo = search.get(DOC_PARAM) ?? undefined;
  const [result, setResult] = useState<ExecutionResult>();
  const [round, setRound] = useState(0);
  // Held while a result is shown: the finished document is no longer executable, and asking again would fail.
  const load = useQuery({ ...loadQuery(docNo ?? '', direction), enabled: docNo !== undefined && !result });

  // Once the result is on screen (and the load above is held), every stock, ledger and document query reads afresh.
  useEffect(() => {
    if (result) void afterStockMovement(queryClient);
  }, [result, queryClient]);

  const pick = (number: string) => {
    setResult(undefined);
    setSearch({ [DOC_PARAM]: number });
  };
  const toQueue = () => {
    setResult(undefined);
    setSearch({});
  };
  // A scanned number is asked for first: an unknown one says why at the field and the open document stays.
  const loadScanned = async (number: string): Promise<string | undefined> => {
    const { queryKey } = loadQuery(number, direction);
    try {
      const loaded = await api.POST('/api/warehouse/execution/load', {
        body: { docNo: number, direction },
        businessNotice: false,
      });
      queryClient.setQueryData(queryKey, loaded);
      setRound((n) => n + 1);
      pick(number);
      return undefined;
    } catch (error) {
      return failureReason(error);
    }
  };
  const scanWithoutDoc = (text: string) => {
    const outcome = scanOutcome(text, undefined);
    if (outcome?.kind === 'load') return loadScanned(outcome.docNo);
    return outcome?.kind === 'unknown' ? outcome.message : undefined;
  };

  const loaded = docNo === undefined || result ? undefined : load.data;
  if (loaded)
    return (
      <ExecutionWork
        key={`${loaded.doc.id}-${round}`}
        direction={direction}
        loaded={loaded}
        onLoad={loadScanned}
        onDone={setResult}
        onQueue={toQueue}
      />
    );
  return (
    <>
      <ExecutionDocPicker direction={direction} onScan={scanWithoutDoc} />
      {result ? (
        <ExecutionResultView
          result={result}
          direction={direction}
          onQueue={toQueue}
          onContinue={async () => {
            // the document as it stands now, before its rows start afresh
            await queryClient.fetchQuery(loadQuery(result.docNo, direction)).catch(() => undefined);
            setRound((n) => n + 1);
            setResult(undefined);
          }}
        />
      ) : docNo === undefined ? (
        <ExecutionQueue direction={direction} onPick={pick} />
      ) : (
        <ListStateView
          status={load.isError ? 'error' : 'loading'}
          error={load.isError ? load.error : undefined}
          onRetry={() => void load.refetch()}
          position="body"
        />
      )}
    </>
  );
}
