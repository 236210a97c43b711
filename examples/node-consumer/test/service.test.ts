import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Report, runService } from '../src/service.js';

const apiUrl = process.env.API_URL;
const downloads = join(import.meta.dirname, '..', 'downloads');

describe('a Node service on @backoffice/sdk, against the mock', () => {
  let report: Report;
  before(async () => {
    assert.ok(apiUrl, 'Set API_URL to the mock, e.g. API_URL=http://127.0.0.1:4010');
    assert.equal('localStorage' in globalThis, false, 'Node here has no localStorage');
    report = await runService(apiUrl as string, downloads);
  });
  after(() => rm(downloads, { recursive: true, force: true }));

  it('logs in and sends the token on the next calls', () => {
    assert.equal(report.user, '张伟 / 张伟');
  });

  it('calls three operations and gets their typed data', () => {
    assert.equal(report.pendingTitles.length, 2);
    assert.equal(report.pendingTitles[0], '刘洋提交的采购申请：研发测试服务器 2 台');
    assert.equal(report.pageTotal, 2);
  });

  it('catches a business error and an HTTP error with instanceof', () => {
    assert.deepEqual(report.businessError, { code: 10002, message: '修改密码失败，旧密码错误' });
    assert.deepEqual(report.httpError, {
      status: 500,
      message: '服务器发生错误，请检查服务器',
      developerMessage: 'GET /api/admin/role/getAll (getAllRoles) failed: HTTP 500: 服务器内部错误',
      operationId: 'getAllRoles',
    });
  });

  it('saves the export under its Chinese name', async () => {
    assert.equal(report.download.path, join(downloads, '流程列表.xlsx'));
    assert.equal((await readFile(report.download.path)).byteLength, report.download.bytes);
    assert.ok(report.download.bytes > 0);
  });

  it('handles a 401: no return path on Node, then logs in again', () => {
    assert.deepEqual(report.unauthorized, { returnPath: undefined, recovered: true });
  });

  it('logs in again with reauthenticate: once for two parallel 401s, both calls retried', () => {
    assert.deepEqual(report.relogin, { nickname: '张伟 / 张伟', logins: 1, unauthorized: 0 });
  });

  it('refuses a client without a base URL with ApiConfigError', () => {
    assert.match(report.configError, /^baseUrl must be an absolute URL outside a browser, got undefined/);
  });
});
