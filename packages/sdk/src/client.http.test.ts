// The client against a local Node server, for what Prism cannot do: slow and dropped responses, HTML error
// pages, binary downloads, the XSRF cookie, parallel 401s and aborts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  ApiAbortError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseFormatError,
  ApiTimeoutError,
} from './errors';
import { recorder } from './test/recorder';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10, 0x80]);
const requests: IncomingMessage[] = [];
let server: Server;
let base: string;

// Each route of the test server is one situation; the path is what the client calls.
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/api/auth/currentUser': (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, message: 'ok', data: { id: 'u1' } }));
  },
  '/api/slow': () => {
    // never answers: the client's timeout must end the call
  },
  '/api/drop': (req) => req.socket.destroy(),
  '/api/html502': (_, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
  },
  '/api/html200': (_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>login</title>');
  },
  '/api/empty200': (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('');
  },
  '/api/file': (_, res) => {
    res.writeHead(200, {
      'content-type': XLSX,
      'content-disposition': "attachment; filename*=UTF-8''%E9%87%87%E8%B4%AD%E8%AE%A2%E5%8D%95.xlsx",
    });
    res.end(FILE_BYTES);
  },
  '/api/auth/password': (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 30012, message: '旧密码错误', data: null }));
  },
  '/api/unauthorized': (_, res) => {
    setTimeout(() => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 401, message: '登录状态已失效', data: null }));
    }, 5);
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const route = routes[path];
    if (route) return route(req, res);
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 404, message: 'nope', data: null }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

function client(options: { timeoutMs?: number; origin?: string } = {}) {
  const seen = recorder();
  seen.storage.setItem('Authorization', 'Bearer t-1');
  const api = createApiClient({
    baseUrl: base,
    storage: seen.storage,
    notify: seen.notify,
    onUnauthorized: seen.onUnauthorized,
    download: seen.download,
    xsrfEnvironment: () => ({ cookie: 'theme=dark; XSRF-TOKEN=x%2Fsrf-42', origin: options.origin ?? base }),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  // Paths outside the contract: the typed methods are for the contract, this is the escape hatch.
  const call = (path: string, init: Record<string, unknown> = {}) =>
    (api.GET as unknown as (p: string, i: object) => Promise<unknown>)(path, init);
  return { api, call, seen };
}

const lastRequest = () => requests[requests.length - 1] as IncomingMessage;

describe('request interceptors', () => {
  it('sends Authorization, X-Requested-With and, on the same origin, X-XSRF-TOKEN', async () => {
    const { call } = client();
    await call('/api/auth/currentUser');
    expect(lastRequest().headers).toMatchObject({
      authorization: 'Bearer t-1',
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': 'x/srf-42',
    });
  });

  it('keeps the XSRF token from another origin', async () => {
    const { call } = client({ origin: 'https://intranet.example.com' });
    await call('/api/auth/currentUser');
    expect(lastRequest().headers['x-xsrf-token']).toBeUndefined();
    expect(lastRequest().headers.authorization).toBe('Bearer t-1');
  });

  it('asks the auth function on every request', async () => {
    let calls = 0;
    const api = createApiClient({ baseUrl: base, auth: async () => `Bearer call-${++calls}` });
    await api.GET('/api/auth/currentUser');
    await api.GET('/api/auth/currentUser');
    expect(lastRequest().headers.authorization).toBe('Bearer call-2');
  });

  it('sends the header the contract fixes on the process page, unasked', async () => {
    const { api } = client();
    await api
      .POST('/api/workflow/process/getPage', { body: { pageNum: 1, pageSize: 10, queryType: 'PENDING' } })
      .catch(() => {});
    expect(lastRequest().headers.showdetails).toBe('true');
  });
});

describe('failures the user is told about', () => {
  it('times out after the configured time with the timeout notice', async () => {
    const { call, seen } = client({ timeoutMs: 150 });
    const started = Date.now();
    await expect(call('/api/slow')).rejects.toBeInstanceOf(ApiTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(seen.notices.map((n) => n.title)).toEqual(['请求超时，请稍后重试']);
  });

  it('takes a per-call timeout over the client one', async () => {
    const { call } = client({ timeoutMs: 60_000 });
    await expect(call('/api/slow', { timeoutMs: 100 })).rejects.toMatchObject({ timeoutMs: 100 });
  });

  it('reports a dropped connection as a network error', async () => {
    const { call, seen } = client();
    await expect(call('/api/drop')).rejects.toBeInstanceOf(ApiNetworkError);
    expect(seen.notices.map((n) => n.title)).toEqual(['网络连接失败，请检查网络后重试']);
  });

  it('shows the 502 text for an HTML gateway page', async () => {
    const { call, seen } = client();
    await expect(call('/api/html502')).rejects.toBeInstanceOf(ApiHttpError);
    expect(seen.notices).toEqual([{ level: 'error', title: '网关错误', key: 'http-502' }]);
  });

  it.each([
    ['/api/html200', '不是 JSON'],
    ['/api/empty200', '响应为空'],
  ])('rejects a malformed 200 (%s) with a clear message', async (path, detail) => {
    const { call, seen } = client();
    await expect(call(path)).rejects.toBeInstanceOf(ApiResponseFormatError);
    expect(seen.notices[0]?.title).toContain(detail);
  });

  it('shows nothing when the caller aborts', async () => {
    const { call, seen } = client();
    const controller = new AbortController();
    const pending = call('/api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ byCaller: true });
    await expect(pending).rejects.toBeInstanceOf(ApiAbortError);
    expect(seen.notices).toEqual([]);
  });
});

describe('401 (spec §4, §8)', () => {
  it('calls onUnauthorized once for parallel 401s, clears the token, shows nothing', async () => {
    const { call, seen } = client();
    const results = await Promise.allSettled([1, 2, 3].map(() => call('/api/unauthorized')));
    expect(results.map((r) => r.status === 'rejected' && r.reason)).toEqual(
      [1, 2, 3].map(() => expect.objectContaining({ status: 401, serverMessage: '登录状态已失效' })),
    );
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiHttpError)).toBe(true);
    expect(seen.logins).toEqual([undefined]); // Node: no page to come back to
    expect(seen.storage.getItem('Authorization')).toBeNull();
    expect(seen.notices).toEqual([]);
  });
});

describe('downloads (spec §7)', () => {
  it('resolves a binary file with the name from filename*', async () => {
    const { call, seen } = client();
    const file = (await call('/api/file')) as { body: Blob; fileName: string };
    expect(file.fileName).toBe('采购订单.xlsx');
    expect(new Uint8Array(await file.body.arrayBuffer())).toEqual(FILE_BYTES);
    expect(seen.downloads).toEqual([{ fileName: '采购订单.xlsx', size: FILE_BYTES.length }]);
  });

  it('does not download when the URL says download=false', async () => {
    const { call, seen } = client();
    await expect(call('/api/file', { params: { query: { download: 'false' } } })).rejects.toBeInstanceOf(
      ApiResponseFormatError,
    );
    expect(seen.downloads).toEqual([]);
  });
});

describe('errors name the call that failed (for a service log)', () => {
  const callAs = (
    api: ReturnType<typeof client>['api'],
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    init = {},
  ) => (api[method] as unknown as (p: string, i: object) => Promise<unknown>)(path, init);

  it.each([
    [
      'an HTTP error',
      'POST',
      '/api/admin/user/getPage',
      {},
      {
        name: 'ApiHttpError',
        operationId: 'getUserPage',
        message: '发出的请求针对的是不存在的记录，服务器没有进行操作',
      },
      'POST /api/admin/user/getPage (getUserPage) failed: HTTP 404: nope',
    ],
    [
      'a path with a parameter (the contract path, no query)',
      'GET',
      '/api/admin/permission/{id}',
      { params: { path: { id: '7' }, query: { x: '1' } } },
      { name: 'ApiHttpError', operationId: 'getPermissionById' },
      'GET /api/admin/permission/{id} (getPermissionById) failed: HTTP 404: nope',
    ],
    [
      'a business error',
      'PUT',
      '/api/auth/password',
      { body: { oldPassword: 'a', newPassword: 'abcdef' } },
      { name: 'ApiBusinessError', operationId: 'changePassword', message: '旧密码错误', code: 30012 },
      'PUT /api/auth/password (changePassword) failed: business error 30012: 旧密码错误',
    ],
    [
      'a malformed body outside the contract',
      'GET',
      '/api/html200',
      {},
      { name: 'ApiResponseFormatError', operationId: undefined },
      'GET /api/html200 failed: malformed response (HTTP 200): not JSON (<!doctype html><title>login</title>)',
    ],
    [
      'a timeout',
      'GET',
      '/api/slow',
      { timeoutMs: 50 },
      { name: 'ApiTimeoutError', message: '请求超时，请稍后重试' },
      'GET /api/slow failed: timed out after 50 ms',
    ],
  ] as const)('%s', async (_, method, path, init, fields, developerMessage) => {
    const { api, seen } = client();
    const error = await callAs(api, method, path, init).catch((e: unknown) => e);
    expect(error).toMatchObject({ ...fields, method, path, developerMessage });
    expect(String(error)).toBe(`${fields.name}: ${developerMessage}`);
    // the user still reads the Chinese text: the notice is unchanged
    expect(seen.notices[0]?.title).toBe((error as Error).message);
  });
});
