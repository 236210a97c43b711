import { describe, expect, it } from 'vitest';
import { contractRules, FIELD_RULES } from './contract-rules';

/** Whether a value passes a list of antd rules of the kinds contractRules makes. */
function passes(rules: readonly object[], value: string): boolean {
  return rules.every((rule) => {
    const r = rule as { pattern?: RegExp; min?: number; max?: number; type?: string };
    if (r.pattern && !r.pattern.test(value)) return false;
    if (r.type === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return false;
    if (r.min !== undefined && value.length < r.min) return false;
    if (r.max !== undefined && value.length > r.max) return false;
    return true;
  });
}

describe('rules from the contract', () => {
  it.each([
    ['username', 'zhangwei', true],
    ['username', '1zhang', false],
    ['username', 'zw', false],
    ['phone', '13812345678', true],
    ['phone', '1381234567', false],
    ['password', '123456', true],
    ['password', '12345', false],
    ['password', 'x'.repeat(21), false],
    ['roleKey', 'purchase_manager', true],
    ['roleKey', 'Purchase', false],
    ['operationCode', 'system:user:add', true],
    ['operationCode', 'System:user', false],
    ['operationCode', 'system', false],
    ['dictType', 'project_status', true],
    ['dictType', 'Project-Status', false],
  ] as const)('%s accepts %s: %s', (field, value, ok) => {
    expect(passes(FIELD_RULES[field], value)).toBe(ok);
  });

  it('says the length limits in words', () => {
    expect(contractRules({ minLength: 6, maxLength: 20 }, '密码')).toEqual([
      { min: 6, max: 20, message: '密码长度为 6 到 20 个字符' },
    ]);
    expect(contractRules({ minLength: 1, maxLength: 30 }, '用户昵称')).toEqual([
      { max: 30, message: '用户昵称不能超过 30 个字符' },
    ]);
  });
});
