import { describe, expect, it } from 'vitest';
import { balanceGaps, formatSignedQuantity, MOVEMENT_COLOR, movementLabel, movementOf } from './ledger-rules';

describe('signed quantities (入 green +, 出 red −)', () => {
  it.each([
    [120, '+120', 'in'],
    [-40, '−40', 'out'],
    [20000, '+20,000', 'in'],
    [-1.5, '−1.5', 'out'],
    [0, '0', 'none'],
  ] as const)('%s prints %s', (quantity, text, movement) => {
    expect(formatSignedQuantity(quantity)).toBe(text);
    expect(movementOf(quantity)).toBe(movement);
  });

  it('colours 入 green and 出 red', () => {
    expect(MOVEMENT_COLOR[movementOf(5)]).toContain('success');
    expect(MOVEMENT_COLOR[movementOf(-5)]).toContain('error');
  });

  it('says the direction in words for a screen reader', () => {
    expect(movementLabel(-8, '台')).toBe('出库 8 台');
    expect(movementLabel(3.5, '千克')).toBe('入库 3.5 千克');
  });
});

describe('running balance', () => {
  // EL-0003 in 原材料仓, newest first: −40 → 80, +120 → 120
  const el0003 = [
    { quantity: -40, balance: 80 },
    { quantity: 120, balance: 120 },
  ];

  it('adds up when each balance is the one before plus its quantity', () => {
    expect(balanceGaps(el0003)).toEqual([]);
  });

  it('points at an entry that does not follow from the one before', () => {
    expect(balanceGaps([{ quantity: -40, balance: 70 }, ...el0003.slice(1)])).toEqual([0]);
  });

  it('has nothing to check in one entry', () => {
    expect(balanceGaps([{ quantity: 5, balance: 5 }])).toEqual([]);
  });
});
