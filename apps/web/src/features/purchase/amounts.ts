import { type Cents, multiplyMoney, parseMoney, percentOf, sumMoney, sumQuantities } from '../../lib/money';

/** What an order line's amounts come from, as the form holds it while the user types. */
export interface PricedLine {
  quantity?: number | null;
  unitPrice?: string | null;
  taxRate?: number | null;
}

/** A line's quantity as a number for the 合计 (0 while none or while its field holds text that is not one). */
const typedQuantity = (quantity: unknown): number => (typeof quantity === 'number' ? quantity : 0);

/** An order line's 金额 (tax excluded), 税额 and 含税金额, in cents. */
export interface LineAmounts {
  amount: Cents;
  tax: Cents;
  withTax: Cents;
}

/**
 * The contract's rule (purchase-order.yaml): the unit price excludes tax; amount = quantity × price and tax =
 * amount × rate, each rounded half up to the cent per line. Undefined while the quantity or price is not a number
 * yet.
 */
export function lineAmounts({ quantity, unitPrice, taxRate }: PricedLine): LineAmounts | undefined {
  const price = parseMoney(unitPrice);
  // While the field holds text that is not a number (its rule says why), the line has no amount yet.
  if (typeof quantity !== 'number' || price === undefined) return undefined;
  const amount = multiplyMoney(quantity, price);
  const tax = percentOf(amount, taxRate ?? 0);
  return { amount, tax, withTax: amount + tax };
}

/** An order's 合计: the sums of its lines (a line still being typed counts its quantity only). */
export function orderTotals(lines: readonly PricedLine[]) {
  const amounts = lines.flatMap((line) => lineAmounts(line) ?? []);
  return {
    quantity: sumQuantities(lines.map((line) => typedQuantity(line.quantity))),
    amount: sumMoney(amounts.map((line) => line.amount)),
    tax: sumMoney(amounts.map((line) => line.tax)),
    withTax: sumMoney(amounts.map((line) => line.withTax)),
  };
}

/** A request line's 预估金额 = quantity × 预估单价; undefined without both. */
export function estimatedAmount(line: { quantity?: number | null; estimatedPrice?: string | null }) {
  return lineAmounts({ quantity: line.quantity, unitPrice: line.estimatedPrice })?.amount;
}

/** A request's 预估总金额 and 数量合计. */
export function requestTotals(
  lines: readonly { quantity?: number | null; estimatedPrice?: string | null }[],
) {
  return {
    quantity: sumQuantities(lines.map((line) => typedQuantity(line.quantity))),
    amount: sumMoney(lines.flatMap((line) => estimatedAmount(line) ?? [])),
  };
}
