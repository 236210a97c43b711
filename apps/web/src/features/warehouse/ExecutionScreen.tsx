import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { DocumentStatusSchema } from '@backoffice/sdk/schemas';
import { ListStateView, PermissionTable, PermittedButton } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { operationCodes } from '../../lib/operation-codes';
import { formatQuantity } from '../../lib/quantity';
import { DocLinkText } from './DocLinkText';
import { docCounterpart } from './doc-lifecycle';
import { ExecutionDocPicker } from './ExecutionDocPicker';
import { ExecutionLinesTable } from './ExecutionLinesTable';
import {
  type ExecutionRow,
  executionProblems,
  fillAll,
  initialRows,
  type RowProblem,
  splitRow,
  stockInLines,
  stockOutLines,
} from './execution-rules';
import { type LedgerEntry, ledgerColumns } from './LedgerColumns';
import { docDetailPath } from './warehouse-queries';

const CODES = operationCodes({
  stockIn: 'warehouse:stockIn:execute',
  stockOut: 'warehouse:stockOut:execute',
});
const DOC_PARAM = 'docNo';

type ExecutionDoc = Schema<'ExecutionDoc'>;
type ExecutionResult = Schema<'ExecutionResult'>;

/** The loaded document's rows and what 确认 found wrong, kept per document (a new one starts afresh). */
function ExecutionForm({
  direction,
  loaded,
  onDone,
}: {
  direction: 'IN' | 'OUT';
  loaded: ExecutionDoc;
  onDone: (result: ExecutionResult) => void;
}) {
  const [rows, setRows] = useState<ExecutionRow[]>(() => initialRows(loaded.lines, direction));
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [recipient, setRecipient] = useState('');
  const [sending, setSending] = useState(false);
  const inbound = direction === 'IN';
  const word = inbound ? '入库' : '出库';
  const invalidKeys = useMemo(() => new Set(problems.map((p) => p.key)), [problems]);

  const change = (key: string, patch: Partial<ExecutionRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setProblems([]);
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const found = executionProblems(rows, loaded.lines, direction);
    setProblems(found);
    if (found.length > 0) return;
    setSending(true);
    try {
      const docId = loaded.doc.id;
      const result = inbound
        ? await api.POST('/api/warehouse/execution/stockIn', { body: { docId, lines: stockInLines(rows) } })
        : await api.POST('/api/warehouse/execution/stockOut', {
            body: { docId, recipient: recipient.trim() || null, lines: stockOutLines(rows) },
          });
      onDone(result);
    } catch {
      // the sdk has shown the server's reason; what was typed stays
    } finally {
      setSending(false);
    }
  }

  if (rows.length === 0) return <Alert type="success" showIcon title={`这张单据没有待${word}的明细。`} />;
  return (
    <form aria-label={`${word}明细`} onSubmit={confirm}>
      <ExecutionLinesTable
        direction={direction}
        lines={loaded.lines}
        rows={rows}
        locations={loaded.locations}
        invalidKeys={invalidKeys}
        onChange={change}
        onSplit={(key) => setRows((current) => splitRow(current, key))}
      />
      {problems.length > 0 && (
        <Alert
          role="alert"
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={`未提交，请先改正：`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((p) => (
                <li key={`${p.key}-${p.message}`}>{p.message}</li>
              ))}
            </ul>
          }
        />
      )}
      <Space style={{ marginTop: 16 }} wrap>
        {!inbound && (
          <Input
            aria-label="领料人"
            placeholder="领料人"
            value={recipient}
            maxLength={20}
            onChange={(event) => setRecipient(event.target.value)}
            style={{ width: 160 }}
          />
        )}
        <Button
          onClick={() => {
            setRows((current) => fillAll(current, loaded.lines));
            setProblems([]);
          }}
        >
          填满
        </Button>
        <PermittedButton
          code={inbound ? CODES.stockIn : CODES.stockOut}
          type="primary"
          htmlType="submit"
          loading={sending}
        >
          确认{word}
        </PermittedButton>
        <span style={{ color: 'var(--ant-color-text-tertiary)' }}>Tab 逐项填写，回车确认</span>
      </Space>
    </form>
  );
}

/** What one 确认 wrote, and whether the document is done or still open. */
function ExecutionResultView({
  result,
  direction,
  onContinue,
}: {
  result: ExecutionResult;
  direction: 'IN' | 'OUT';
  onContinue: () => void;
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
          <Space>
            单据状态 <DictTag dict={DocumentStatusSchema} value={result.status} />
            {done ? '' : '其余明细保持待执行，可以继续。'}
          </Space>
        }
        extra={
          <Space>
            {!done && (
              <Button type="primary" onClick={onContinue}>
                继续{word}
              </Button>
            )}
            <Link to={docDetailPath(result.docId)}>查看单据</Link>
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
 * 入库执行 / 出库执行 (screens.md §8), built for a counter: scan or pick a 待执行 / 执行中 document; its lines with
 * expected, done and 本次; 填满; batches typed or generated (stock-in) or suggested FEFO/FIFO with what is
 * available (stock-out); the bin suggested, changeable; 拆行; 确认 sends every line in one call and shows what it
 * wrote — a partial execution keeps the rest open. Refused before sending: a 本次 over what is left, a negative or
 * empty quantity, a missing batch on a batch-managed material, a missing bin.
 */
export function ExecutionScreen({ direction }: { direction: 'IN' | 'OUT' }) {
  const [search, setSearch] = useSearchParams();
  const docNo = search.get(DOC_PARAM) ?? undefined;
  const [result, setResult] = useState<ExecutionResult>();
  const [round, setRound] = useState(0);
  const load = useQuery({
    ...apiQueryOptions(api, 'post', '/api/warehouse/execution/load', {
      body: { docNo: docNo ?? '', direction },
    }),
    enabled: docNo !== undefined,
    staleTime: 0,
  });
  const pick = (number: string) => {
    setResult(undefined);
    setSearch({ [DOC_PARAM]: number });
  };
  const loaded = load.data;
  return (
    <>
      <ExecutionDocPicker direction={direction} docNo={docNo} onPick={pick} />
      {docNo === undefined ? (
        <Alert
          type="info"
          showIcon
          title={`扫描单据条码，或输入、选择一张待执行的${direction === 'IN' ? '入库单' : '出库单、调拨单或退货单'}。`}
        />
      ) : result ? (
        <ExecutionResultView
          result={result}
          direction={direction}
          onContinue={async () => {
            setResult(undefined);
            setRound((n) => n + 1);
            await load.refetch();
          }}
        />
      ) : !loaded ? (
        <ListStateView
          status={load.isError ? 'error' : 'loading'}
          error={load.isError ? load.error : undefined}
          onRetry={() => void load.refetch()}
          position="body"
        />
      ) : (
        <Card
          title={
            <Space>
              <DocLinkText link={{ kind: 'WAREHOUSE_DOC', id: loaded.doc.id, no: loaded.doc.docNo }} />
              <DictTag dict={DocumentStatusSchema} value={loaded.doc.status} />
            </Space>
          }
        >
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={docCounterpart(loaded.doc).label}>
              {docCounterpart(loaded.doc).value ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="项目">{loaded.doc.projectName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="仓库">{loaded.doc.warehouseName}</Descriptions.Item>
            <Descriptions.Item label="计划日期">{loaded.doc.plannedDate}</Descriptions.Item>
            <Descriptions.Item label="进度">
              {`${formatQuantity(loaded.doc.doneQuantity)} / ${formatQuantity(loaded.doc.totalQuantity)}`}
            </Descriptions.Item>
          </Descriptions>
          <ExecutionForm
            key={`${loaded.doc.id}-${round}`}
            direction={direction}
            loaded={loaded}
            onDone={setResult}
          />
        </Card>
      )}
    </>
  );
}
