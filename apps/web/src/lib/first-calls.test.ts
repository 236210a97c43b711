// @vitest-environment happy-dom
import { AUTHORIZATION_STORAGE_KEY } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_PERMISSIONS_PATH, OPERATION_PERMISSIONS_PATH } from './first-calls';

// Each test imports the app's modules afresh, as a page load would: a call sent ahead is kept for the opening of
// the api module's visit (from its import, calls-ahead.ts), so one test's calls nobody took would answer the next
// test's, and a file run late in a worker that imported the api before (the logic project shares modules) would
// find its opening closed.
let api: typeof import('./api').api;
let sendAhead: typeof import('./first-calls').sendAhead;
let sendFirstCalls: typeof import('./first-calls').sendFirstCalls;
let notices: typeof import('./notices').notices;
beforeEach(async () => {
  vi.resetModules();
  ({ api } = await import('./api'));
  ({ sendAhead, sendFirstCalls } = await import('./first-calls'));
  ({ notices } = await import('./notices'));
});

/** The server: each call that reaches it, answered with `answer` (the spec's envelope). */
function server(answer: (path: string) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search} ${await request.text()}`.trim());
      return answer(url.pathname);
    }),
  );
  return calls;
}
const ok = (data: unknown) => () =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => localStorage.setItem(AUTHORIZATION_STORAGE_KEY, 'Bearer u1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const ORDER_PAGE = { body: { pageNum: 1, pageSize: 10 } };

describe('first calls (issue 26: sent by the start, taken by the query that asks the same)', () => {
  it("gives the list's answer to the screen's query: one call, the query's data", async () => {
    const calls = server(ok({ list: [{ id: 'PO-1' }], total: 1 }));
    sendAhead('post', '/api/purchase/order/getPage', ORDER_PAGE);
    const client = new QueryClient();
    const data = await client.fetchQuery(
      apiQueryOptions(api, 'post', '/api/purchase/order/getPage', ORDER_PAGE),
    );
    expect(data).toEqual({ list: [{ id: 'PO-1' }], total: 1 });
    expect(calls).toEqual(['POST /api/purchase/order/getPage {"pageNum":1,"pageSize":10}']);
  });

  it('shows a failure once, from the query that takes it, not from the call sent ahead', async () => {
    server(() => new Response('', { status: 500 }));
    const notify = vi.fn();
    notices.deliverTo(notify);
    await sendAhead('get', MENU_PERMISSIONS_PATH);
    expect(notify).not.toHaveBeenCalled();
    await expect(api.GET(MENU_PERMISSIONS_PATH)).rejects.toThrow();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('gives nothing to another session: a 401 sent the user to login, who logged in again', async () => {
    const calls = server(ok([]));
    localStorage.setItem(AUTHORIZATION_STORAGE_KEY, 'Bearer expired');
    await sendAhead('get', MENU_PERMISSIONS_PATH);
    localStorage.setItem(AUTHORIZATION_STORAGE_KEY, 'Bearer new');
    await api.GET(MENU_PERMISSIONS_PATH);
    expect(calls).toHaveLength(2);
  });

  it("sends the layout's two calls for the screen, then what the URL's last opening asked for, each once", async () => {
    const calls = server(ok([]));
    await sendFirstCalls('/purchase/order', [
      { method: 'get', path: MENU_PERMISSIONS_PATH },
      { method: 'post', path: '/api/purchase/order/getPage', ...ORDER_PAGE },
      {
        method: 'get',
        path: '/api/admin/dict/data',
        params: { query: { dictType: 'purchase_order_status' } },
      },
    ]);
    expect(calls.toSorted()).toEqual(
      [
        `GET ${MENU_PERMISSIONS_PATH}`,
        `GET ${OPERATION_PERMISSIONS_PATH}?url=%2Fpurchase%2Forder`,
        'POST /api/purchase/order/getPage {"pageNum":1,"pageSize":10}',
        'GET /api/admin/dict/data?dictType=purchase_order_status',
      ].toSorted(),
    );
  });
});
