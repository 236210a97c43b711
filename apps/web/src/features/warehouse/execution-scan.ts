import { readScan } from '../../lib/scan-codes';
import { type ExecutionLine, type ExecutionRow, fefoOrder } from './execution-rules';

/**
 * What a scan at 入库执行 / 出库执行 does (lib/scan-codes.ts reads the label): a document number loads that document;
 * a material or batch label moves to its line; a location label sets the bin of the current line; anything else
 * says why at the field (what was typed stays).
 */
export type ScanOutcome =
  | { kind: 'load'; docNo: string }
  | { kind: 'line'; key: string; patch?: Partial<ExecutionRow> }
  | { kind: 'unknown'; message: string };

/** The loaded document as a scan reads it; undefined while none is loaded. */
export interface ScanContext {
  direction: 'IN' | 'OUT';
  lines: readonly ExecutionLine[];
  rows: readonly ExecutionRow[];
  locations: readonly { id: string; code: string }[];
  /** The row the counter is at (last focused or scanned). */
  currentKey?: string;
}

const same = (a: string | null | undefined, b: string) => a?.trim().toUpperCase() === b.toUpperCase();

/** The outcome of a scan (or typed code) and Enter; undefined when nothing was read. */
export function scanOutcome(text: string, context: ScanContext | undefined): ScanOutcome | undefined {
  const scanned = readScan(text);
  if (!scanned) return undefined;
  if (scanned.kind === 'document') return { kind: 'load', docNo: scanned.code };
  if (!context) return { kind: 'unknown', message: '请先扫描或选择一张单据，再扫物料、批次或库位' };
  if (scanned.kind === 'material') return materialOutcome(scanned.code, context);
  if (scanned.kind === 'batch') return batchOutcome(scanned.code, context);
  return locationOutcome(scanned.code, context);
}

/** The row of a line to move to: the first whose 本次 is still empty (a split line's next part), else its first. */
function rowOfLine(context: ScanContext, line: ExecutionLine): ExecutionRow | undefined {
  const rows = context.rows.filter((row) => row.lineId === line.lineId);
  return rows.find((row) => row.thisTime == null) ?? rows[0];
}

function materialOutcome(code: string, context: ScanContext): ScanOutcome {
  const line = context.lines.find((l) => same(l.materialCode, code));
  if (!line) return { kind: 'unknown', message: `本单没有物料 ${code}` };
  const row = rowOfLine(context, line);
  if (!row) return { kind: 'unknown', message: `物料 ${code} 已${done(context)}完` };
  return { kind: 'line', key: row.key };
}

function batchOutcome(code: string, context: ScanContext): ScanOutcome {
  const typed = context.rows.find((row) => same(row.batchNo, code));
  if (typed) return { kind: 'line', key: typed.key };
  // stock-out: a batch the document may take, chosen on its line with the bin that holds it
  for (const line of context.direction === 'OUT' ? context.lines : []) {
    const suggestion = fefoOrder(line.suggestions).find((s) => same(s.batchNo, code));
    const row = suggestion && rowOfLine(context, line);
    if (suggestion && row)
      return {
        kind: 'line',
        key: row.key,
        patch: {
          batchId: suggestion.batchId,
          batchNo: suggestion.batchNo,
          locationId: suggestion.locationId,
        },
      };
  }
  return { kind: 'unknown', message: `本单没有批次 ${code}` };
}

function locationOutcome(code: string, context: ScanContext): ScanOutcome {
  const row =
    context.rows.find((r) => r.key === context.currentKey) ??
    (context.rows.length === 1 ? context.rows[0] : undefined);
  if (!row) return { kind: 'unknown', message: `先扫物料或批次、选中一行，再扫库位 ${code}` };
  const line = context.lines.find((l) => l.lineId === row.lineId);
  if (context.direction === 'IN') {
    const bin = context.locations.find((l) => same(l.code, code));
    if (!bin) return { kind: 'unknown', message: `库位 ${code} 不是本仓库的可用库位` };
    return { kind: 'line', key: row.key, patch: { locationId: bin.id } };
  }
  const held = fefoOrder(line?.suggestions ?? []).find((s) => same(s.locationCode, code));
  if (!held)
    return { kind: 'unknown', message: `库位 ${code} 没有${line?.materialName ?? '这种物料'}的可用库存` };
  return {
    kind: 'line',
    key: row.key,
    patch: { locationId: held.locationId, batchId: held.batchId, batchNo: held.batchNo },
  };
}

const done = (context: ScanContext) => (context.direction === 'IN' ? '收' : '发');
