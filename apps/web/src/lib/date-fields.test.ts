import { describe, expect, it } from 'vitest';
import { rangeFilters } from './date-fields';

describe('rangeFilters', () => {
  it('sends a range as its from/to fields, leaving out an open end', () => {
    expect(
      rangeFilters(
        { keyword: '仓储', plan: ['2026-01-01', undefined] },
        'plan',
        'planStartFrom',
        'planStartTo',
      ),
    ).toEqual({
      keyword: '仓储',
      planStartFrom: '2026-01-01',
    });
    expect(rangeFilters({ plan: ['2026-01-01', '2026-12-31'] }, 'plan', 'from', 'to')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('passes other filters through untouched', () => {
    expect(rangeFilters({ status: 'IN_PROGRESS' }, 'plan', 'from', 'to')).toEqual({ status: 'IN_PROGRESS' });
  });
});
