// @ts-check
// The in-process mock the SDK's tests rely on: security first, examples by default, Prefer to force a scenario.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer } from './server.js';

/** @type {import('./index.js').MockServer} */
let mock;
beforeAll(async () => {
  mock = await startMockServer();
});
afterAll(() => mock?.close());

it('listens on a free loopback port', () => {
  expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(mock.port).toBeGreaterThan(0);
});

it('answers 401 to a call without Authorization and records the violation', async () => {
  const before = mock.violations.length;
  const response = await fetch(`${mock.url}/api/auth/currentUser`);
  expect(response.status).toBe(401);
  expect(mock.violations.slice(before).join()).toContain('Invalid security scheme');
});

it('answers the envelope example to an authorized call', async () => {
  const response = await fetch(`${mock.url}/api/auth/currentUser`, {
    headers: { Authorization: 'Bearer t' },
  });
  expect(await response.json()).toMatchObject({
    code: 200,
    data: { id: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61', nickname: '张伟' },
  });
});

it('forces a status and example with Prefer', async () => {
  const response = await fetch(`${mock.url}/api/auth/currentUser`, {
    headers: { Authorization: 'Bearer t', Prefer: 'code=403, example=forbidden' },
  });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ code: 403, message: '授权已过期，请重新登录', data: null });
});

it('answers the restricted menu example on request', async () => {
  const response = await fetch(`${mock.url}/api/admin/permission/getMenuPermissionsByToken`, {
    headers: { Authorization: 'Bearer t', Prefer: 'example=restricted' },
  });
  const { data } = await response.json();
  expect(data.map((/** @type {{ path: string | null }} */ item) => item.path).filter(Boolean)).toEqual([
    '/workspace',
    '/workspace/todo',
    '/workspace/done',
    '/workspace/myapply',
    '/purchase',
    '/purchase/order',
  ]);
});

it('answers the example whose x-when describes the request, and Prefer still wins', async () => {
  const urgency = await fetch(`${mock.url}/api/admin/dict/data?dictType=urgency`, {
    headers: { Authorization: 'Bearer t' },
  });
  expect((await urgency.json()).data.map((/** @type {{ label: string }} */ d) => d.label)).toEqual([
    '普通',
    '紧急',
    '特急',
  ]);
  const unknown = await fetch(`${mock.url}/api/admin/dict/data?dictType=no_such_type`, {
    headers: { Authorization: 'Bearer t' },
  });
  expect((await unknown.json()).data).toEqual([]);
  const forced = await fetch(`${mock.url}/api/admin/dict/data?dictType=urgency`, {
    headers: { Authorization: 'Bearer t', Prefer: 'example=projectStatus' },
  });
  expect((await forced.json()).data[0]).toMatchObject({ dictType: 'project_status', label: '未开始' });
});

it('stops answering once closed', async () => {
  const other = await startMockServer();
  expect((await fetch(`${other.url}/health`)).status).toBe(200);
  await other.close();
  await expect(fetch(`${other.url}/health`)).rejects.toThrow();
});
