import { describe, expect, it } from 'vitest';
import {
  canonicalMoney,
  displayMoney,
  formatMoney,
  moneyInWords,
  multiplyMoney,
  parseMoney,
  percentOf,
  quantityThousandths,
  sumMoney,
  sumQuantities,
} from './money';

describe('money as cents', () => {
  it.each([
    ['19.99', 1999n],
    ['0.1', 10n],
    ['0.05', 5n],
    ['86500', 8650000n],
    [' 38.50 ', 3850n],
  ])('reads %s as %d cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });
  it.each(['', '1.005', '-1', 'abc', '1,000.00', '.5'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });
  it('writes what was typed with two decimals', () => {
    expect(canonicalMoney('38.5')).toBe('38.50');
    expect(canonicalMoney('168')).toBe('168.00');
    expect(canonicalMoney('1.234')).toBe('1.234');
  });
  it('writes two decimals, and reads as people do', () => {
    expect(formatMoney(30n)).toBe('0.30');
    expect(formatMoney(8650000n)).toBe('86500.00');
    expect(displayMoney(8650000n)).toBe('¥86,500.00');
    expect(displayMoney('1234567.8')).toBe('¥1,234,567.80');
    expect(displayMoney(null)).toBe('');
  });
});

describe('arithmetic without floating-point drift', () => {
  it('0.1 × 3 is 0.30 (floating point says 0.30000000000000004)', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(formatMoney(multiplyMoney(3, parseMoney('0.1') ?? 0n))).toBe('0.30');
    expect(formatMoney(multiplyMoney(0.1, parseMoney('3') ?? 0n))).toBe('0.30');
  });
  it('19.99 × 7 is 139.93 and its 13 % tax 18.19 (139.93 × 0.13 = 18.1909)', () => {
    const amount = multiplyMoney(7, 1999n);
    expect(formatMoney(amount)).toBe('139.93');
    expect(formatMoney(percentOf(amount, 13))).toBe('18.19');
    expect(formatMoney(amount + percentOf(amount, 13))).toBe('158.12');
  });
  it('rounds half up to the cent, once', () => {
    expect(formatMoney(multiplyMoney(0.5, 35n))).toBe('0.18'); // 0.175
    expect(formatMoney(multiplyMoney(1.005, 100n))).toBe('1.01'); // 1.005 — floating point rounds it to 1.00
    expect(formatMoney(percentOf(1n, 50))).toBe('0.01'); // 0.005
    expect(formatMoney(percentOf(436n, 13))).toBe('0.57'); // 0.5668
  });
  it('sums cents and quantities exactly', () => {
    expect(formatMoney(sumMoney([10n, 20n]))).toBe('0.30');
    expect(sumQuantities([0.1, 0.2])).toBe(0.3);
    expect(quantityThousandths(3.5)).toBe(3500n);
  });
  it('keeps the largest amounts exact (beyond Number.MAX_SAFE_INTEGER)', () => {
    const price = parseMoney('9999999999999.99') ?? 0n;
    expect(formatMoney(multiplyMoney(999_999_999, price))).toBe('9999999989999990000000.01');
  });
});

describe('amounts in capital numerals (人民币大写)', () => {
  it.each([
    [0n, '零元整'],
    [5n, '伍分'],
    [105n, '壹元零伍分'],
    [1000n, '壹拾元整'],
    [569520n, '伍仟陆佰玖拾伍元贰角整'],
    [100105n, '壹仟零壹元零伍分'],
    [1000100n, '壹万零壹元整'],
    [10000000n, '壹拾万元整'],
    [10001000000n, '壹亿零壹万元整'],
    [10000000100n, '壹亿零壹元整'],
    [1028300n, '壹万零贰佰捌拾叁元整'],
    [2000000005n, '贰仟万元零伍分'],
  ])('%d cents reads %s', (cents, words) => {
    expect(moneyInWords(cents)).toBe(words);
  });
});
