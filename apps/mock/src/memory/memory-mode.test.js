// @ts-check
// Memory mode from the outside, as the app calls it: through the router and the validating Prism proxy, a write
// shows in the lists that follow, each sandbox keeps its own, a reset returns to the seed, a forced scenario still
// answers its example, and nothing breaks the contract on the way.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operationsOf, requestFor } from '../contract-requests.js';
import { RESET_PATH } from '../example-router.js';
import { startMockServer } from '../server.js';
import { ensureBundledSpec } from '../spec.js';
import { SANDBOX_HEADER } from './store.js';

/** @type {import('../index.js').MockServer} */
let mock;
const statePath = join(mkdtempSync(join(tmpdir(), 'mock-state-')), 'state.json');
beforeAll(async () => {
  mock = await startMockServer({ mode: 'memory', statePath });
});
afterAll(() => mock?.close());

/**
 * @param {string} sandbox @param {string} method @param {string} path @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 */
async function call(sandbox, method, path, body, headers = {}) {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers: {
      Authorization: 'Bearer t',
      [SANDBOX_HEADER]: sandbox,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const PURCHASE_MANAGER = 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c02'; // held by 李娜
const LINA = '2d4f6a8c0e1b4d3f9a7c5e3b1d9f7a52';

/** @param {string} sandbox @param {Record<string, unknown>} [filters] */
const rolePage = (sandbox, filters = {}) =>
  call(sandbox, 'POST', '/api/admin/role/getPage', { pageNum: 1, pageSize: 50, ...filters });

it('starts from the contract’s examples: 角色管理 lists the five roles of rolePage', async () => {
  const { status, body } = await rolePage('seed');
  expect(status).toBe(200);
  expect(body.data.total).toBe(5);
  expect(body.data.list.map((/** @type {any} */ role) => role.roleName)).toContain('系统管理员');
});

it('remembers a new role, finds it by name, changes it, disables it and deletes it', async () => {
  const sandbox = 'crud';
  const created = await call(sandbox, 'POST', '/api/admin/role/save', {
    roleName: '质检员',
    roleKey: 'inspector',
    sort: 6,
    status: 'ENABLED',
    menuLinkage: true,
    permissionIds: [],
  });
  expect(created.status).toBe(200);
  expect(created.body).toMatchObject({ code: 200, data: { roleName: '质检员', roleKey: 'inspector' } });
  const id = created.body.data.id;
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(created.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  const found = await rolePage(sandbox, { roleName: '质检' });
  expect(found.body.data).toMatchObject({ total: 1, list: [{ id, roleName: '质检员' }] });
  expect((await rolePage(sandbox)).body.data.total).toBe(6);

  await call(sandbox, 'POST', '/api/admin/role/save', {
    id,
    roleName: '来料质检员',
    roleKey: 'inspector',
    sort: 6,
    status: 'ENABLED',
    menuLinkage: true,
    permissionIds: [],
  });
  await call(sandbox, 'PUT', '/api/admin/role/status', { id, status: 'DISABLED' });
  const changed = await rolePage(sandbox, { status: 'DISABLED' });
  expect(changed.body.data.list.map((/** @type {any} */ role) => role.roleName)).toContain('来料质检员');

  await call(sandbox, 'DELETE', '/api/admin/role/delete', { ids: [id] });
  expect((await rolePage(sandbox, { roleName: '质检' })).body.data.total).toBe(0);
  expect(mock.violations).toEqual([]);
});

it('refuses a role key another role has, with the contract’s business error', async () => {
  const { body } = await call('unique', 'POST', '/api/admin/role/save', {
    roleName: '另一个管理员',
    roleKey: 'admin',
    sort: 9,
    status: 'ENABLED',
    menuLinkage: true,
    permissionIds: [],
  });
  expect(body).toMatchObject({ code: 40301, data: null });
  expect((await rolePage('unique')).body.data.total).toBe(5);
});

it('keeps each sandbox’s writes to itself, and a reset returns a sandbox to the seed', async () => {
  await call('mine', 'PUT', '/api/admin/role/unassignUsers', { roleId: PURCHASE_MANAGER, userIds: [LINA] }); // held, it is not deleted
  await call('mine', 'DELETE', '/api/admin/role/delete', { ids: [PURCHASE_MANAGER] });
  expect((await rolePage('mine')).body.data.total).toBe(4);
  expect((await rolePage('theirs')).body.data.total).toBe(5);
  const reset = await fetch(`${mock.url}${RESET_PATH}`, {
    method: 'POST',
    headers: { [SANDBOX_HEADER]: 'mine' },
  });
  expect(reset.status).toBe(200);
  expect((await rolePage('mine')).body.data.total).toBe(5);
});

it('keeps the state in the --state file', async () => {
  await call('kept', 'PUT', '/api/admin/role/unassignUsers', { roleId: PURCHASE_MANAGER, userIds: [LINA] }); // held, it is not deleted
  await call('kept', 'DELETE', '/api/admin/role/delete', { ids: [PURCHASE_MANAGER] });
  const state = JSON.parse(readFileSync(statePath, 'utf8'));
  expect(state.sandboxes.kept.roles).toHaveLength(4);
});

it('still answers a forced scenario from the examples', async () => {
  const forced = await call(
    'forced',
    'POST',
    '/api/admin/role/getPage',
    { pageNum: 1, pageSize: 10 },
    { Prefer: 'code=403, example=forbidden' },
  );
  expect(forced.status).toBe(403);
});

it('still checks the request against the contract before memory mode sees it', async () => {
  const invalid = await call('invalid', 'POST', '/api/admin/role/getPage', { pageNum: 0 });
  expect(invalid.status).toBe(422);
  expect((await rolePage('invalid')).body.data.total).toBe(5);
});

it('orders a list as asked (sortField, sortOrder) and refuses a field the contract does not declare', async () => {
  const sorted = await rolePage('sorted', { sortField: 'roleKey', sortOrder: 'asc' });
  expect(sorted.status).toBe(200);
  const keys = sorted.body.data.list.map((/** @type {any} */ role) => role.roleKey);
  expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'zh')));
  expect(keys).not.toEqual(
    (await rolePage('sorted')).body.data.list.map((/** @type {any} */ role) => role.roleKey),
  );
  const unknown = await rolePage('sorted', { sortField: 'remark' });
  expect(unknown.status).toBe(422);
});

it('remembers a 采购申请: saved as 草稿 with its number, amounts and names, found in the list, opened by id', async () => {
  const sandbox = 'request';
  const chip = {
    materialId: 'dd2ee150d2844277b89c1af40ce8fcc9',
    materialCode: 'EL-0003',
    materialName: '主控芯片',
    spec: 'STM32F407VGT6 LQFP100',
    unit: 'PCS',
    needDate: '2026-12-20',
  };
  const saved = await call(sandbox, 'POST', '/api/purchase/request/save', {
    title: '控制板样机物料',
    type: 'PROJECT',
    applicantId: '4e5f6a7b8c9d4e0f9a1b2c3d4e5f6a74',
    needDate: '2026-12-20',
    urgency: 'NORMAL',
    lines: [
      { ...chip, id: 'a1000000000040008000000000000001', quantity: 3, estimatedPrice: '0.10' },
      { ...chip, id: 'a1000000000040008000000000000002', quantity: 2.5, estimatedPrice: '38.50' },
    ],
  });
  expect(saved.body.code).toBe(200);
  const request = saved.body.data;
  expect(request).toMatchObject({
    requestNo: expect.stringMatching(/^CGSQ-\d{8}-\d{3}$/),
    status: 'DRAFT',
    applicant: { name: '刘洋' },
    totalAmount: '96.55',
    lines: [
      { materialCode: 'EL-0003', materialName: '主控芯片', estimatedAmount: '0.30' },
      { estimatedAmount: '96.25' },
    ],
  });
  const page = await call(sandbox, 'POST', '/api/purchase/request/getPage', {
    pageNum: 1,
    pageSize: 10,
    keyword: '控制板样机物料',
  });
  expect(page.body.data.list.map((/** @type {any} */ row) => row.requestNo)).toEqual([request.requestNo]);
  const detail = await call(sandbox, 'GET', `/api/purchase/request/detail?id=${request.id}`);
  expect(detail.body.data).toMatchObject({ id: request.id, status: 'DRAFT', totalAmount: '96.55' });
  expect(mock.violations).toEqual([]);
});

it('opens a record by the id in its path: a saved menu comes back from /permission/{id}', async () => {
  const spec = JSON.parse(readFileSync(ensureBundledSpec(), 'utf8'));
  const save = operationsOf(spec).find((entry) => entry.operation.operationId === 'savePermission');
  const { init } = requestFor(spec, /** @type {any} */ (save));
  const saved = await call('by-path', 'POST', '/api/admin/permission/save', JSON.parse(String(init.body)));
  expect(saved.body.code).toBe(200);
  const opened = await call('by-path', 'GET', `/api/admin/permission/${saved.body.data.id}`);
  expect(opened.body.data).toMatchObject({ id: saved.body.data.id, name: saved.body.data.name });
});

it('answers a tree flat, as the contract does: every category, each under a parent that is answered too', async () => {
  const { body } = await call('tree', 'POST', '/api/material/category/getAll', {});
  const names = body.data.map((/** @type {any} */ category) => category.name);
  expect(names).toEqual(expect.arrayContaining(['原材料', '电子元器件', '机械件']));
  const ids = new Set(body.data.map((/** @type {any} */ category) => category.id));
  for (const category of body.data)
    expect(category.parentId === '0' || ids.has(category.parentId)).toBe(true);
});

it('a filter that stands for a condition applies it: 可下单 lists only approved or partly ordered requests', async () => {
  const { body } = await call('criteria', 'POST', '/api/purchase/request/getPage', {
    pageNum: 1,
    pageSize: 50,
    orderable: true,
  });
  const statuses = new Set(body.data.list.map((/** @type {any} */ request) => request.status));
  expect(body.data.total).toBeGreaterThan(0);
  expect([...statuses].every((status) => ['APPROVED', 'PARTIALLY_ORDERED'].includes(status))).toBe(true);
});

it.each([
  ['username', 'wumin'],
  ['nickname', '吴敏'],
  ['phone', '1340000'],
])('a 人员 select’s keyword finds a user by %s (%s)', async (_field, keyword) => {
  const { status, body } = await call('user-keyword', 'POST', '/api/admin/user/getPage', {
    pageNum: 1,
    pageSize: 50,
    status: 'ENABLED',
    keyword,
  });
  expect(status).toBe(200);
  expect(body.data.list.map((/** @type {any} */ user) => user.nickname)).toEqual(['吴敏']);
  expect(body.data.total).toBe(1);
});

it('a 人员 select labelling a chosen id asks by ids and gets that user alone', async () => {
  const all = await call('user-ids', 'POST', '/api/admin/user/getPage', { pageNum: 1, pageSize: 50 });
  const [first, , third] = all.body.data.list;
  const { status, body } = await call('user-ids', 'POST', '/api/admin/user/getPage', {
    pageNum: 1,
    pageSize: 1,
    ids: [third.id],
  });
  expect(status).toBe(200);
  expect(body.data.list.map((/** @type {any} */ user) => user.id)).toEqual([third.id]);
  expect(body.data.total).toBe(1);
  expect(first.id).not.toBe(third.id);
});
