// The client as a Node service uses it: no DOM, no localStorage, no window. Against a local server that checks
// the token the way the contract's security does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from './client';
import { ApiBusinessError, ApiConfigError, ApiHttpError, ApiNetworkError } from './errors';

const TOKEN = 'Bearer node-service';
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/auth/login')
      return send(200, { code: 200, message: 'ok', data: { token: TOKEN, user: { id: 'u1' } } });
    if (req.headers.authorization !== TOKEN || req.url === '/api/auth/logout')
      return send(401, { code: 401, message: '未登录', data: null });
    if (req.url === '/api/auth/password')
      return send(200, { code: 10002, message: '旧密码错误', data: null });
    if (req.url === '/api/admin/role/getAll')
      return send(500, { code: 500, message: '服务器内部错误', data: null });
    send(200, { code: 200, message: 'ok', data: { id: 'u1', nickname: '张伟' } });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

describe('on Node', () => {
  it('has no DOM to lean on', () => {
    expect(typeof globalThis.localStorage).toBe('undefined');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it('logs in, keeps the token in memory and sends it', async () => {
    const api = createApiClient({ baseUrl: base });
    await api.login({ username: 'zhangwei', password: 'secret-1' });
    await expect(api.GET('/api/auth/currentUser')).resolves.toMatchObject({ nickname: '张伟' });
  });

  it('takes the token from the auth option', async () => {
    const api = createApiClient({ baseUrl: base, auth: TOKEN });
    await expect(api.GET('/api/auth/currentUser')).resolves.toMatchObject({ id: 'u1' });
  });

  it('shows no notice but rejects with the typed errors', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const api = createApiClient({ baseUrl: base, auth: TOKEN });
    await expect(
      api.PUT('/api/auth/password', { body: { oldPassword: 'a', newPassword: 'abcdef' } }),
    ).rejects.toBeInstanceOf(ApiBusinessError);
    await expect(api.GET('/api/admin/role/getAll')).rejects.toMatchObject({
      status: 500,
      serverMessage: '服务器内部错误',
    });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows notices when given notify', async () => {
    const titles: string[] = [];
    const api = createApiClient({
      baseUrl: base,
      auth: TOKEN,
      notify: (notice) => void titles.push(notice.title),
    });
    await api.GET('/api/admin/role/getAll').catch(() => {});
    expect(titles).toEqual(['服务器发生错误，请检查服务器']);
  });

  it('on a 401 clears the token and calls onUnauthorized with no return path', async () => {
    const returnPaths: (string | undefined)[] = [];
    const api = createApiClient({ baseUrl: base, onUnauthorized: (path) => void returnPaths.push(path) });
    api.setAuthorization('Bearer expired');
    await expect(api.GET('/api/auth/currentUser')).rejects.toMatchObject({
      status: 401,
      serverMessage: '未登录',
    });
    expect(returnPaths).toEqual([undefined]);
    // the token is gone: the next call goes out without one
    await expect(api.GET('/api/auth/currentUser')).rejects.toBeInstanceOf(ApiHttpError);
    expect(returnPaths).toHaveLength(2);
  });

  it.each([
    ['no baseUrl (an unset environment variable)', undefined],
    ['a relative baseUrl', '/api'],
  ])('refuses every call of a client with %s with ApiConfigError, before any request', async (_, baseUrl) => {
    const fetch = vi.fn();
    // creating it does not throw: a browser app's modules may be evaluated on a server that makes no call
    const api = createApiClient({ baseUrl, fetch });
    await expect(api.GET('/api/auth/currentUser')).rejects.toThrow(ApiConfigError);
    await expect(api.login({ username: 'zhangwei', password: 'x' })).rejects.toThrow(
      /baseUrl must be an absolute URL.*https:\/\/erp\.example\.com/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names the call and the cause of a refused connection in the developer message', async () => {
    // a port nothing listens on any more
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, auth: TOKEN });
    const error = await api.GET('/api/auth/currentUser').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({
      message: '网络连接失败，请检查网络后重试',
      method: 'GET',
      path: '/api/auth/currentUser',
      operationId: 'getCurrentUser',
    });
    expect((error as ApiNetworkError).developerMessage).toBe(
      `GET /api/auth/currentUser (getCurrentUser) failed: network error: fetch failed (connect ECONNREFUSED 127.0.0.1:${port})`,
    );
  });
});

describe('a service that logs in again (reauthenticate)', () => {
  const credentials = { username: 'svc-reports', password: 'secret-1' };
  function service(reauthenticate?: (api: ApiClient) => Promise<string | undefined>) {
    const seen = { logins: 0, unauthorized: 0 };
    const api: ApiClient = createApiClient({
      baseUrl: base,
      onUnauthorized: () => void seen.unauthorized++,
      reauthenticate: async () => {
        seen.logins++;
        return reauthenticate ? reauthenticate(api) : (await api.login(credentials)).token;
      },
    });
    api.setAuthorization('Bearer expired');
    return { api, seen };
  }

  it('logs in once for a burst of parallel 401s and retries each call with the new token', async () => {
    const { api, seen } = service();
    const users = await Promise.all([1, 2, 3].map(() => api.GET('/api/auth/currentUser')));
    expect(users.map((user) => user.nickname)).toEqual(['张伟', '张伟', '张伟']);
    expect(seen).toEqual({ logins: 1, unauthorized: 0 });
    await expect(api.GET('/api/auth/currentUser')).resolves.toMatchObject({ id: 'u1' });
  });

  it('rejects with the 401 when the retry is refused too, and logs in only once', async () => {
    const { api, seen } = service();
    await expect(api.POST('/api/auth/logout')).rejects.toMatchObject({
      status: 401,
      serverMessage: '未登录',
      developerMessage: 'POST /api/auth/logout (logout) failed: HTTP 401: 未登录',
    });
    expect(seen).toEqual({ logins: 1, unauthorized: 1 });
  });

  it('rejects with the 401 when it answers undefined (no retry)', async () => {
    const { api, seen } = service(async () => undefined);
    await expect(api.GET('/api/auth/currentUser')).rejects.toBeInstanceOf(ApiHttpError);
    expect(seen).toEqual({ logins: 1, unauthorized: 1 });
  });
});
