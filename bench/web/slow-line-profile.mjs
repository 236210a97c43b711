#!/usr/bin/env node
// Where a list screen's time goes on the slow line (issue 26): one deep link, cold and then repeat, on the same line
// and CPU as slow-line.mjs, with the main thread sampled (DevTools' profiler, 0.5 ms) and React's commits recorded
// (a DevTools hook: when each commit landed and how many fibers it touched). The samples are mapped through the
// build's source maps to packages, so "react-dom", "antd/es/table" or "ui-kit/src/permission-table" read as such.
// A report for finding the next lever, not a test.
//   node web/slow-line-profile.mjs [--screen /purchase/order] [--dist <dir built with --sourcemap>] [--windows]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { viteBin } from './lighthouse-run.mjs';
import { firstRow, freshProfile, settle, storedSession, throttledPage, withMock } from './slow-line-page.mjs';
import { serveBuild } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    screen: { type: 'string', default: '/purchase/order' },
    dist: { type: 'string' },
    windows: { type: 'boolean', default: false },
  },
});
const web = resolve(import.meta.dirname, '../../apps/web');
const dist = resolve(web, values.dist ?? 'dist-profile');
if (!values.dist)
  execFileSync(viteBin, ['build', '--sourcemap', '--outDir', dist, '--emptyOutDir'], {
    cwd: web,
    stdio: 'ignore',
  });
if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}`);

// React's commits, through the hook React DevTools would install: when, and how many fibers changed.
const COMMIT_PROBE = () => {
  window.__commits = [];
  const changed = (fiber) => {
    let count = 0;
    for (let node = fiber; node; node = node.sibling) {
      const before = node.alternate;
      if (
        !before ||
        before.memoizedProps !== node.memoizedProps ||
        before.memoizedState !== node.memoizedState
      )
        count += 1;
      count += changed(node.child);
    }
    return count;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      window.__commits.push([Math.round(performance.now()), changed(root.current.child)]);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

const maps = new Map();
/** The package (or workspace folder) a sampled frame's code came from, through the chunk's source map. */
function sourceOf(callFrame) {
  const { url, lineNumber, columnNumber, functionName } = callFrame;
  if (!url.includes('/assets/')) return url ? url.replace(/^.*\//, '') : `(${functionName || 'native'})`;
  const file = url.replace(/^.*\/assets\//, 'assets/');
  if (!maps.has(file)) {
    const path = join(dist, `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(file);
  const position = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!position?.source) return file;
  const source = position.source
    .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^(\.\.\/)+/, '');
  // A workspace file by its folder (main/packages/ui-kit/src/list), antd by component, a scoped package by name.
  const depth = source.startsWith('main/') ? 5 : source.startsWith('@') || source.startsWith('antd/') ? 3 : 2;
  return source.split('/').slice(0, depth).join('/');
}

/** Self time per source, in ms, overall and per 250 ms window. */
function bySource(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const total = new Map();
  const windows = new Map();
  let at = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index];
    at += delta;
    const source = sourceOf(nodes.get(id).callFrame);
    total.set(source, (total.get(source) ?? 0) + delta / 1000);
    const window = Math.floor(at / 250_000) * 250;
    if (!windows.has(window)) windows.set(window, new Map());
    const inWindow = windows.get(window);
    inWindow.set(source, (inWindow.get(source) ?? 0) + delta / 1000);
  });
  return { total, windows };
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([source, ms]) => `${source} ${Math.round(ms)}`);

await withMock(async (mockOrigin) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const server = await serveBuild(dist, { port: 4584, mockOrigin, protocol: 'http1' });
  try {
    const storageState = await storedSession(browser, server.origin);
    const context = await freshProfile(browser, storageState);
    await context.addInitScript(COMMIT_PROBE);
    for (const visit of ['cold', 'repeat']) {
      const { page, cdp } = await throttledPage(context);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.origin}/#${values.screen}`, { waitUntil: 'commit' });
      const ms = await firstRow(page);
      const { profile } = await cdp.send('Profiler.stop');
      const commits = await page.evaluate(() => window.__commits.filter(([at]) => at <= window.__firstRow));
      const { total, windows } = bySource(profile);
      console.log(`\n== ${visit} ${values.screen}: first row at ${Math.round(ms)} ms`);
      console.log(
        `React commits before it (ms, fibers changed): ${commits.map(([at, n]) => `${at}:${n}`).join(' ')}`,
      );
      console.log(`main thread by source (ms of samples):\n  ${top(total, 25).join('\n  ')}`);
      if (values.windows)
        for (const [window, sources] of [...windows].sort((a, b) => a[0] - b[0]))
          console.log(`  ${String(window).padStart(5)} ms: ${top(sources, 4).join(', ')}`);
      await settle(page);
      await page.close();
    }
    await context.close();
  } finally {
    await server.close();
    await browser.close();
  }
});
