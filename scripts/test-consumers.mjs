#!/usr/bin/env node
// The consumers of examples/ as another internal app would be: outside the workspace, installed with npm from
// a registry. Builds sdk and ui-kit, starts the local registry (scripts/registry.mjs) and publishes them with
// `changeset publish`, starts the Prism mock, then copies each example to a temporary folder outside the
// repository (so nothing resolves from the workspace's node_modules), installs it and runs its checks.
// Each consumer runs twice: with the versions its package.json pins (the newest), and with every peer of sdk and
// ui-kit it depends on pinned to the lowest version of the range the two packages declare, so a range that
// claims more than the packages support fails here (issue 21). Each install, type check and build counts as one
// test; each runner counts its own tests. With `--report <file>` it writes `{ passed, failed, failures }` there
// for scripts/test-all.mjs, which also passes `--built`: its check:package steps have just built sdk and ui-kit.
//
// Ports: REGISTRY_PORT and CONSUMER_MOCK_PORT, free ones when unset.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pnpm } from './toolchain.mjs';

const root = resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const { values } = parseArgs({
  options: { report: { type: 'string' }, built: { type: 'boolean', default: false } },
});
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

/**
 * Runs a command to its end; returns its exit status and stdout. Its output is printed in one block when it ends,
 * after its label, so the steps of consumers that run side by side read one after another in the log.
 */
function step(label, command, args, options = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    let ended = false;
    // A command that cannot be started is reported twice ('error', then 'close'): its block is printed once.
    const end = (status) => {
      if (ended) return;
      ended = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label}\n  $ ${command} ${args.join(' ')}`);
      process.stdout.write(stdout + stderr);
      console.log(`  (${seconds} s, exit ${status})`);
      done({ status, stdout });
    };
    child.on('error', (error) => {
      stderr += `${error.message}\n`;
      end(null);
    });
    child.on('close', end);
  });
}

/** A check: one test, passed when the command exits 0. */
async function check(label, command, args, options) {
  const ok = (await step(label, command, args, options)).status === 0;
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

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const versionParts = (version) => version.split('.').map(Number);
/** Negative, zero or positive as `a` is lower than, equal to or higher than `b` (plain x.y.z). */
function compareVersions(a, b) {
  const [x, y] = [versionParts(a), versionParts(b)];
  return x.map((part, i) => part - (y[i] ?? 0)).find((difference) => difference !== 0) ?? 0;
}

/**
 * The lowest version a peer range allows. Only `^x.y.z`, `~x.y.z`, `>=x.y.z` and `x.y.z` are read (semver is no
 * dependency of the workspace root); any other form stops the run rather than test a guess.
 */
function lowestOf(name, range) {
  const match = /^(?:\^|~|>=)?\s*(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!match?.[1])
    throw new Error(`${name}@${range}: a peer range this script cannot read; write it as ^x.y.z`);
  return match[1];
}

/** Every peer of the published packages at the lowest version its range allows (the higher one where two declare it). */
function lowestPeers() {
  const lowest = {};
  for (const folder of ['sdk', 'ui-kit']) {
    const { peerDependencies = {} } = readJson(join(root, 'packages', folder, 'package.json'));
    for (const [name, range] of Object.entries(peerDependencies)) {
      const version = lowestOf(name, range);
      if (!lowest[name] || compareVersions(version, lowest[name]) > 0) lowest[name] = version;
    }
  }
  return lowest;
}

// Vitest before 4.1 runs only on Vite 6 and 7 (its own dependency range) and @vitejs/plugin-react 6 needs Vite 8, so
// a consumer on the lowest Vitest builds with the newest Vite 7 and the plugin-react that supports it.
const VITE_7_TOOLCHAIN = { vite: '7.3.8', '@vitejs/plugin-react': '5.2.0' };

/** The example's dependencies that are peers of sdk or ui-kit, each at the lowest version of its range. */
function lowestPins(manifest) {
  const lowest = lowestPeers();
  const pins = {};
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {})) if (lowest[name]) pins[name] = lowest[name];
  }
  if (pins.vitest && compareVersions(pins.vitest, '4.1.0') < 0) {
    for (const [name, version] of Object.entries(VITE_7_TOOLCHAIN))
      if (manifest.devDependencies?.[name]) pins[name] = version;
  }
  return pins;
}

async function main() {
  if (
    !values.built &&
    !(await check('consumers: build sdk and ui-kit', pnpm(), [
      '--filter',
      '@backoffice/sdk',
      '--filter',
      '@backoffice/ui-kit',
      'build',
    ]))
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
    !(await check(
      'consumers: changeset publish to the local registry',
      pnpm(),
      ['changeset', 'publish', '--no-git-tag'],
      { env: registryEnv },
    ))
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
  const nodeConsumer = async (name, dir) => {
    if (!(await install(name, dir))) return;
    const { status, stdout = '' } = await step(`${name}: tsc + node --test`, 'npm', ['test'], {
      cwd: dir,
      env: { API_URL: apiUrl },
    });
    const number = (word) => Number(stdout.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
    count(`${name}: tests`, number('pass'), number('fail') + (status !== 0 && number('fail') === 0 ? 1 : 0));
  };

  // React consumer: type check, production build, Vitest in happy-dom against the mock.
  const reactConsumer = async (name, dir) => {
    if (!(await install(name, dir))) return;
    await check(`${name}: tsc`, 'npm', ['run', 'typecheck'], { cwd: dir });
    await check(`${name}: vite build`, 'npm', ['run', 'build'], { cwd: dir });
    const report = join(dir, 'vitest.json');
    const { status } = await step(
      `${name}: vitest`,
      'npm',
      ['test', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: dir, env: { VITE_API_URL: apiUrl } },
    );
    if (!existsSync(report)) count(`${name}: vitest`, 0, 1);
    else {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      const failed = json.numFailedTests + (json.numFailedTestSuites ?? 0);
      count(`${name}: vitest`, json.numPassedTests, failed + (status !== 0 && failed === 0 ? 1 : 0));
    }
  };

  // Each consumer, and each again at the lowest peers, side by side: most of their time is npm installing, which
  // leaves the machine half idle one at a time.
  const runs = [];
  for (const [name, run] of [
    ['node-consumer', nodeConsumer],
    ['react-consumer', reactConsumer],
  ]) {
    runs.push(run(name, copyExample(name)));
    // The same consumer at the lowest peers the packages declare.
    const pins = lowestPins(readJson(join(root, 'examples', name, 'package.json')));
    if (Object.keys(pins).length === 0) {
      console.log(`\n${name} uses no peer of sdk or ui-kit: no run at the lowest peers`);
      continue;
    }
    const lowest = copyExample(name);
    const manifest = readJson(join(lowest, 'package.json'));
    for (const field of ['dependencies', 'devDependencies'])
      for (const peer of Object.keys(manifest[field] ?? {}))
        if (pins[peer]) manifest[field][peer] = pins[peer];
    writeFileSync(join(lowest, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const label = `${name} (lowest peers)`;
    console.log(
      `\n${label}: ${Object.entries(pins)
        .map(([peer, version]) => `${peer}@${version}`)
        .join(' ')}`,
    );
    runs.push(run(label, lowest));
  }
  await Promise.all(runs);
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
