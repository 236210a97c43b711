import { describe, expect, it } from 'vitest';
import { CODE_CHARACTERS, creditCodeCheckCharacter, isValidCreditCode } from './credit-code';

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it.each([
    '91350100M000100Y43', // the standard's own example
    '91110000802100433B',
    '91440300MA5DC7K2X9', // 深圳市华强电子有限公司 of the examples
    '91310115MA1H8K2P3H', // 上海精工机械有限公司
  ])('accepts %s', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
  });
  it('refuses a wrong check character', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91440300MA5DC7K2X8')).toBe(false);
  });
  it('refuses a swap of two characters, which the weights catch', () => {
    expect(isValidCreditCode('91350100M000100Y34')).toBe(false);
    expect(isValidCreditCode('19350100M000100Y43')).toBe(false);
  });
  it('refuses the letters the standard leaves out, lower case and other lengths', () => {
    for (const letter of ['I', 'O', 'Z', 'S', 'V']) expect(CODE_CHARACTERS).not.toContain(letter);
    expect(isValidCreditCode('91350100M000I00Y43')).toBe(false);
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
  });
  it('computes 0 where the sum is a multiple of 31', () => {
    // 1 × weight 1 + 30 (Y) × weight 3 = 91 ≡ 29 → check 31 − 29 = 2; all zeros → 0
    expect(creditCodeCheckCharacter('00000000000000000')).toBe('0');
    expect(creditCodeCheckCharacter('1Y000000000000000')).toBe('2');
  });
});
