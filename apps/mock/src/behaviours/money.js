// @ts-check
// Money in memory mode as the contract carries it: decimal strings of yuan ("86500.00"), computed in integer cents
// and quantities in integer thousandths (bigint), rounded once, half up to the cent, as apps/web/src/lib/money.ts
// computes them, so a line's amount here is the amount the form showed.

const MONEY = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** @param {string | null | undefined} text @returns {bigint | undefined} */
export function parseMoney(text) {
  const match = MONEY.exec(String(text ?? '').trim());
  if (!match) return undefined;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** @param {bigint} cents */
export function formatMoney(cents) {
  const sign = cents < 0n ? '-' : '';
  const value = cents < 0n ? -cents : cents;
  return `${sign}${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** quantity × price, half up to the cent; undefined without a price. @param {number} quantity @param {string | null | undefined} price */
export function lineAmount(quantity, price) {
  const cents = parseMoney(price);
  if (cents === undefined) return undefined;
  const thousandths = BigInt(Math.round(quantity * 1000));
  return formatMoney((cents * thousandths + 500n) / 1000n);
}

/** The sum of amounts ("0.00" for none). @param {Array<string | null | undefined>} amounts */
export function sumMoney(amounts) {
  return formatMoney(amounts.reduce((sum, amount) => sum + (parseMoney(amount) ?? 0n), 0n));
}
