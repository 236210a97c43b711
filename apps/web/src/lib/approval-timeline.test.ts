import { describe, expect, it } from 'vitest';
import { formatDuration } from './approval-timeline';

describe('耗时', () => {
  it.each([
    [0, '0 分钟'],
    [1000, '0 分钟'],
    [15_420_000, '4 小时 17 分钟'],
    [5_340_000, '1 小时 29 分钟'],
    [59 * 60_000, '59 分钟'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
