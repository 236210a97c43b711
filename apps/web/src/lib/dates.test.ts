import { describe, expect, it } from 'vitest';
import { isBefore, localDate } from './dates';

describe('contract dates', () => {
  it('writes the local calendar date', () => {
    expect(localDate(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(localDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });
  it('compares dates by the calendar', () => {
    expect(isBefore('2026-11-23', '2026-11-24')).toBe(true);
    expect(isBefore('2026-11-24', '2026-11-24')).toBe(false);
    expect(isBefore('2026-12-01', '2026-11-30')).toBe(false);
  });
});
