// The browser defaults, with a page's globals stubbed on Node: the stored token from localStorage, the XSRF cookie,
// and the 401 return path under a hash-routed and a path-routed page (the page's notices: page-notice.test.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { hashRouterLoginPath } from './login-path';
import { memoryTokenStorage } from './token-storage';

let server: Server;
let base: string;
const seenAuthorization: (string | undefined)[] = [];
const seenXsrf: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seenAuthorization.push(req.headers.authorization);
    seenXsrf.push(req.headers['x-xsrf-token'] as string | undefined);
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 401, message: '未登录', data: null }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));
afterEach(() => vi.unstubAllGlobals());

/** A page at `url` with a stored authorization value. */
function openPage(url: string, cookie = '') {
  const localStorage = memoryTokenStorage();
  localStorage.setItem('Authorization', 'Bearer stored');
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('location', new URL(url));
  vi.stubGlobal('document', { cookie });
  return localStorage;
}

describe('a page calling its own origin (the default base URL)', () => {
  it('resolves the path against the page and sends the XSRF cookie back', async () => {
    openPage(`${base}/orders`, 'XSRF-TOKEN=page-42');
    const api = createApiClient();
    await api.GET('/api/auth/currentUser').catch(() => {});
    expect(seenAuthorization.at(-1)).toBe('Bearer stored');
    expect(seenXsrf.at(-1)).toBe('page-42');
  });
});

describe('401 in a browser', () => {
  it('under a hash route: the return path holds the hash, and the hash-route login keeps it', async () => {
    const localStorage = openPage('http://app.test/#/purchase/order?id=7');
    const returnPaths: (string | undefined)[] = [];
    const api = createApiClient({ baseUrl: base, onUnauthorized: (path) => void returnPaths.push(path) });
    await expect(api.GET('/api/auth/currentUser')).rejects.toMatchObject({ status: 401 });
    expect(seenAuthorization.at(-1)).toBe('Bearer stored');
    expect(localStorage.getItem('Authorization')).toBeNull();
    expect(returnPaths).toEqual(['/#/purchase/order?id=7']);
    expect(hashRouterLoginPath(returnPaths[0])).toBe('/login?redirectUrl=%2Fpurchase%2Forder%3Fid%3D7');
  });

  it('under a path route (BrowserRouter): pathname + search + hash', async () => {
    openPage('http://app.test/orders/42?tab=items#notes');
    const returnPaths: (string | undefined)[] = [];
    const api = createApiClient({ baseUrl: base, onUnauthorized: (path) => void returnPaths.push(path) });
    await api.GET('/api/auth/currentUser').catch(() => {});
    expect(returnPaths).toEqual(['/orders/42?tab=items#notes']);
  });

  it('navigates nowhere itself and shows no notice', async () => {
    openPage('http://app.test/orders');
    const warn = vi.spyOn(console, 'warn');
    const api = createApiClient({ baseUrl: base });
    await api.GET('/api/auth/currentUser').catch(() => {});
    expect(location.href).toBe('http://app.test/orders');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
