import type { Schema } from '@backoffice/sdk';
import { DocumentStatusSchema } from '@backoffice/sdk/schemas';
import { EMPTY_CELL_TEXT, PermittedButton, useUnsavedInput } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { operationCodes } from '../../lib/operation-codes';
import { formatQuantity } from '../../lib/quantity';
import { DocLinkText } from './DocLinkText';
import { docCounterpart } from './doc-lifecycle';
import { ExecutionDocPicker } from './ExecutionDocPicker';
import { ExecutionLinesTable } from './ExecutionLinesTable';
import { quantityInputId } from './execution-fields';
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
import { scanOutcome } from './execution-scan';

const CODES = operationCodes({
  stockIn: 'warehouse:stockIn:execute',
  stockOut: 'warehouse:stockOut:execute',
});

export type ExecutionDoc = Schema<'ExecutionDoc'>;
export type ExecutionResult = Schema<'ExecutionResult'>;

/** The loaded document's header: its number and status, the other side, project, warehouse, date, progress. */
function DocHeader({ doc }: { doc: ExecutionDoc['doc'] }) {
  const counterpart = docCounterpart(doc);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
      <Descriptions.Item label={counterpart.label}>{counterpart.value ?? EMPTY_CELL_TEXT}</Descriptions.Item>
      <Descriptions.Item label="项目">{doc.projectName ?? EMPTY_CELL_TEXT}</Descriptions.Item>
      <Descriptions.Item label="仓库">{doc.warehouseName}</Descriptions.Item>
      <Descriptions.Item label="计划日期">{doc.plannedDate}</Descriptions.Item>
      <Descriptions.Item label="进度">
        {`${formatQuantity(doc.doneQuantity)} / ${formatQuantity(doc.totalQuantity)}`}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * A loaded document at the counter: the scan field, the header, the lines (a table on a desk, cards on a handheld)
 * and 确认. The rows and what 确认 found wrong are kept per document (a new one starts afresh). A scan of a material
 * or batch label moves to its line, a location label sets the bin of the current line, a document number loads
 * that document (`onLoad` answers why not, and nothing here is lost).
 */
export function ExecutionWork({
  direction,
  loaded,
  onLoad,
  onDone,
  onQueue,
}: {
  direction: 'IN' | 'OUT';
  loaded: ExecutionDoc;
  onLoad: (docNo: string) => Promise<string | undefined>;
  onDone: (result: ExecutionResult) => void;
  onQueue: () => void;
}) {
  const [rows, setRows] = useState<ExecutionRow[]>(() => initialRows(loaded.lines, direction));
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [recipient, setRecipient] = useState('');
  const [sending, setSending] = useState(false);
  const [current, setCurrent] = useState<{ key: string; focus: boolean }>();
  const inbound = direction === 'IN';
  const word = inbound ? '入库' : '出库';
  const invalidKeys = useMemo(() => new Set(problems.map((p) => p.key)), [problems]);
  // the rows as loaded: once a quantity, batch or bin is changed (or a recipient typed), leaving asks first
  const loadedRows = useRef(rows).current;
  useUnsavedInput(undefined, { dirty: rows !== loadedRows || recipient.trim() !== '' });

  // A scanned line is brought into view and its 本次 takes the focus, ready for the quantity.
  useEffect(() => {
    if (!current?.focus) return;
    const input = document.getElementById(quantityInputId(current.key));
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  }, [current]);

  const change = (key: string, patch: Partial<ExecutionRow>) => {
    setRows((rowsNow) => rowsNow.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setProblems([]);
  };

  async function scan(text: string) {
    const outcome = scanOutcome(text, {
      direction,
      lines: loaded.lines,
      rows,
      locations: loaded.locations,
      currentKey: current?.key,
    });
    if (!outcome) return undefined;
    // the document already open: nothing typed is thrown away
    if (outcome.kind === 'load')
      return outcome.docNo === loaded.doc.docNo ? undefined : onLoad(outcome.docNo);
    if (outcome.kind === 'unknown') return outcome.message;
    if (outcome.patch) change(outcome.key, outcome.patch);
    // a bin scanned for the current line keeps the focus at the field, for the next scan
    const focus = !text.trim().toUpperCase().startsWith('L:');
    setCurrent({ key: outcome.key, focus });
    return undefined;
  }

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

  return (
    <>
      <ExecutionDocPicker direction={direction} onScan={scan} />
      <Card
        title={
          <Space wrap>
            <DocLinkText link={{ kind: 'WAREHOUSE_DOC', id: loaded.doc.id, no: loaded.doc.docNo }} />
            <DictTag dict={DocumentStatusSchema} value={loaded.doc.status} />
          </Space>
        }
        extra={<Button onClick={onQueue}>返回队列</Button>}
      >
        <DocHeader doc={loaded.doc} />
        {rows.length === 0 ? (
          <Alert type="success" showIcon title={`这张单据没有待${word}的明细。`} />
        ) : (
          <form aria-label={`${word}明细`} onSubmit={confirm}>
            <ExecutionLinesTable
              direction={direction}
              lines={loaded.lines}
              rows={rows}
              locations={loaded.locations}
              invalidKeys={invalidKeys}
              currentKey={current?.key}
              onCurrent={(key) => setCurrent((now) => (now?.key === key ? now : { key, focus: false }))}
              onChange={change}
              onSplit={(key) => setRows((rowsNow) => splitRow(rowsNow, key))}
            />
            {problems.length > 0 && (
              <Alert
                role="alert"
                type="error"
                showIcon
                style={{ marginTop: 12 }}
                title="未提交，请先改正："
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
                  setRows((rowsNow) => fillAll(rowsNow, loaded.lines));
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
        )}
      </Card>
    </>
  );
}
