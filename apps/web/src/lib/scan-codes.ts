/**
 * What a printed label encodes, and what a scan of it means (issue 25: labels for materials, batches and locations,
 * pick lists for 出库, read back by the execution screens' scan field). A label carries its kind and its code,
 * `M:<物料编码>`, `B:<批次号>`, `L:<库位编码>`, `D:<单据号>`, in its Code 128 barcode and its QR code alike, so a
 * scanner (which types what it reads and Enter) tells a bin from a material whose codes look alike. A bare code,
 * as a person types it, is a document number: what the scan field has always taken.
 */
export type ScanKind = 'document' | 'material' | 'batch' | 'location';

export interface ScannedCode {
  kind: ScanKind;
  code: string;
}

const PREFIXES: Record<ScanKind, string> = { document: 'D', material: 'M', batch: 'B', location: 'L' };
const KINDS = new Map(Object.entries(PREFIXES).map(([kind, prefix]) => [prefix, kind as ScanKind]));

/** The text a label of this kind encodes. */
export function labelCode(kind: ScanKind, code: string): string {
  return `${PREFIXES[kind]}:${code.trim()}`;
}

/** What a scan (or a typed code) names; undefined when nothing was read. */
export function readScan(text: string): ScannedCode | undefined {
  const read = text.trim();
  if (read === '') return undefined;
  const [, prefix = '', rest = ''] = /^([A-Za-z]):(.*)$/.exec(read) ?? [];
  const kind = KINDS.get(prefix.toUpperCase());
  if (kind) {
    const code = rest.trim();
    return code === '' ? undefined : { kind, code };
  }
  return { kind: 'document', code: read };
}
