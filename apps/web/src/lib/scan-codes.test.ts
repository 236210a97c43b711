import { describe, expect, it } from 'vitest';
import { labelCode, readScan, type ScanKind } from './scan-codes';

describe('what a label encodes and a scan reads back', () => {
  const labels: [ScanKind, string][] = [
    ['material', 'EL-0001'],
    ['batch', 'B20261110-001'],
    ['location', 'WH01-A-01-01'],
    ['document', 'RK-20261112-001'],
  ];

  it.each(labels)('a %s label reads back as that %s and its code', (kind, code) => {
    expect(readScan(labelCode(kind, code))).toEqual({ kind, code });
  });

  it('keeps kinds apart whose codes look alike', () => {
    expect(readScan(labelCode('material', 'A-01'))?.kind).toBe('material');
    expect(readScan(labelCode('location', 'A-01'))?.kind).toBe('location');
  });

  it('takes a bare code typed by a person as a document number, as the scan field always has', () => {
    expect(readScan('  CK-20261115-002 ')).toEqual({ kind: 'document', code: 'CK-20261115-002' });
  });

  it('reads nothing from an empty scan or a prefix without a code', () => {
    expect(readScan('   ')).toBeUndefined();
    expect(readScan('M:  ')).toBeUndefined();
  });

  it('reads a scanner that sends the prefix in lower case', () => {
    expect(readScan('l:WH01-A-01-01')).toEqual({ kind: 'location', code: 'WH01-A-01-01' });
  });
});
