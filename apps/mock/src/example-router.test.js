// @ts-check
// The example router in front of Prism (startMockServer composes them as `pnpm mock` does): requests get the
// example the contract's x-when names.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from './server.js';
import { ensureBundledSpec } from './spec.js';

/** @type {import('./index.js').MockServer} */
let mock;
let base = '';
beforeAll(async () => {
  mock = await startMockServer();
  base = mock.url;
});
afterAll(() => mock?.close());

const authorized = { Authorization: 'Bearer t', 'content-type': 'application/json' };
/** @param {string} path @param {unknown} body @param {Record<string, string>} [headers] */
const post = async (path, body, headers = {}) =>
  (
    await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...authorized, ...headers },
      body: JSON.stringify(body),
    })
  ).json();

describe('the mock answers what the request describes', () => {
  it('lists my applications for queryType MY_APPLY and the to-dos for PENDING', async () => {
    const page = (queryType) =>
      post('/api/workflow/process/getPage', { pageNum: 1, pageSize: 10, queryType }, { showdetails: 'true' });
    expect((await page('MY_APPLY')).data.list.map((p) => p.title)).toEqual([
      '张伟提交的采购申请：数字示波器 1 台',
    ]);
    expect((await page('PENDING')).data.total).toBe(2);
  });

  it('answers the nodes and the record of the process asked for', async () => {
    const mine = { processId: '3c4d5e6f7a8b492a8c3d4e5f6a7b8c04' };
    const nodes = (await post('/api/workflow/processNode/getAll', mine)).data;
    expect(nodes.map((node) => node.processId)).toEqual(Array(4).fill(mine.processId));
    const record = (await post('/api/workflow/processNodeHistory/getAll', mine)).data;
    expect(record[0].comment).toBe('研发部硬件调试用，请批准');
  });

  it('gives a role’s candidates for allocated false, and an explicit Prefer wins', async () => {
    const request = {
      roleId: 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c02',
      allocated: false,
      pageNum: 1,
      pageSize: 10,
    };
    expect((await post('/api/admin/role/users', request)).data.total).toBe(10);
    expect((await post('/api/admin/role/users', request, { Prefer: 'example=allocated' })).data.total).toBe(
      1,
    );
  });

  it('ticks nothing in the menu tree of a new role', async () => {
    const tree = async (query) =>
      (await fetch(`${base}/api/admin/role/permissionTree${query}`, { headers: authorized })).json();
    expect((await tree('')).data.checkedIds).toEqual([]);
    expect((await tree('?roleId=f1a2b3c4d5e64f7a8b9c0d1e2f3a4c02')).data.checkedIds.length).toBeGreaterThan(
      0,
    );
  });

  it('passes everything else through: no Authorization is still a 401', async () => {
    const response = await fetch(`${base}/api/auth/currentUser`);
    expect(response.status).toBe(401);
  });

  it('serves every attachment the contract’s examples name, as the file of its kind', async () => {
    const spec = readFileSync(ensureBundledSpec(), 'utf8');
    const urls = [...new Set(spec.match(/\/files\/[^"]+/g))];
    expect(urls.length).toBeGreaterThan(0);
    const magic = { 'image/jpeg': [0xff, 0xd8, 0xff], 'application/pdf': [...Buffer.from('%PDF-')] };
    for (const url of urls) {
      const response = await fetch(`${base}${url}`); // no Authorization: an <img> sends none
      expect(response.status, url).toBe(200);
      const type = /** @type {keyof typeof magic} */ (response.headers.get('content-type'));
      const body = new Uint8Array(await response.arrayBuffer());
      expect([...body.slice(0, magic[type].length)], url).toEqual(magic[type]);
    }
  });

  it('answers a missing attachment with 404 and the error envelope', async () => {
    const response = await fetch(`${base}/files/2026/11/23/missing.jpg`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: '附件不存在', data: null });
  });

  it('keeps the contract: the examples the router picks log no violation', async () => {
    const before = mock.violations.length;
    const queryTypes = ['PENDING', 'DONE', 'MY_APPLY'];
    const answers = await Promise.all(
      queryTypes.map((queryType) =>
        post(
          '/api/workflow/process/getPage',
          { pageNum: 1, pageSize: 10, queryType },
          { showdetails: 'true' },
        ),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200]);
    expect(mock.violations.slice(before)).toEqual([]);
  });
});
