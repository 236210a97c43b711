#!/usr/bin/env node
// Lighthouse (mobile preset, Debian Chromium) on #/login of the production build served by `vite preview`:
// performance and accessibility scores, TBT and LCP. A report, not a test. Goals: performance ≥ 0.90,
// accessibility ≥ 0.95.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const web = resolve(import.meta.dirname, '../../apps/web');
const results = resolve(import.meta.dirname, '../results');
const PORT = 4176;
mkdirSync(results, { recursive: true });
execFileSync('pnpm', ['exec', 'vite', 'build'], { cwd: web, stdio: 'ignore' });
const preview = spawn(
  'pnpm',
  ['exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
  {
    cwd: web,
    stdio: 'ignore',
    detached: true,
  },
);
try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const report = join(results, 'lighthouse-login.json');
  execFileSync(
    join(import.meta.dirname, '../node_modules/.bin/lighthouse'),
    [
      `http://127.0.0.1:${PORT}/#/login`,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'inherit' },
  );
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  const perf = categories.performance.score;
  const a11y = categories.accessibility.score;
  console.log(
    `#/login performance ${perf.toFixed(2)} (goal ≥ 0.90: ${perf >= 0.9 ? 'met' : 'missed'}), accessibility ${a11y.toFixed(2)} (goal ≥ 0.95: ${a11y >= 0.95 ? 'met' : 'missed'})`,
  );
  console.log(
    `TBT ${audits['total-blocking-time'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue}, FCP ${audits['first-contentful-paint'].displayValue}`,
  );
  const failing = Object.values(audits)
    .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  if (failing.length) console.log(`failing audits: ${failing.join(', ')}`);
} finally {
  process.kill(-preview.pid);
}
