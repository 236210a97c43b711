/**
 * Strict reading of a typed number: plain decimal digits with an optional sign and point, nothing else — no
 * exponent (`1e9`), no letters (`12abc`), no more decimals than the field allows. Text that is not such a number
 * is never turned into another number; the field keeps it and says why it is refused.
 */

const PLAIN = /^-?\d+(\.\d+)?$/;

/** Why a typed text is not a number the field takes; undefined when it is one. */
export function strictNumberProblem(text: string, decimals: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!PLAIN.test(trimmed)) {
    if (/^-?[\d.]*\d[\d.]*[eE][+-]?\d*$/.test(trimmed)) return '不能用指数写法（如 1e9），请输入普通数字';
    if (/[^\d.\-\s]/.test(trimmed)) return '只能输入数字';
    return '请输入正确的数字';
  }
  const fraction = trimmed.split('.')[1] ?? '';
  if (fraction.length > decimals) return decimals === 0 ? '请输入整数' : `最多 ${decimals} 位小数`;
  return undefined;
}

/** What a number input gives its form for a typed text. */
export type TypedNumber = number | string | null;

/**
 * The value a typed text stands for: null for nothing, the number (or, in string mode, the trimmed decimal text)
 * when the text is a number the field takes, and the text itself when it is not — so a rule can refuse it with
 * `strictNumberProblem` and the field still shows what was typed.
 */
export function readTypedNumber(text: string, decimals: number, stringMode = false): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (strictNumberProblem(trimmed, decimals) !== undefined) return text;
  return stringMode ? trimmed : Number(trimmed);
}

/** The text a field shows for a value it is given. */
export function typedNumberText(value: TypedNumber | undefined): string {
  if (value == null) return '';
  return typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
}

/** The number a value stands for, when it is one the field takes. */
export function typedNumberValue(value: TypedNumber | undefined, decimals: number): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'number') return value;
  return strictNumberProblem(value, decimals) === undefined && value.trim() !== ''
    ? Number(value.trim())
    : undefined;
}
