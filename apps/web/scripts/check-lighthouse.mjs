#!/usr/bin/env node
// The regression floor of `npm test` (issue 12): Lighthouse 12's mobile preset on #/login of the production build
// (run `vite build` first) reaches performance 0.90 in at least one of 3 runs. Best of 3 because the machine is
// shared: one slow run must not fail CI, a real regression fails all three. The goal itself (0.95, LCP ≤ 2.0 s) is
// reported by bench/web/lighthouse.mjs as a median of 5.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatRun, lighthouse, withPreview } from './lighthouse-run.mjs';

const FLOOR = 0.9;
const RUNS = 3;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4177);
const dist = resolve(import.meta.dirname, '../dist/index.html');
if (!existsSync(dist)) {
  console.error(`✗ no production build at ${dist}: run \`vite build\` first`);
  process.exit(1);
}

const best = await withPreview(PORT, async (origin) => {
  let top;
  for (let run = 1; run <= RUNS; run++) {
    const result = lighthouse(`${origin}/#/login`, {
      preset: 'mobile',
      reportPath: join(tmpdir(), `backoffice-lighthouse-floor-${run}.json`),
    });
    console.log(`  run ${run}: ${formatRun(result)}`);
    if (!top || result.performance > top.performance) top = result;
    if (top.performance >= FLOOR) break;
  }
  return top;
});
const ok = best.performance >= FLOOR;
console.log(
  `${ok ? '✓' : '✗'} #/login mobile performance ${best.performance.toFixed(2)}, best of up to ${RUNS} (floor ${FLOOR})`,
);
process.exit(ok ? 0 : 1);
