// @vitest-environment happy-dom
import { apiQueryOptions } from '@backoffice/sdk/query';
import { SERVER_LIST_META } from '@backoffice/ui-kit/rules';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from './api';
import { watchOpening } from './calls-ahead';
import { openingCallsOf } from './opening-calls';
import { callOfQueryKey, recordOpeningCalls } from './record-opening-calls';
import { saveSession } from './session';

const URL_ = '#/purchase/order';
const ORDER_PAGE = { body: { pageNum: 1, pageSize: 10 } };
const orderPage = apiQueryOptions(api, 'post', '/api/purchase/order/getPage', ORDER_PAGE);
const dict = apiQueryOptions(api, 'get', '/api/admin/dict/data', {
  params: { query: { dictType: 'purchase_order_status' } },
});
const answer = async () => ({ list: [], total: 0, pageNum: 1, pageSize: 10 });

function recording() {
  saveSession('Bearer u1', { id: 'u1', username: 'u1' } as Parameters<typeof saveSession>[1]);
  const window = new EventTarget();
  const client = new QueryClient();
  recordOpeningCalls(client.getQueryCache(), watchOpening(window, URL_));
  return { client, window };
}

afterEach(() => localStorage.clear());

describe("recording a visit's opening (issue 26)", () => {
  it('reads the call back from an sdk query key, and nothing from another key', () => {
    expect(callOfQueryKey(orderPage.queryKey)).toEqual({
      method: 'post',
      path: '/api/purchase/order/getPage',
      params: undefined,
      body: ORDER_PAGE.body,
    });
    expect(callOfQueryKey(['purchase', 'order'])).toBeUndefined();
    expect(callOfQueryKey(['getPurchaseOrderPage'])).toBeUndefined();
  });

  it('keeps each query that asks the server, once, in the order they asked', async () => {
    const { client } = recording();
    await client.fetchQuery({ ...dict, queryFn: async () => [] });
    await client.fetchQuery({ ...orderPage, queryFn: answer });
    await client.refetchQueries();
    expect(openingCallsOf(URL_)).toEqual([
      {
        method: 'get',
        path: '/api/admin/dict/data',
        params: { query: { dictType: 'purchase_order_status' } },
      },
      { method: 'post', path: '/api/purchase/order/getPage', body: ORDER_PAGE.body },
    ]);
  });

  it("keeps what was asked up to the list's first answer, not what its rows asked for after it", async () => {
    const { client } = recording();
    await client.fetchQuery({ ...orderPage, queryFn: answer, meta: SERVER_LIST_META });
    await client.fetchQuery({ ...dict, queryFn: async () => [] });
    expect(openingCallsOf(URL_)).toEqual([
      { method: 'post', path: '/api/purchase/order/getPage', body: ORDER_PAGE.body },
    ]);
  });

  it('keeps no query that never asked (a disabled one) and nothing after the opening', async () => {
    const { client, window } = recording();
    client.getQueryCache().build(client, { queryKey: [...orderPage.queryKey], queryFn: answer });
    expect(openingCallsOf(URL_)).toEqual([]);
    window.dispatchEvent(new Event('keydown'));
    await client.fetchQuery({ ...orderPage, queryFn: answer });
    expect(openingCallsOf(URL_)).toEqual([]);
  });
});
