#!/usr/bin/env node
// A list screen on a slow line and a phone-class CPU (issue 26): the production build served as production serves
// it (static-server.mjs: gzip, over TLS the build's brotli copies, immutable hashed assets, the API's JSON gzip
// too), a stored session, Chromium with 150 ms round trip, 1.6 Mbps down / 750 kbps up and the CPU throttled 4×
// (DevTools' emulation, as Lighthouse's "devtools" throttling), a deep link to each list screen of the route table;
// from navigation to the first table row, the median of --runs. Cold: a new browser profile (empty cache). Repeat:
// the same profile again, the assets cached as the server told it, and the cold visit left to settle first (as a
// user stays on the screen: the dictionaries and the table's widths it leaves behind are what the repeat visit
// finds). Over HTTP/1.1 (six connections: the harder case) and HTTP/2 beside it.
// Also: requests and JavaScript bytes (as sent: gzip over HTTP/1.1, brotli over HTTP/2) before the first row. A
// report, not a test.
// Goals (issue 26): cold ≤ 4.0 s over HTTP/1.1, repeat ≤ 1.5 s, ≤ 30 requests before the first row.
//   node web/slow-line.mjs [--runs 3] [--screens /purchase/order,/warehouse/inventory] [--no-build] [--dist <dir>]
//                          [--protocols http1,http2] [--repeat] [--json <file>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { viteBin } from './lighthouse-run.mjs';
import {
  firstRow,
  freshProfile,
  median,
  settle,
  slowLineBrowser,
  storedSession,
  throttledPage,
  withMock,
} from './slow-line-page.mjs';
import { serveBuild } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    screens: { type: 'string' },
    protocols: { type: 'string', default: 'http1,http2' },
    'no-build': { type: 'boolean', default: false },
    'no-repeat': { type: 'boolean', default: false },
    dist: { type: 'string' },
    json: { type: 'string' },
  },
});
const web = resolve(import.meta.dirname, '../../apps/web');
const dist = resolve(web, values.dist ?? 'dist');
const runs = Number(values.runs);
const PORTS = { http1: 4582, http2: 4583 };

/** The list screens of the route table (apps/web/src/app/routes.tsx), read by bundling the table alone. */
async function listScreens() {
  const { outputFiles } = await build({
    entryPoints: [join(web, 'src/app/routes.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [
      {
        name: 'screens-stay-lazy',
        setup(b) {
          b.onResolve({ filter: /features\// }, (args) => ({ path: args.path, external: true }));
          b.onResolve({ filter: /^(react|@ant-design\/icons)/ }, () => ({
            path: 'data:text/javascript,export default null; export const jsx = () => null; export const jsxs = () => null; export const Fragment = null;',
            external: true,
          }));
        },
      },
    ],
  });
  const folder = mkdtempSync(join(import.meta.dirname, '.routes-'));
  try {
    const file = join(folder, 'routes.mjs');
    writeFileSync(file, outputFiles[0].text);
    const { screenRoutes } = await import(file);
    return screenRoutes()
      .filter((screen) => screen.kind === 'list')
      .map(({ path, label }) => ({ path, label }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One visit: navigation to the first row, with the requests and JS bytes before it. */
async function visit(context, url) {
  const { page } = await throttledPage(context);
  await page.goto(url, { waitUntil: 'commit' });
  await firstRow(page);
  const result = await page.evaluate(() => {
    const firstRow = window.__firstRow;
    const before = performance.getEntriesByType('resource').filter((entry) => entry.startTime < firstRow);
    const js = before.filter((entry) => /\.js(\?|$)/.test(entry.name));
    return {
      ms: firstRow,
      requests: before.length + 1,
      fromNetwork: before.filter((entry) => entry.transferSize > 0).length + 1,
      jsBytes: js.reduce((sum, entry) => sum + entry.transferSize, 0),
      jsFiles: js.length,
      api: before
        .filter((entry) => entry.name.includes('/api/'))
        .map(
          (entry) =>
            `${new URL(entry.name).pathname.replace('/api/', '')} ${Math.round(entry.startTime)}→${Math.round(entry.responseEnd)}`,
        ),
      lastJs: Math.round(Math.max(...js.map((entry) => entry.responseEnd))),
    };
  });
  await settle(page);
  await page.close();
  return result;
}

if (!values['no-build'] && !values.dist) execFileSync(viteBin, ['build'], { cwd: web, stdio: 'ignore' });
const screens = (await listScreens()).filter(
  (screen) => !values.screens || values.screens.split(',').includes(screen.path),
);
const protocols = values.protocols.split(',');
const repeat = !values['no-repeat'];
const rows = [];
await withMock(async (mockOrigin) => {
  const { browser, certificate } = await slowLineBrowser();
  try {
    for (const protocol of protocols) {
      const server = await serveBuild(dist, { port: PORTS[protocol], mockOrigin, protocol, certificate });
      const storageState = await storedSession(browser, server.origin);
      for (const screen of screens) {
        const cold = [];
        const warm = [];
        for (let i = 0; i < runs; i++) {
          // A fresh profile each cold run; its second visit is the repeat visit.
          const context = await freshProfile(browser, storageState);
          cold.push(await visit(context, `${server.origin}/#${screen.path}`));
          if (repeat) warm.push(await visit(context, `${server.origin}/#${screen.path}`));
          await context.close();
        }
        const pick = (visits) => visits.find((v) => v.ms === median(visits.map((x) => x.ms)));
        const row = {
          protocol,
          path: screen.path,
          label: screen.label,
          cold: pick(cold),
          repeat: repeat ? pick(warm) : undefined,
        };
        rows.push(row);
        console.log(
          `${protocol} ${screen.label} ${screen.path}: cold ${(row.cold.ms / 1000).toFixed(2)} s, ${row.cold.requests} requests, ` +
            `${(row.cold.jsBytes / 1024).toFixed(0)} KB JS in ${row.cold.jsFiles} files` +
            (repeat
              ? `; repeat ${(row.repeat.ms / 1000).toFixed(2)} s (${row.repeat.fromNetwork} from the network)`
              : ''),
        );
      }
      await server.close();
    }
  } finally {
    await browser.close();
  }
});

const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `\n| screen | ${protocols.map((p) => `${p} cold`).join(' | ')} | requests | JS KB | ${repeat ? `${protocols.map((p) => `${p} repeat`).join(' | ')} |` : ''}`,
);
console.log(
  `|---|${protocols.map(() => '---').join('|')}|---|---|${repeat ? `${protocols.map(() => '---').join('|')}|` : ''}`,
);
for (const screen of screens) {
  const of = (p) => rows.find((r) => r.protocol === p && r.path === screen.path);
  const first = of(protocols[0]);
  console.log(
    `| ${screen.label} \`${screen.path}\` | ${protocols.map((p) => `${seconds(of(p).cold.ms)} s`).join(' | ')} | ${first.cold.requests} | ${(first.cold.jsBytes / 1024).toFixed(0)} |` +
      (repeat ? ` ${protocols.map((p) => `${seconds(of(p).repeat.ms)} s`).join(' | ')} |` : ''),
  );
}
if (process.env.SLOW_LINE_DEBUG) console.log(JSON.stringify(rows, null, 1));
if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));
