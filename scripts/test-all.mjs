#!/usr/bin/env node
// The one test command (README): every check and every test runner of the workspace, in a fixed order,
// ending with one line `N passed, N failed` that sums them all. A check (lint, type check, build, budget)
// counts as one test; a runner (Vitest, Playwright) counts its own tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ensureChromium, ensureInstalled, pnpm } from './toolchain.mjs';

const root = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'backoffice-tests-'));

/** Packages in dependency order; each runs the scripts it has, in this order. */
const packages = ['openapi', 'apps/mock', 'packages/sdk', 'packages/ui-kit', 'apps/web'];
// `lighthouse` (web) needs the build before it and Chromium: it runs after the budgets.
const checkScripts = [
  'lint',
  'check:generated',
  'typecheck',
  'check:package',
  'build',
  'budgets',
  'lighthouse',
];

const totals = { passed: 0, failed: 0 };
const failures = [];
/** What failed, by name, for the summary: a CI log cut to its tail still says which test, and why. */
const details = [];

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}\n  $ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (options.capture && result.stdout) process.stdout.write(result.stdout);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s, exit ${result.status})`);
  return result;
}

function count(label, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  if (failed > 0) failures.push(`${label}: ${failed} failed`);
}

function check(label, command, args, options) {
  const { status } = run(label, command, args, options);
  count(label, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

function vitest(pkgDir) {
  const report = join(outDir, `${pkgDir.replaceAll('/', '-')}-vitest.json`);
  const errorsReport = join(outDir, `${pkgDir.replaceAll('/', '-')}-vitest-errors.json`);
  const label = `${pkgDir}: vitest`;
  const { status } = run(
    label,
    pnpm.command,
    [
      ...pnpm.args,
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${join(root, 'scripts/vitest-errors-reporter.mjs')}`,
      `--outputFile.json=${report}`,
    ],
    { cwd: join(root, pkgDir), env: { VITEST_ERRORS_REPORT: errorsReport } },
  );
  if (!existsSync(report)) return count(label, 0, 1);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const { errors = [] } = existsSync(errorsReport) ? JSON.parse(readFileSync(errorsReport, 'utf8')) : {};
  const failedTests = json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(root, file.name)} › ${test.fullName}`),
  );
  // A file that failed with no failing test in it: it did not load, or a hook outside the tests threw.
  const failedFiles = json.testResults
    .filter((file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
    .map((file) => `${relative(root, file.name)}: ${String(file.message).split('\n')[0]}`);
  const failed =
    failedTests.length +
    failedFiles.length +
    (status !== 0 && failedTests.length + failedFiles.length === 0 ? 1 : 0);
  count(label, json.numPassedTests, failed);
  details.push(
    ...failedTests.map((test) => `${label}: ${test}`),
    ...failedFiles.map((file) => `${label}: ${file}`),
    ...errors.map((error) => `${label}: error outside a test: ${error}`),
  );
  if (status !== 0 && failedTests.length + failedFiles.length + errors.length === 0)
    details.push(`${label}: exited ${status} with no failing test (its output is above)`);
}

function playwright(pkgDir) {
  const label = `${pkgDir}: playwright`;
  const { status, stdout = '' } = run(label, pnpm.command, [...pnpm.args, 'run', 'e2e'], {
    cwd: join(root, pkgDir),
    capture: true,
  });
  const number = (word) => Number(stdout.match(new RegExp(`^\\s*(\\d+) ${word}\\b`, 'm'))?.[1] ?? 0);
  const passed = number('passed');
  const failed =
    number('failed') +
    number('flaky') +
    number('did not run') +
    (status !== 0 && number('failed') === 0 ? 1 : 0);
  count(label, passed, failed);
  // The list reporter marks a failed journey `✘  12 [project] › file:line › title (5.0s)`, once per attempt.
  const failedJourneys = [
    ...stdout.matchAll(/^\s*✘\s+\d+\s+(.*?)(?: \(retry #\d+\))?(?: \([\d.]+(?:ms|s|m)\))?$/gmu),
  ];
  details.push(...new Set(failedJourneys.map(([, journey]) => `${label}: ${journey}`)));
}

/** The consumers of examples/ (scripts/test-consumers.mjs): published to a local registry, installed with npm. */
function consumers() {
  const report = join(outDir, 'consumers.json');
  const label = 'examples: consumers';
  const { status } = run(label, process.execPath, [
    join(root, 'scripts/test-consumers.mjs'),
    '--report',
    report,
  ]);
  if (!existsSync(report)) return count(label, 0, 1);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.passed;
  totals.failed += result.failed;
  failures.push(...result.failures);
  if (status !== 0 && result.failed === 0) count(label, 0, 1);
}

ensureInstalled(root);
check('biome: lint and format', pnpm.command, [...pnpm.args, 'exec', 'biome', 'ci', '.']);
for (const pkgDir of packages) {
  const { scripts = {} } = JSON.parse(readFileSync(join(root, pkgDir, 'package.json'), 'utf8'));
  for (const name of checkScripts) {
    // check:package builds the package itself
    if (name === 'build' && scripts['check:package']) continue;
    if (name === 'lighthouse' && scripts[name]) ensureChromium();
    if (scripts[name])
      check(`${pkgDir}: ${name}`, pnpm.command, [...pnpm.args, 'run', name], { cwd: join(root, pkgDir) });
  }
  if (scripts.test?.includes('vitest')) vitest(pkgDir);
  if (scripts.e2e) {
    ensureChromium();
    playwright(pkgDir);
  }
}

consumers();

console.log('\n──────── summary ────────');
for (const detail of details.slice(0, 20)) console.log(`  ${detail}`);
if (details.length > 20) console.log(`  … and ${details.length - 20} more (above)`);
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
