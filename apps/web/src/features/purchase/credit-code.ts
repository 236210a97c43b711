/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters of the 31 in CODE_CHARACTERS (0-9 and A-Z without I, O, Z, S,
 * V). The 18th is the check character: with each of the first 17 worth its index in CODE_CHARACTERS and weighted
 * by 3^i mod 31, it is the character worth 31 − (Σ value × weight mod 31), 31 itself counting as 0.
 */
export const CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CODE_LENGTH = 18;

/** The check character of the first 17 characters, or undefined when one of them is not a code character. */
export function creditCodeCheckCharacter(first17: string): string | undefined {
  if (first17.length !== CODE_LENGTH - 1) return undefined;
  let sum = 0;
  for (const [index, character] of [...first17].entries()) {
    const value = CODE_CHARACTERS.indexOf(character);
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  return CODE_CHARACTERS[(31 - (sum % 31)) % 31];
}

/** Whether a code is 18 code characters ending in the right check character. */
export function isValidCreditCode(code: string): boolean {
  return code.length === CODE_LENGTH && creditCodeCheckCharacter(code.slice(0, -1)) === code.slice(-1);
}
