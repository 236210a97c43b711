#!/usr/bin/env node
// @ts-check
// `pnpm mock` — the mock in memory mode: what you write is remembered (per sandbox; `--state <file>` keeps it across
// restarts), behind Prism as a validating proxy. `--examples` — Prism answering the contract's named examples
// (--dynamic to generate from schemas; --errors to turn examples that break their schema into 500s).
// `pnpm mock:proxy <upstream>` — Prism as a validating proxy in front of a real backend, reporting every contract
// violation. `--log-file <path>` tees Prism's output.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer as createProbe } from 'node:net';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDocs } from './docs.js';
import { createExampleRouter, RESET_PATH } from './example-router.js';
import { exampleRules } from './example-rules.js';
import { startMockServer } from './server.js';
import { ensureBundledSpec } from './spec.js';

const HEALTH_TIMEOUT_MS = 60_000;
const require = createRequire(import.meta.url);
const prismBin = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    proxy: { type: 'boolean', default: false },
    examples: { type: 'boolean', default: false },
    state: { type: 'string' },
    dynamic: { type: 'boolean', default: false },
    errors: { type: 'boolean', default: false },
    'log-file': { type: 'string' },
    port: { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
const host = '127.0.0.1';
const spec = ensureBundledSpec();
const upstream = positionals[0];
if (values.proxy && !upstream) {
  console.error('Usage: pnpm mock:proxy <upstream URL>, e.g. pnpm mock:proxy http://127.0.0.1:8080');
  process.exit(2);
}

if (values.proxy || values.examples || values.dynamic) await startPrismProcess();
else await startMemoryMode(); // its servers keep the process alive; Ctrl-C ends it

/** Memory mode, in this process: the router, Prism for the examples, Prism as a proxy, the stateful upstream. */
async function startMemoryMode() {
  const logFile = values['log-file'] ? openLog(values['log-file']) : undefined;
  const mock = await startMockServer({
    mode: 'memory',
    port,
    statePath: values.state,
    docs: ensureDocs,
    onLog: (line) => {
      logFile?.write(`${line}\n`);
      const { msg = '' } = JSON.parse(line);
      if (/Violation|VIOLATIONS|no document had/.test(String(msg))) console.log(String(msg));
    },
  }).catch((error) => {
    console.error(`✗ The mock cannot start on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => mock.close().then(() => process.exit(0)));
  console.log(`\n✓ Mock API on ${mock.url}, memory mode: what you create, change and delete is remembered
  ${values.state ? `State kept in ${values.state} across restarts.` : 'State lives until the mock stops (--state <file> keeps it).'}
  Sandboxes: the x-mock-sandbox header or the mock-sandbox cookie names one (default: one shared sandbox).
  Reset a sandbox to the contract's examples: POST ${mock.url}${RESET_PATH}
  Force a scenario with the Prefer header (or ?__code=&__example=), answered from the examples:
    Prefer: code=401, example=unauthorized     Prefer: code=403, example=forbidden
    Prefer: code=500, example=serverError      Prefer: example=businessError
  The contract's examples only: --examples. The API reference: ${mock.url}/docs\n`);
}

/** @param {string} path */
function openLog(path) {
  mkdirSync(dirname(path), { recursive: true });
  return createWriteStream(path, { flags: 'a' });
}

/** Example mode (Prism answering the named examples, behind the x-when router) or `--proxy`: Prism as a process. */
async function startPrismProcess() {
  /** A free loopback port for Prism behind the example router. @returns {Promise<number>} */
  const freePort = () =>
    new Promise((done, fail) => {
      const probe = createProbe().listen(0, host, () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
      probe.on('error', fail);
    });
  // As a mock, Prism listens inside and the example router (x-when rules of the contract) faces the app.
  const prismPort = values.proxy ? port : await freePort();

  const args = values.proxy
    ? [prismBin, 'proxy', spec, /** @type {string} */ (upstream), '--errors', '-p', String(port), '-h', host]
    : [
        prismBin,
        'mock',
        spec,
        '-p',
        String(prismPort),
        '-h',
        host,
        ...(values.dynamic ? ['--dynamic'] : []),
        ...(values.errors ? ['--errors'] : []),
      ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const logPath = values['log-file'];
  if (logPath) mkdirSync(dirname(logPath), { recursive: true });
  const logFile = logPath ? createWriteStream(logPath, { flags: 'a' }) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      logFile?.write(chunk);
      const text = String(chunk);
      // Prism lists every route at start; keep the console to what a developer acts on.
      for (const line of text.split('\n')) {
        if (/Violation|error|fatal|listening/i.test(line)) process.stdout.write(`${line}\n`);
      }
    });
  }
  child.on('exit', (code, signal) => {
    logFile?.end();
    process.exit(code ?? (signal ? 0 : 1));
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => child.kill(signal));

  if (!values.proxy) {
    const rules = exampleRules(JSON.parse(readFileSync(spec, 'utf8')));
    const router = createExampleRouter({ rules, target: { host, port: prismPort }, docs: ensureDocs });
    router.on('error', (error) => {
      console.error(`✗ The mock cannot listen on ${host}:${port}: ${error.message}`);
      child.kill('SIGTERM');
      process.exit(1);
    });
    router.listen(port, host);
  }

  const base = `http://${host}:${port}`;
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > HEALTH_TIMEOUT_MS) {
      console.error(`✗ Prism did not answer ${base}/health within ${HEALTH_TIMEOUT_MS / 1000} s.`);
      child.kill('SIGTERM');
      process.exit(1);
    }
    await new Promise((done) => setTimeout(done, 250));
  }

  console.log(
    values.proxy
      ? `\n✓ Validating proxy on ${base} → ${upstream}; contract violations are printed here.\n`
      : `\n✓ Mock API on ${base} (spec: ${spec})
    Force a scenario on any request with the Prefer header (or ?__code=&__example=):
      Prefer: code=401, example=unauthorized     Prefer: code=403, example=forbidden
      Prefer: code=500, example=serverError      Prefer: example=businessError
      Prefer: example=restricted (menus)         Prefer: example=empty
    Without an Authorization header every call but /health and login answers 401.
    The API reference (offline, built by \`pnpm run docs\`): ${base}/docs
    Examples marked x-when in the contract answer the requests they describe (e.g. queryType, allocated).\n`,
  );
}
