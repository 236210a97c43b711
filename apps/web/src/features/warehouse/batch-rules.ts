import type { Schema } from '@backoffice/sdk';

export type Batch = Schema<'Batch'>;

/** 拆分: what the split dialog refuses before sending — more than 0 and less than what the batch holds. */
export function splitProblem(batch: Pick<Batch, 'quantity' | 'status'>, quantity: number | null | undefined) {
  if (batch.status === 'EXHAUSTED') return '批次已耗尽，没有可拆分的数量';
  if (quantity === null || quantity === undefined) return '请输入拆分数量';
  if (!(quantity > 0)) return '拆分数量须大于 0';
  if (quantity >= batch.quantity) return `拆分数量须小于批次当前数量 ${batch.quantity}`;
  return undefined;
}

/** 冻结 is for a batch with stock that is not frozen; 解冻 for a frozen one. */
export function freezeAction(batch: Pick<Batch, 'status' | 'quantity'>): 'freeze' | 'unfreeze' | undefined {
  if (batch.status === 'FROZEN') return 'unfreeze';
  if (batch.status === 'EXHAUSTED' || batch.quantity <= 0) return undefined;
  return 'freeze';
}

/** Whole days from `today` to a batch's expiry date (negative once expired); undefined without one. */
export function daysToExpiry(expiryDate: string | null | undefined, today: string): number | undefined {
  if (!expiryDate) return undefined;
  const ms = Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** The 临期 filter's default window (screens.md §8: within N days). */
export const EXPIRING_WITHIN_DAYS = 30;

/** Today as the browser's calendar reads it, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
