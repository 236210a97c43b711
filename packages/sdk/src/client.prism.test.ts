// The client against Prism on the real contract: what a caller gets back and what the user is shown.
import { type MockServer, startMockServer } from '@backoffice/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createContractCheck } from './contract';
import { ApiBusinessError, ApiHttpError } from './errors';
import { recorder } from './test/recorder';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ errors: true });
});
afterAll(() => mock?.close());

function client(options: { token?: string; headers?: Record<string, string> } = {}) {
  const seen = recorder();
  seen.storage.setItem('Authorization', options.token ?? 'Bearer test');
  const api = createApiClient({
    baseUrl: mock.url,
    storage: seen.storage,
    notify: seen.notify,
    onUnauthorized: seen.onUnauthorized,
    download: seen.download,
    contractCheck: createContractCheck(),
    onContractViolation: (violation) => {
      throw new Error(`contract violation ${JSON.stringify(violation)}`);
    },
    ...(options.headers ? { headers: options.headers } : {}),
  });
  return { api, seen };
}

describe('against the Prism mock', () => {
  it('unwraps typed data', async () => {
    const { api, seen } = client();
    const user = await api.GET('/api/auth/currentUser');
    expect(user.nickname).toBe('张伟');
    const todos = await api.POST('/api/workflow/process/getAll', { body: { queryType: 'PENDING' } });
    expect(todos.map((process) => process.processNo)).toEqual(['LC202611230001', 'LC202611220007']);
    expect(seen.notices).toEqual([]);
  });

  it('sends the showdetails header the process page requires, unasked', async () => {
    const { api } = client();
    const page = await api.POST('/api/workflow/process/getPage', {
      body: { pageNum: 1, pageSize: 10, queryType: 'PENDING' },
    });
    expect(page.total).toBe(2);
  });

  it('logs in and sends the token it answered on the next call', async () => {
    const { api, seen } = client();
    api.clearAuthorization();
    const { user } = await api.login({ username: 'zhangwei', password: 'secret-1' });
    expect(user.nickname).toBe('张伟');
    expect(seen.storage.getItem('Authorization')).toMatch(/^Bearer /);
    expect((await api.GET('/api/auth/currentUser')).nickname).toBe('张伟');
  });

  it('rejects a business error with its message and shows it', async () => {
    const { api, seen } = client({ headers: { Prefer: 'example=businessError' } });
    const call = api.PUT('/api/workflow/processNode/approve', {
      body: { processId: '0f1e2d3c4b5a49687a6b5c4d3e2f1a01', nodeId: 'e1f2a3b4c5d64e7f8a9b0c1d2e3f4a12' },
    });
    await expect(call).rejects.toBeInstanceOf(ApiBusinessError);
    await expect(call).rejects.toMatchObject({ code: 30001, message: '当前任务已被他人处理，请刷新后重试' });
    expect(seen.notices.map((n) => n.title)).toEqual(['当前任务已被他人处理，请刷新后重试']);
  });

  it('can switch off the business notice for one call', async () => {
    const { api, seen } = client({ headers: { Prefer: 'example=businessError' } });
    await expect(
      api.POST('/api/auth/login', { body: { username: 'zhangwei', password: 'x' }, businessNotice: false }),
    ).rejects.toMatchObject({ message: '用户名或密码错误' });
    expect(seen.notices).toEqual([]);
  });

  it('returns the whole envelope in raw mode, business errors included', async () => {
    const { api, seen } = client({ headers: { Prefer: 'example=businessError' } });
    const envelope = await api.PUT('/api/auth/password', {
      body: { oldPassword: 'a', newPassword: 'abcdef' },
      raw: true,
    });
    expect(envelope).toEqual({ code: 10002, message: '修改密码失败，旧密码错误', data: null });
    expect(seen.notices).toEqual([]);
  });

  it('sends the stored authorization; without it the 401 rule runs: no notice, onUnauthorized told', async () => {
    const { api, seen } = client();
    api.clearAuthorization();
    await expect(api.GET('/api/auth/currentUser')).rejects.toMatchObject({ status: 401 });
    await expect(api.GET('/api/auth/currentUser')).rejects.toBeInstanceOf(ApiHttpError);
    expect(seen.notices).toEqual([]);
    expect(seen.logins).toEqual([undefined]);
  });

  it.each([
    [403, 'forbidden', '授权已过期，请重新登录', '授权已过期，请重新登录'],
    [500, 'serverError', '服务器发生错误，请检查服务器', '服务器内部错误'],
  ])('shows the notice of a Prefer-forced %i', async (status, example, title, description) => {
    const { api, seen } = client({ headers: { Prefer: `code=${status}, example=${example}` } });
    await expect(api.GET('/api/auth/currentUser')).rejects.toMatchObject({ status });
    expect(seen.notices).toEqual([{ level: 'error', title, description, key: `http-${status}` }]);
    expect(seen.logins).toEqual([]);
  });

  it('can switch off the HTTP notice for one call', async () => {
    const { api, seen } = client({ headers: { Prefer: 'code=500, example=serverError' } });
    await expect(api.GET('/api/auth/currentUser', { httpNotice: false })).rejects.toMatchObject({
      status: 500,
    });
    expect(seen.notices).toEqual([]);
  });

  it('downloads the export with its Chinese file name', async () => {
    const { api, seen } = client();
    const file = await api.download('post', '/api/workflow/process/export', {
      body: { queryType: 'PENDING' },
    });
    expect(file.fileName).toBe('流程列表.xlsx');
    expect(seen.downloads).toEqual([{ fileName: '流程列表.xlsx', size: file.body.size }]);
  });

  it('raised no contract violation in Prism', () => {
    expect(mock.violations.filter((v) => !v.includes('Invalid security scheme'))).toEqual([]);
  });
});
