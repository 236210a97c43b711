#!/usr/bin/env node
// The load rehearsal (issue 20), run by hand, not in `npm test`: the journeys as on a loaded CI machine and a slow
// phone at once. Other processes keep every core busy (busy Node workers, one per core by default), every page runs
// on a CPU throttled 4× through CDP (e2e/test.ts), and the journeys' timeouts are stretched: here a journey may be
// slow, but it must not fail. A journey that fails here depends on luck (a message caught in time, a quiet spell on
// the network, a negative check made too early) and fails some day in CI.
// The whole set runs several times in a row on one production build; each run reports its counts and time, and the
// script exits 1 when any journey failed in any run.
//   node scripts/rehearse-under-load.mjs [--runs 2] [--throttle 4] [--busy <cores>] [--timeout-scale 6] [-- <playwright args>]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pnpm } from '../../../scripts/toolchain.mjs';

const web = resolve(import.meta.dirname, '..');
const bin = (tool) => join(web, 'node_modules/.bin', tool);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '2' },
    throttle: { type: 'string', default: '4' },
    busy: { type: 'string', default: String(availableParallelism()) },
    'timeout-scale': { type: 'string', default: '6' },
  },
});

// The app's build prerenders #/login with the sdk and the ui-kit, so a fresh clone builds them first.
const packages = spawnSync(pnpm(), ['--filter', '@backoffice/web^...', 'build'], {
  cwd: web,
  stdio: 'inherit',
});
if (packages.status !== 0) process.exit(packages.status ?? 1);
const build = spawnSync(bin('vite'), ['build'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

// The load: processes that want a whole core each, at the journeys' own priority.
const busy = Array.from({ length: Number(values.busy) }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopLoad = () => {
  for (const worker of busy) worker.kill('SIGKILL');
};
process.once('SIGINT', () => {
  stopLoad();
  process.exit(130);
});

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const results = [];
try {
  for (let run = 1; run <= Number(values.runs); run++) {
    const report = join(tmpdir(), `backoffice-rehearsal-${process.pid}-${run}.json`);
    rmSync(join(web, 'e2e-logs/mock.log'), { force: true });
    const started = Date.now();
    console.log(
      `\n▶ run ${run}: ${busy.length} busy processes, CPU throttled ${values.throttle}×, timeouts ×${values['timeout-scale']}`,
    );
    const { status } = spawnSync(bin('playwright'), ['test', ...positionals], {
      cwd: web,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_CPU_THROTTLE: values.throttle,
        E2E_TIMEOUT_SCALE: values['timeout-scale'],
        E2E_JSON_REPORT: report,
      },
    });
    const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : undefined;
    rmSync(report, { force: true });
    const failed = stats ? stats.unexpected + stats.flaky + stats.skipped : 1;
    results.push({
      run,
      passed: stats?.expected ?? 0,
      failed: failed + (status !== 0 && failed === 0 ? 1 : 0),
      ms: Date.now() - started,
    });
  }
} finally {
  stopLoad();
}

console.log('\n──────── rehearsal under load ────────');
for (const { run, passed, failed, ms } of results)
  console.log(`run ${run}: ${passed} passed, ${failed} failed in ${minutes(ms)}`);
process.exit(results.every((result) => result.failed === 0) ? 0 : 1);
