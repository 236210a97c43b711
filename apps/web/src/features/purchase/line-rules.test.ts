import { describe, expect, it } from 'vitest';
import { ESTIMATED_PRICE_RULES, MONEY_RULES, needDateRules, QUANTITY_RULES } from './line-rules';

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
  it('takes at most three decimals, read strictly from what was typed', async () => {
    await expect(check('0.0001')).rejects.toThrow('最多 3 位小数');
    await expect(check('1e3')).rejects.toThrow('不能用指数写法');
    await expect(check(3.5)).resolves.toBeUndefined();
    await expect(check(12)).resolves.toBeUndefined();
  });
  it('stays within the contract’s Quantity', async () => {
    await expect(check(1_000_000_000)).rejects.toThrow('数量不能超过 999,999,999');
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
  const check = (value: unknown) => validatorOf(MONEY_RULES)({}, value);
  it('has at most two decimals and stays below 10^12, by the contract’s Money', async () => {
    await expect(check('19.99')).resolves.toBeUndefined();
    await expect(check('0.1')).resolves.toBeUndefined();
    await expect(check('999999999999.99')).resolves.toBeUndefined();
    await expect(check('1.005')).rejects.toThrow('最多 2 位小数');
    await expect(check('99999999999999')).rejects.toThrow('单价不能超过 999,999,999,999.99');
    await expect(check('-1')).rejects.toThrow('单价不能小于 0');
  });
  it('names 预估单价 on a request line', async () => {
    await expect(validatorOf(ESTIMATED_PRICE_RULES)({}, '99999999999999')).rejects.toThrow(
      '预估单价不能超过 999,999,999,999.99',
    );
  });
});
