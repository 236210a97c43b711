/**
 * Money as integer cents (`bigint`) and quantities as integer thousandths: amounts are computed exactly and
 * rounded once, half up to the cent, where the contract says so — never through binary floating point, where
 * 0.1 × 3 is 0.30000000000000004. The contract carries money as decimal strings (`Money`, "86500.00").
 */
export type Cents = bigint;

const MONEY = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
const QUANTITY_SCALE = 1000n;
const CENTS_PER_YUAN = 100n;

/** A decimal string of yuan (at most two decimals) as cents; undefined when it is not one. */
export function parseMoney(text: string | null | undefined): Cents | undefined {
  const match = MONEY.exec((text ?? '').trim());
  if (!match) return undefined;
  const [, yuan = '0', fraction = ''] = match;
  return BigInt(yuan) * CENTS_PER_YUAN + BigInt(fraction.padEnd(2, '0'));
}

/** Cents as the contract's decimal string with two decimals ("1999.00"). */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0n ? '-' : '';
  const value = cents < 0n ? -cents : cents;
  return `${sign}${value / CENTS_PER_YUAN}.${(value % CENTS_PER_YUAN).toString().padStart(2, '0')}`;
}

/** A typed amount in the contract's two-decimal form ("38.5" → "38.50"); text that is not money stays as it is. */
export function canonicalMoney(text: string): string {
  const cents = parseMoney(text);
  return cents === undefined ? text : formatMoney(cents);
}

/** An amount as people read it: ¥ and thousands separators ("¥86,500.00"); an empty text for none. */
export function displayMoney(amount: Cents | string | null | undefined): string {
  const cents = typeof amount === 'bigint' ? amount : parseMoney(amount);
  if (cents === undefined) return '';
  const [yuan = '0', fraction] = formatMoney(cents).split('.');
  return `¥${yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** A quantity (at most three decimals, as the forms allow) as integer thousandths. */
export function quantityThousandths(quantity: number): bigint {
  const [whole = '0', fraction = ''] = Math.abs(quantity).toFixed(3).split('.');
  const value = BigInt(whole) * QUANTITY_SCALE + BigInt(fraction);
  return quantity < 0 ? -value : value;
}

/** `numerator / denominator` for non-negative values, rounded half up. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** quantity × unit price, rounded half up to the cent. */
export function multiplyMoney(quantity: number, unitPrice: Cents): Cents {
  return divideHalfUp(quantityThousandths(quantity) * unitPrice, QUANTITY_SCALE);
}

/** `ratePercent` % of an amount (13 → 13 %), rounded half up to the cent. */
export function percentOf(amount: Cents, ratePercent: number): Cents {
  return divideHalfUp(amount * BigInt(Math.round(ratePercent * 100)), 10_000n);
}

/** The sum of amounts. */
export function sumMoney(amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, amount) => sum + amount, 0n);
}

/** The sum of quantities, exact to the thousandth (0.1 + 0.2 is 0.3). */
export function sumQuantities(quantities: readonly number[]): number {
  const total = quantities.reduce((sum, quantity) => sum + quantityThousandths(quantity), 0n);
  return Number(total) / Number(QUANTITY_SCALE);
}

const DIGIT_WORDS = '零壹贰叁肆伍陆柒捌玖';
const PLACE_WORDS = ['', '拾', '佰', '仟'];
const GROUP_WORDS = ['', '万', '亿', '万亿'];

/** 0…9999 in capital numerals, one 零 for any run of zeros between digits (1001 → 壹仟零壹). */
function groupInWords(group: number): string {
  let words = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) zero = words !== '';
    else {
      words += `${zero ? '零' : ''}${DIGIT_WORDS[digit]}${PLACE_WORDS[place]}`;
      zero = false;
    }
  }
  return words;
}

/**
 * An amount in capital numerals as printed documents write it (人民币大写): 5695.20 → 伍仟陆佰玖拾伍元贰角整,
 * 1001.05 → 壹仟零壹元零伍分, 0 → 零元整. 整 closes an amount without 分.
 */
export function moneyInWords(cents: Cents): string {
  if (cents < 0n) return `负${moneyInWords(-cents)}`;
  const yuan = cents / CENTS_PER_YUAN;
  const jiao = Number((cents % CENTS_PER_YUAN) / 10n);
  const fen = Number(cents % 10n);
  let words = '';
  if (yuan > 0n) {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0n; rest /= 10_000n) groups.push(Number(rest % 10_000n));
    let zero = false;
    for (let index = groups.length - 1; index >= 0; index -= 1) {
      const group = groups[index] ?? 0;
      if (group === 0) {
        zero = words !== '';
        continue;
      }
      if (words !== '' && (zero || group < 1000)) words += '零';
      words += `${groupInWords(group)}${GROUP_WORDS[index]}`;
      zero = false;
    }
    words += '元';
  }
  if (jiao > 0) words += `${DIGIT_WORDS[jiao]}角`;
  if (fen > 0) words += `${jiao === 0 && yuan > 0n ? '零' : ''}${DIGIT_WORDS[fen]}分`;
  if (words === '') return '零元整';
  return fen === 0 ? `${words}整` : words;
}

// One formatter for the page (a new one per call cost every cell of a list on a slow CPU, issue 26).
const AMOUNT_NUMBER_FORMAT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2 });

/** An amount the contract gives as a number (库存金额, 成本价), grouped with at least two decimals: 86,500.00. */
export function formatAmountNumber(amount: number): string {
  return AMOUNT_NUMBER_FORMAT.format(amount);
}
