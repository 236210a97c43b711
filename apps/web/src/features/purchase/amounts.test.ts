import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { estimatedAmount, lineAmounts, orderTotals, requestTotals } from './amounts';

const money = (cents: bigint | undefined) => (cents === undefined ? undefined : formatMoney(cents));

describe('an order line', () => {
  it('19.99 × 7 at 13 %: 139.93, tax 18.19, 158.12 with tax', () => {
    const line = lineAmounts({ quantity: 7, unitPrice: '19.99', taxRate: 13 });
    expect([money(line?.amount), money(line?.tax), money(line?.withTax)]).toEqual([
      '139.93',
      '18.19',
      '158.12',
    ]);
  });
  it('0.1 × 3 without tax is 0.30', () => {
    const line = lineAmounts({ quantity: 3, unitPrice: '0.1', taxRate: 0 });
    expect(money(line?.withTax)).toBe('0.30');
  });
  it('has no amount while quantity or price is missing or not money', () => {
    expect(lineAmounts({ quantity: null, unitPrice: '1.00', taxRate: 13 })).toBeUndefined();
    expect(lineAmounts({ quantity: 2, unitPrice: '', taxRate: 13 })).toBeUndefined();
    expect(lineAmounts({ quantity: 2, unitPrice: '1.234', taxRate: 13 })).toBeUndefined();
  });
});

describe('an order total', () => {
  it('sums the rounded lines: the merged 开关电源 order (20 + 10 × 168.00 at 13 %)', () => {
    const totals = orderTotals([
      { quantity: 20, unitPrice: '168.00', taxRate: 13 },
      { quantity: 10, unitPrice: '168.00', taxRate: 13 },
    ]);
    expect([totals.quantity, money(totals.amount), money(totals.tax), money(totals.withTax)]).toEqual([
      30,
      '5040.00',
      '655.20',
      '5695.20',
    ]);
  });
  it('rounds each line before summing (three lines of 0.35 × 0.5 at 13 %)', () => {
    const line = { quantity: 0.5, unitPrice: '0.35', taxRate: 13 };
    const totals = orderTotals([line, line, line]);
    // each line: 0.175 → 0.18, tax 0.0234 → 0.02
    expect([totals.quantity, money(totals.amount), money(totals.tax)]).toEqual([1.5, '0.54', '0.06']);
  });
  it('counts the quantity of a line still without a price', () => {
    const totals = orderTotals([{ quantity: 0.1 }, { quantity: 0.2, unitPrice: '1.00', taxRate: 13 }]);
    expect([totals.quantity, money(totals.amount)]).toEqual([0.3, '0.20']);
  });
});

describe('a request', () => {
  it('estimates each line and the whole (硬件组样机物料: 10 × 38.50 + 2 × 168.00)', () => {
    expect(money(estimatedAmount({ quantity: 10, estimatedPrice: '38.50' }))).toBe('385.00');
    const totals = requestTotals([
      { quantity: 10, estimatedPrice: '38.50' },
      { quantity: 2, estimatedPrice: '168.00' },
      { quantity: 1, estimatedPrice: null },
    ]);
    expect([totals.quantity, money(totals.amount)]).toEqual([13, '721.00']);
  });
});
