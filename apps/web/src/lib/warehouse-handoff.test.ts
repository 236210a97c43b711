import { describe, expect, it } from 'vitest';
import { FROM_ORDER_PARAM, orderIdToReceive, stockInFromOrderPath } from './warehouse-handoff';

const ORDER = '3f0c1e7a9b2d4c6e8f0a1b2c3d4e5f60';

describe('the order → 入库单 hand-over', () => {
  it('opens 单据管理 with the order to receive', () => {
    expect(stockInFromOrderPath(ORDER)).toBe(`/warehouse/doc?${FROM_ORDER_PARAM}=${ORDER}`);
  });

  it('reads back the order it was given', () => {
    const [, query] = stockInFromOrderPath(ORDER).split('?');
    expect(orderIdToReceive(new URLSearchParams(query))).toBe(ORDER);
  });

  it('reads nothing from an address without an order or with a hand-edited one', () => {
    expect(orderIdToReceive(new URLSearchParams(''))).toBeUndefined();
    expect(orderIdToReceive(new URLSearchParams(`${FROM_ORDER_PARAM}=CGDD-001`))).toBeUndefined();
  });
});
