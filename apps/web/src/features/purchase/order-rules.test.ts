import { describe, expect, it } from 'vitest';
import { canDoOrder, ORDER_RULES, type OrderAction, type OrderStatus } from './order-rules';

// screens.md §7 as a table: each status (nothing received yet) and the actions it allows.
const ALLOWED: Record<OrderStatus, OrderAction[]> = {
  DRAFT: ['edit', 'submit', 'cancel'],
  APPROVING: ['withdraw'],
  APPROVED: ['amend', 'hold', 'close', 'cancel', 'receive'],
  PARTIALLY_RECEIVED: ['amend', 'hold', 'close', 'receive'],
  COMPLETED: [],
  ON_HOLD: ['amend', 'resume', 'close', 'cancel'],
  CLOSED: [],
  CANCELLED: [],
};

const actionsOf = (order: Parameters<typeof canDoOrder>[1]) =>
  (Object.keys(ORDER_RULES) as OrderAction[]).filter((action) => canDoOrder(action, order)).sort();

describe('the actions a purchase order allows, by status', () => {
  for (const [status, allowed] of Object.entries(ALLOWED) as [OrderStatus, OrderAction[]][])
    it(`${status}: ${allowed.join(', ') || 'none'}`, () => {
      const receiptStatus =
        status === 'PARTIALLY_RECEIVED' ? 'PARTIAL' : status === 'COMPLETED' ? 'FULL' : 'NONE';
      expect(actionsOf({ status, receiptStatus })).toEqual([...allowed].sort());
    });
});

describe('取消 once something was received', () => {
  it('a held order with a receipt is closed, not cancelled', () => {
    expect(canDoOrder('cancel', { status: 'ON_HOLD', receiptStatus: 'PARTIAL' })).toBe(false);
    expect(canDoOrder('close', { status: 'ON_HOLD', receiptStatus: 'PARTIAL' })).toBe(true);
  });
});

describe('收货: an approved order still to receive, its next step (screens.md §7)', () => {
  it('is offered on an approved order and on a partly received one', () => {
    expect(canDoOrder('receive', { status: 'APPROVED', receiptStatus: 'NONE' })).toBe(true);
    expect(canDoOrder('receive', { status: 'PARTIALLY_RECEIVED', receiptStatus: 'PARTIAL' })).toBe(true);
  });
  it('not once everything is received, even before the status follows', () => {
    expect(canDoOrder('receive', { status: 'APPROVED', receiptStatus: 'FULL' })).toBe(false);
    expect(canDoOrder('receive', { status: 'COMPLETED', receiptStatus: 'FULL' })).toBe(false);
  });
  it('not on a held, closed or cancelled order, nor before approval', () => {
    for (const status of ['ON_HOLD', 'CLOSED', 'CANCELLED', 'DRAFT', 'APPROVING'] as const)
      expect(canDoOrder('receive', { status, receiptStatus: 'NONE' })).toBe(false);
    expect(canDoOrder('receive', { status: 'ON_HOLD', receiptStatus: 'PARTIAL' })).toBe(false);
  });
});
