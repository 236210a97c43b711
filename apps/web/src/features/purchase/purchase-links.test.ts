import { describe, expect, it } from 'vitest';
import { orderFromRequestsPath, requestIdsFrom } from './purchase-links';

const R3 = 'adff32f535dd4954a7f8022a4eedef2a';
const R5 = 'a7bae457e97c8cbdac0ecd2f4dc2930b';

describe('合并生成: requests handed to 采购订单', () => {
  it('go in the URL and come back in order, once each', () => {
    const path = orderFromRequestsPath([R3, R5]);
    expect(path).toBe(`/purchase/order?fromRequests=${R3}%2C${R5}`);
    expect(requestIdsFrom(new URLSearchParams(path.split('?')[1]))).toEqual([R3, R5]);
    expect(requestIdsFrom(new URLSearchParams(`fromRequests=${R3},${R3}`))).toEqual([R3]);
  });
  it('are none when absent or when one is not an id', () => {
    expect(requestIdsFrom(new URLSearchParams())).toEqual([]);
    expect(requestIdsFrom(new URLSearchParams(`fromRequests=${R3},CGSQ-20261105-002`))).toEqual([]);
  });
});
