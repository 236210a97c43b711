#!/usr/bin/env node
// The one test command (README): every check and every test runner of the workspace, in a fixed order,
// ending with one line `N passed, N failed` that sums them all. A check (lint, type check, build, budget)
// counts as one test; a runner (Vitest, Playwright) counts its own tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensureInstalled, pnpm } from './toolchain.mjs';

const root = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'backoffice-tests-'));
const suiteStarted = Date.now();

/** Packages in dependency order; each runs the scripts it has, in this order. */
const packages = ['openapi', 'apps/mock', 'packages/sdk', 'packages/ui-kit', 'apps/web'];
const checkScripts = ['lint', 'check:generated', 'typecheck', 'check:package', 'build', 'budgets'];

const totals = { passed: 0, failed: 0 };
const failures = [];
/** What failed, by name, for the summary: a CI log cut to its tail still says which test, and why. */
const details = [];
/** How long each step took, for the summary: growth shows where it happens. */
const timings = [];
/** The slowest journeys of the Playwright runs, for the summary. */
const slowJourneys = [];

/** Runs one step, its output shown as it comes; with `capture`, shown once it ends and kept in `result.stdout`. */
function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}\n  $ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: options.capture ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...options.env },
  });
  if (options.capture) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  const seconds = (Date.now() - started) / 1000;
  timings.push({ label, seconds });
  console.log(`  (${seconds.toFixed(1)} s, exit ${result.status})`);
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

/** A package's node:test suite (its `test:node` script, TAP on stdout): each test counts. */
function nodeTests(pkgDir) {
  const label = `${pkgDir}: node --test`;
  const result = run(label, pnpm(), ['run', '--silent', 'test:node'], {
    cwd: join(root, pkgDir),
    capture: true,
  });
  const tally = (name) =>
    Number((result.stdout ?? '').match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = tally('pass');
  const failed = tally('fail');
  // a run that ended without a tally (a crash, a build step that failed) is one failure
  if (passed + failed === 0 || (result.status !== 0 && failed === 0)) return count(label, passed, failed + 1);
  for (const [, name] of (result.stdout ?? '').matchAll(/^\s*not ok \d+ - (.+)$/gm))
    details.push(`${label}: failed: ${name}`);
  count(label, passed, failed);
}

function vitest(pkgDir) {
  const report = join(outDir, `${pkgDir.replaceAll('/', '-')}-vitest.json`);
  const errorsReport = join(outDir, `${pkgDir.replaceAll('/', '-')}-vitest-errors.json`);
  const label = `${pkgDir}: vitest`;
  const { status } = run(
    label,
    pnpm(),
    [
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
      .map((test) => {
        const why = plain(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 400);
        return `${relative(root, file.name)} › ${test.fullName}${why ? `\n      ${why}` : ''}`;
      }),
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

/** Playwright's messages carry colour codes: cut out for a plain log. */
const plain = (text) => stripVTControlCharacters(String(text));

/**
 * Why a journey failed, in one line for the summary: the first lines of its error and the line of the journey
 * that threw (a CI log cut to its tail keeps the summary, not the list reporter's account above it).
 */
function whyItFailed(errors) {
  const [first] = errors;
  if (!first) return '';
  const message = plain(first.message ?? first.value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ⏎ ');
  const where = first.location ? ` (at ${relative(root, first.location.file)}:${first.location.line})` : '';
  return `${message.slice(0, 400)}${where}`;
}

/** Every test of a Playwright JSON report, with its file, line, title path and the time of its last attempt. */
function journeysOf(suite, titles = []) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`,
        status: test.status,
        seconds: (test.results.at(-1)?.duration ?? 0) / 1000,
        why: whyItFailed(test.results.at(-1)?.errors ?? []),
      })),
    ),
    ...(suite.suites ?? []).flatMap((inner) => journeysOf(inner, here)),
  ];
}

function playwright(pkgDir, scripts) {
  const label = `${pkgDir}: playwright`;
  const report = join(outDir, `${pkgDir.replaceAll('/', '-')}-playwright.json`);
  // The list reporter prints as it goes; the JSON one (playwright.config.ts, E2E_JSON_REPORT) is what is counted.
  // The package's build check has just built what the journeys serve: `e2e:built` does not build it again.
  const { status } = run(label, pnpm(), ['run', scripts['e2e:built'] ? 'e2e:built' : 'e2e'], {
    cwd: join(root, pkgDir),
    env: { E2E_JSON_REPORT: report },
  });
  if (!existsSync(report)) {
    details.push(`${label}: exited ${status} without a report (its output is above)`);
    return count(label, 0, 1);
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const journeys = (json.suites ?? []).flatMap((suite) => journeysOf(suite));
  // Flaky (passed on a retry) and skipped (did not run) are failures too: a journey passes once, or it does not.
  const failed = journeys.filter((journey) => journey.status !== 'expected');
  const errors = json.errors ?? [];
  count(
    label,
    journeys.length - failed.length,
    failed.length + errors.length + (status !== 0 && failed.length + errors.length === 0 ? 1 : 0),
  );
  details.push(
    ...failed.map(
      (journey) =>
        `${label}: ${journey.status === 'unexpected' ? 'failed' : journey.status}: ${journey.name}${journey.why ? `\n      ${journey.why}` : ''}`,
    ),
    ...errors.map((error) => `${label}: error outside a journey: ${String(error.message).split('\n')[0]}`),
  );
  slowJourneys.push(...journeys);
}

/** The consumers of examples/ (scripts/test-consumers.mjs): published to a local registry, installed with npm. */
function consumers() {
  const report = join(outDir, 'consumers.json');
  const label = 'examples: consumers';
  const { status } = run(label, process.execPath, [
    join(root, 'scripts/test-consumers.mjs'),
    '--report',
    report,
    // sdk's and ui-kit's check:package built both above
    '--built',
  ]);
  if (!existsSync(report)) return count(label, 0, 1);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.passed;
  totals.failed += result.failed;
  failures.push(...result.failures);
  if (status !== 0 && result.failed === 0) count(label, 0, 1);
}

ensureInstalled(root);
check('biome: lint and format', pnpm(), ['exec', 'biome', 'ci', '.']);
for (const pkgDir of packages) {
  const { scripts = {} } = JSON.parse(readFileSync(join(root, pkgDir, 'package.json'), 'utf8'));
  for (const name of checkScripts) {
    // check:package builds the package itself
    if (name === 'build' && scripts['check:package']) continue;
    if (scripts[name]) check(`${pkgDir}: ${name}`, pnpm(), ['run', name], { cwd: join(root, pkgDir) });
  }
  if (scripts.test?.includes('vitest')) vitest(pkgDir);
  if (scripts['test:node']) nodeTests(pkgDir);
  if (scripts.e2e) {
    ensureChromium();
    playwright(pkgDir, scripts);
  }
}

consumers();

console.log('\n──────── summary ────────');
console.log('The ten slowest journeys:');
for (const { name, seconds } of slowJourneys.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log('Each step:');
for (const { label, seconds } of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${label}`);
console.log(`  ${((Date.now() - suiteStarted) / 1000).toFixed(1).padStart(6)} s  in all`);
for (const detail of details.slice(0, 20)) console.log(`  ${detail}`);
if (details.length > 20) console.log(`  … and ${details.length - 20} more (above)`);
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
