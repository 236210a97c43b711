// A consumer outside the workspace: installs the packed tarball with npm, on Node 20, and calls the mock with
// it from plain ESM JavaScript — what another internal app does.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type MockServer, startMockServer } from '@backoffice/mock';
import { afterAll, beforeAll, expect, it } from 'vitest';

const pkg = resolve(import.meta.dirname, '..');
const consumer = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
let mock: MockServer;

beforeAll(async () => {
  mock = await startMockServer();
  execFileSync('pnpm', ['run', 'build'], { cwd: pkg, stdio: 'ignore' });
  execFileSync('pnpm', ['pack', '--pack-destination', consumer], { cwd: pkg, stdio: 'ignore' });
  const tarball = readdirSync(consumer).find((file) => file.endsWith('.tgz'));
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `./${tarball}`], {
    cwd: consumer,
    stdio: 'ignore',
  });
}, 180_000);

afterAll(async () => {
  await mock?.close();
  rmSync(consumer, { recursive: true, force: true });
});

it('installs from the tarball and calls the API from plain Node ESM', async () => {
  writeFileSync(
    join(consumer, 'main.js'),
    `import { createApiClient, ApiBusinessError } from '@backoffice/sdk';
const store = new Map([['Authorization', 'Bearer consumer']]);
const api = createApiClient({
  baseUrl: process.env.API_URL,
  storage: { getItem: (k) => store.get(k) ?? null, removeItem: (k) => store.delete(k) },
  notify: () => {},
});
const todos = await api.POST('/api/workflow/process/getAll', { body: { queryType: 'PENDING' } });
const error = await api.PUT('/api/auth/password', { body: { oldPassword: 'a', newPassword: 'abcdef' }, headers: { Prefer: 'example=businessError' } }).catch((e) => e);
console.log(JSON.stringify({ todos: todos.length, first: todos[0].title, business: error instanceof ApiBusinessError, message: error.message }));
`,
  );
  // Async: the mock answers from this very process, so its event loop must stay free.
  const { stdout: output } = await promisify(execFile)(process.execPath, ['main.js'], {
    cwd: consumer,
    env: { ...process.env, API_URL: mock.url },
  });
  expect(JSON.parse(output)).toEqual({
    todos: 2,
    first: '刘洋提交的采购申请：研发测试服务器 2 台',
    business: true,
    message: '修改密码失败，旧密码错误',
  });
});
