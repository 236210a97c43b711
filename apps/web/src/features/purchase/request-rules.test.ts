import { describe, expect, it } from 'vitest';
import {
  batchOf,
  canDoRequest,
  needDateAllowed,
  REQUEST_RULES,
  type RequestAction,
  type RequestStatus,
} from './request-rules';

const STATUSES: RequestStatus[] = [
  'DRAFT',
  'APPROVING',
  'APPROVED',
  'PARTIALLY_ORDERED',
  'ORDERED',
  'RETURNED',
  'REJECTED',
  'CLOSED',
  'VOIDED',
];

// screens.md §7 as a table: each status and the actions it allows.
const ALLOWED: Record<RequestStatus, RequestAction[]> = {
  DRAFT: ['edit', 'submit', 'void', 'remove'],
  APPROVING: ['withdraw', 'void'],
  APPROVED: ['order', 'close'],
  PARTIALLY_ORDERED: ['order', 'close'],
  ORDERED: [],
  RETURNED: ['edit', 'submit', 'void'],
  REJECTED: [],
  CLOSED: [],
  VOIDED: [],
};

describe('the actions a purchase request allows, by status', () => {
  for (const status of STATUSES)
    it(`${status}: ${ALLOWED[status].join(', ') || 'none'}`, () => {
      const allowed = (Object.keys(REQUEST_RULES) as RequestAction[]).filter((action) =>
        canDoRequest(action, status),
      );
      expect(allowed.sort()).toEqual([...ALLOWED[status]].sort());
    });
});

describe('batch submit', () => {
  const draft = { id: 'a', requestNo: 'CGSQ-20261124-001', status: 'DRAFT' as const };
  const returned = { id: 'b', requestNo: 'CGSQ-20261119-001', status: 'RETURNED' as const };
  const approving = { id: 'c', requestNo: 'CGSQ-20261123-001', status: 'APPROVING' as const };
  it('sends every selected draft and returned request', () => {
    expect(batchOf('submit', [draft, returned])).toEqual({ ids: ['a', 'b'] });
  });
  it('sends nothing and names the requests that cannot be submitted', () => {
    expect(batchOf('submit', [draft, approving])).toEqual({
      ids: [],
      refusal: 'CGSQ-20261123-001 不能提交：只有草稿或已退回的申请可以提交',
    });
  });
});

describe('need dates', () => {
  it('today and later are allowed, yesterday is not', () => {
    expect(needDateAllowed('2026-11-24', '2026-11-24')).toBe(true);
    expect(needDateAllowed('2026-12-20', '2026-11-24')).toBe(true);
    expect(needDateAllowed('2026-11-23', '2026-11-24')).toBe(false);
  });
});
