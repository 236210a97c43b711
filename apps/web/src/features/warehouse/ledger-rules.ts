import { formatQuantity } from '../../lib/quantity';

/**
 * How the ledger (出入库记录) shows a movement (screens.md §8): the quantity signed, 入 green with +, 出 red with −,
 * and the running balance as the server counted it. Pure: the columns only render these.
 */

/** 入 (stock came in) or 出 (stock went out), from the sign the server gives. */
export type Movement = 'in' | 'out' | 'none';

/** A quantity's direction: positive is 入, negative is 出. */
export const movementOf = (quantity: number): Movement =>
  quantity > 0 ? 'in' : quantity < 0 ? 'out' : 'none';

/** A signed quantity as the ledger prints it: `+120`, `−40` (a real minus sign), `0`. */
export function formatSignedQuantity(quantity: number): string {
  const movement = movementOf(quantity);
  const magnitude = formatQuantity(Math.abs(quantity));
  return movement === 'in' ? `+${magnitude}` : movement === 'out' ? `−${magnitude}` : magnitude;
}

/** The text colour of a movement: 入 green, 出 red (antd's success and error tokens). */
export const MOVEMENT_COLOR: Record<Movement, string | undefined> = {
  in: 'var(--ant-color-success)',
  out: 'var(--ant-color-error)',
  none: undefined,
};

/** What a screen reader says for the sign: 入库 120 / 出库 40. */
export function movementLabel(quantity: number, unit: string): string {
  const movement = movementOf(quantity);
  const word = movement === 'in' ? '入库' : movement === 'out' ? '出库' : '';
  return `${word} ${formatQuantity(Math.abs(quantity))} ${unit}`.trim();
}

/** One entry as the running-balance check reads it. */
export interface BalanceStep {
  quantity: number;
  balance: number;
}

/**
 * Whether entries listed newest first add up: each balance is the one before it plus its quantity. The ledger
 * shows the server's balance; this says where a gap is (a filtered list skips entries, so only an unfiltered list
 * of one material in one warehouse is expected to add up). Returns the indexes that do not follow.
 */
export function balanceGaps(newestFirst: readonly BalanceStep[]): number[] {
  const gaps: number[] = [];
  for (let i = 0; i < newestFirst.length - 1; i++) {
    const entry = newestFirst[i];
    const before = newestFirst[i + 1];
    if (!entry || !before) continue;
    if (Math.abs(before.balance + entry.quantity - entry.balance) > 1e-9) gaps.push(i);
  }
  return gaps;
}

/** Above this many rows on a page the ledger draws only the rows in view (the table's virtual mode). */
export const LEDGER_VIRTUAL_ROWS = 500;

/** The ledger's page sizes: the usual 10/20/50 and the large pages a stocktake reads. */
export const LEDGER_PAGE_SIZES = [10, 20, 50, 100, 500] as const;
