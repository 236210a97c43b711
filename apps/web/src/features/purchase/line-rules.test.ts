import { describe, expect, it } from 'vitest';
import { atMostThreeDecimals, MONEY_RULES, needDateRules, QUANTITY_RULES } from './line-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validatorOf = (rules: readonly unknown[]) =>
  (
    rules.find((rule) => typeof (rule as { validator?: unknown }).validator === 'function') as {
      validator: Validator;
    }
  ).validator;

describe('a line quantity', () => {
  const check = (value: unknown) => validatorOf(QUANTITY_RULES)({}, value);
  it('is refused at 0 or below, with why', async () => {
    await expect(check(0)).rejects.toThrow('数量必须大于 0');
    await expect(check(-2)).rejects.toThrow('数量必须大于 0');
  });
  it('takes at most three decimals', async () => {
    expect(atMostThreeDecimals(3.5)).toBe(true);
    expect(atMostThreeDecimals(0.001)).toBe(true);
    expect(atMostThreeDecimals(1.0005)).toBe(false);
    await expect(check(0.0001)).rejects.toThrow('数量最多三位小数');
    await expect(check(12)).resolves.toBeUndefined();
  });
  it('leaves an empty quantity to the required rule', async () => {
    await expect(check(undefined)).resolves.toBeUndefined();
  });
});

describe('a need date', () => {
  const check = (value: unknown) => validatorOf(needDateRules('2026-11-24'))({}, value);
  it('is refused before today and taken from today on', async () => {
    await expect(check('2026-11-23')).rejects.toThrow('需求日期不能早于今天');
    await expect(check('2026-11-24')).resolves.toBeUndefined();
  });
});

describe('a price', () => {
  it('has at most two decimals, by the contract’s Money pattern', () => {
    const pattern = (MONEY_RULES[1] as { pattern: RegExp }).pattern;
    expect(pattern.test('19.99')).toBe(true);
    expect(pattern.test('0.1')).toBe(true);
    expect(pattern.test('1.005')).toBe(false);
  });
});
