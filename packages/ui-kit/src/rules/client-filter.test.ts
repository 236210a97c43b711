import { describe, expect, it } from 'vitest';
import { filterRows } from './client-filter';

const rows = [
  { name: '研发部', code: 'RD', leader: '张伟' },
  { name: '采购部', code: 'PUR', leader: '李娜' },
  { name: '仓储部', code: 'WH', leader: null },
];

// spec §2: "Client-side filtering matches trimmed values case-insensitively as substrings, on each given field."
describe('filterRows', () => {
  it('matches a trimmed, case-insensitive substring', () => {
    expect(filterRows(rows, { code: '  pu ' })).toEqual([rows[1]]);
  });
  it('requires every given field to match', () => {
    expect(filterRows(rows, { name: '部', leader: '张' })).toEqual([rows[0]]);
  });
  it('ignores empty filter values', () => {
    expect(filterRows(rows, { name: '  ', code: undefined })).toEqual(rows);
  });
  it('never matches a missing value', () => {
    expect(filterRows(rows, { leader: 'a' })).toEqual([]);
  });
});
