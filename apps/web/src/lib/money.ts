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
