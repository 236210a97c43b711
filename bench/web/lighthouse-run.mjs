// Lighthouse 12 on the production build served by `vite preview` (gzip, with the mock proxy), in Debian's
// Chromium through chrome-launcher's CHROME_PATH: the runs behind bench/web/lighthouse.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const web = resolve(import.meta.dirname, '../../apps/web');
const lighthouseBin = resolve(import.meta.dirname, '../node_modules/.bin/lighthouse');
/** The web app's own Vite, called directly: no package manager needed to build or serve. */
export const viteBin = join(web, 'node_modules/.bin/vite');

/** Serves `dist/` (or another build, `outDir`) with `vite preview` on 127.0.0.1:`port` while `work` runs. */
export async function withPreview(port, work, { outDir } = {}) {
  const preview = spawn(
    viteBin,
    [
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      ...(outDir ? ['--outDir', outDir] : []),
    ],
    { cwd: web, stdio: 'ignore', detached: true },
  );
  // A run stopped by hand must not leave the server holding its port.
  const stop = () => {
    process.kill(-preview.pid);
    process.exit(130);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    let up = false;
    for (let i = 0; i < 150 && !up; i++) {
      up = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((done) => setTimeout(done, 200));
    }
    if (!up) throw new Error(`vite preview did not answer on port ${port} within 30 s`);
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
    process.kill(-preview.pid);
  }
}

/**
 * One Lighthouse run of `url` with the mobile preset (Lighthouse's default: simulated slow 4G and a 4× slower
 * CPU) or the desktop one. Returns the scores (0–1) and the timings in ms.
 */
export function lighthouse(url, { preset = 'mobile', reportPath }) {
  mkdirSync(resolve(reportPath, '..'), { recursive: true });
  execFileSync(
    lighthouseBin,
    [
      url,
      '--only-categories=performance,accessibility',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      '--output=json',
      `--output-path=${reportPath}`,
      '--quiet',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const { categories, audits, runtimeError } = JSON.parse(readFileSync(reportPath, 'utf8'));
  if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    // Not in the score since Lighthouse 10, reported so that painting first is not bought with a later start.
    ttiMs: audits.interactive.numericValue,
    failing: Object.values(audits)
      .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** The median of each figure over several runs (the runs' own order is kept for the report). */
export function medianOf(runs) {
  const median = (key) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    fcpMs: median('fcpMs'),
    ttiMs: median('ttiMs'),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export const formatRun = ({ performance, accessibility, lcpMs, tbtMs, fcpMs, ttiMs }) =>
  `performance ${performance.toFixed(2)}, LCP ${seconds(lcpMs)}, TBT ${Math.round(tbtMs)} ms, ` +
  `FCP ${seconds(fcpMs)}, TTI ${seconds(ttiMs)}, accessibility ${accessibility.toFixed(2)}`;
