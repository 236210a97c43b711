import { describe, expect, it } from 'vitest';
import { withDateRange } from './date-range-field';

describe('a date range filter', () => {
  it('goes to the page request as its From and To fields', () => {
    expect(
      withDateRange({ status: 'APPROVED', applyDate: ['2026-11-01', '2026-11-30'] }, 'applyDate'),
    ).toEqual({
      status: 'APPROVED',
      applyDateFrom: '2026-11-01',
      applyDateTo: '2026-11-30',
    });
  });
  it('sends nothing for an empty or broken range', () => {
    expect(withDateRange({ keyword: '服务器' }, 'applyDate')).toEqual({ keyword: '服务器' });
    expect(withDateRange({ applyDate: ['2026-11-01'] }, 'applyDate')).toEqual({});
  });
});
