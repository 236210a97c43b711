#!/usr/bin/env node
// The consumers of examples/ as another internal app would be: outside the workspace, installed with npm from
// a registry. Builds sdk and ui-kit, starts the local registry (scripts/registry.mjs) and publishes them with
// `changeset publish`, starts the Prism mock, then copies each example to a temporary folder outside the
// repository (so nothing resolves from the workspace's node_modules), installs it and runs its checks.
// Each install, type check and build counts as one test; each runner counts its own tests. With
// `--report <file>` it writes `{ passed, failed, failures }` there for scripts/test-all.mjs.
//
// Ports: REGISTRY_PORT and CONSUMER_MOCK_PORT, free ones when unset.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pnpm } from './toolchain.mjs';

const root = resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const { values } = parseArgs({ options: { report: { type: 'string' } } });
const totals = { passed: 0, failed: 0, failures: [] };
const children = [];
const temporary = [];

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer().listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

function count(label, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  if (failed > 0) totals.failures.push(`${label}: ${failed} failed`);
}

/** Runs a command to its end, printing its output; returns its exit status and stdout. */
function step(label, command, args, options = {}) {
  console.log(`\n▶ ${label}\n  $ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: { ...process.env, ...options.env },
  });
  process.stdout.write(result.stdout ?? '');
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s, exit ${result.status})`);
  return result;
}

/** A check: one test, passed when the command exits 0. */
function check(label, command, args, options) {
  const ok = step(label, command, args, options).status === 0;
  count(label, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

/** Starts a long-running child and resolves with the first stdout line that `ready` accepts. */
function startChild(label, args, ready) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${label} did not start:\n${output}`)), 120_000);
    const read = (chunk) => {
      output += chunk;
      for (const line of output.split('\n')) {
        const value = ready(line);
        if (value) {
          clearTimeout(timer);
          done(value);
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => fail(new Error(`${label} exited (${code}):\n${output}`)));
  });
}

/** A copy of an example in a folder of its own, outside the repository. */
function copyExample(name) {
  const dir = join(mkdtempSync(join(tmpdir(), `backoffice-${name}-`)), name);
  temporary.push(dirnameOf(dir));
  cpSync(join(root, 'examples', name), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|downloads)$/.test(source),
  });
  return dir;
}
const dirnameOf = (path) => resolve(path, '..');

async function main() {
  if (
    !check('consumers: build sdk and ui-kit', pnpm(), [
      '--filter',
      '@backoffice/sdk',
      '--filter',
      '@backoffice/ui-kit',
      'build',
    ])
  )
    return;

  const registryPort = process.env.REGISTRY_PORT ?? String(await freePort());
  const registry = await startChild(
    'the local registry',
    ['scripts/registry.mjs', '--port', registryPort],
    (line) => (line.startsWith('{') ? JSON.parse(line) : undefined),
  );
  console.log(`\n✓ local registry on ${registry.url}`);
  const registryEnv = { NPM_CONFIG_USERCONFIG: registry.npmrc };
  if (
    !check(
      'consumers: changeset publish to the local registry',
      pnpm(),
      ['changeset', 'publish', '--no-git-tag'],
      { env: registryEnv },
    )
  )
    return;

  const mockPort = process.env.CONSUMER_MOCK_PORT ?? String(await freePort());
  await startChild('the Prism mock', ['apps/mock/src/cli.js', '--examples', '--port', mockPort], (line) =>
    line.includes('✓ Mock API on') ? true : undefined,
  );
  const apiUrl = `http://${HOST}:${mockPort}`;
  console.log(`✓ Prism mock on ${apiUrl}`);

  const install = (name, dir) =>
    check(
      `${name}: npm install from the registry`,
      'npm',
      ['install', `--@backoffice:registry=${registry.url}`],
      {
        cwd: dir,
      },
    );

  // Node consumer: tsc (nodenext, no DOM lib, skipLibCheck false) then node --test (TAP: "# pass N").
  const node = copyExample('node-consumer');
  if (install('node-consumer', node)) {
    const { status, stdout = '' } = step('node-consumer: tsc + node --test', 'npm', ['test'], {
      cwd: node,
      env: { API_URL: apiUrl },
    });
    const number = (word) => Number(stdout.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
    count(
      'node-consumer: tests',
      number('pass'),
      number('fail') + (status !== 0 && number('fail') === 0 ? 1 : 0),
    );
  }

  // React consumer: type check, production build, Vitest in happy-dom against the mock.
  const react = copyExample('react-consumer');
  if (install('react-consumer', react)) {
    check('react-consumer: tsc', 'npm', ['run', 'typecheck'], { cwd: react });
    check('react-consumer: vite build', 'npm', ['run', 'build'], { cwd: react });
    const report = join(react, 'vitest.json');
    const { status } = step(
      'react-consumer: vitest',
      'npm',
      ['test', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: react, env: { VITE_API_URL: apiUrl } },
    );
    if (!existsSync(report)) count('react-consumer: vitest', 0, 1);
    else {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      const failed = json.numFailedTests + (json.numFailedTestSuites ?? 0);
      count('react-consumer: vitest', json.numPassedTests, failed + (status !== 0 && failed === 0 ? 1 : 0));
    }
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  count('consumers', 0, 1);
} finally {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}

console.log(`\nconsumers: ${totals.passed} passed, ${totals.failed} failed`);
if (values.report) writeFileSync(values.report, JSON.stringify(totals));
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
