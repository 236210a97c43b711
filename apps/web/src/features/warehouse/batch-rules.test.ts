import { describe, expect, it } from 'vitest';
import { daysToExpiry, freezeAction, localToday, splitProblem } from './batch-rules';

describe('batch split limits', () => {
  const batch = { quantity: 80, status: 'NORMAL' as const };
  it.each([
    [30, undefined],
    [79.5, undefined],
    [80, '拆分数量须小于批次当前数量 80'],
    [0, '拆分数量须大于 0'],
    [-1, '拆分数量须大于 0'],
    [undefined, '请输入拆分数量'],
  ])('%s → %s', (quantity, problem) => {
    expect(splitProblem(batch, quantity)).toBe(problem);
  });

  it('has nothing to split in an exhausted batch', () => {
    expect(splitProblem({ quantity: 0, status: 'EXHAUSTED' }, 1)).toBe('批次已耗尽，没有可拆分的数量');
  });
});

describe('冻结 / 解冻', () => {
  it.each([
    [{ status: 'NORMAL' as const, quantity: 80 }, 'freeze'],
    [{ status: 'EXPIRED' as const, quantity: 3 }, 'freeze'],
    [{ status: 'FROZEN' as const, quantity: 40 }, 'unfreeze'],
    [{ status: 'EXHAUSTED' as const, quantity: 0 }, undefined],
  ])('%j → %s', (batch, action) => {
    expect(freezeAction(batch)).toBe(action);
  });
});

describe('days to expiry', () => {
  it('counts whole days, negative once past', () => {
    expect(daysToExpiry('2026-12-10', '2026-11-23')).toBe(17);
    expect(daysToExpiry('2026-11-20', '2026-11-23')).toBe(-3);
    expect(daysToExpiry(null, '2026-11-23')).toBeUndefined();
  });

  it('reads today from the local calendar', () => {
    expect(localToday(new Date(2026, 10, 3, 8))).toBe('2026-11-03');
  });
});
