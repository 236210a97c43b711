#!/usr/bin/env node
// Per-call overhead of the sdk against bare fetch in Chromium (Debian's, headless), where the browser apps that
// install the sdk run it: the sdk's runtime entry bundled and minified for the browser as an app ships it
// (`import.meta.env.DEV` false), served with a bench page and the envelope endpoint by one loopback server, so
// every call is a same-origin fetch from the page. Variants and rounds as in overhead.mjs (rounds.mjs), with
// more rounds: a browser's fetch varies more from call to call. Build the sdk first
// (`pnpm --filter @backoffice/sdk build`). `measureBrowserOverhead()` is also run by compare.mjs.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { bundleForBrowser } from './browser-bundle.mjs';
import { ENVELOPE, reportLines } from './rounds.mjs';

/** Rounds per variant (overhead.mjs runs 25 in Node). */
const ROUNDS = 41;

const page = `
import { createApiClient } from '@backoffice/sdk';
import { medianRoundTimes, withTimeout } from './rounds.mjs';
const url = '/api/auth/currentUser';
const headers = { Authorization: 'Bearer bench', 'X-Requested-With': 'XMLHttpRequest' };
const api = createApiClient({ auth: 'Bearer bench' });
window.runBench = () => medianRoundTimes({
  bare: async () => (await (await fetch(url, { headers })).json()).data,
  'bare + timeout': () => withTimeout(async (signal) => (await (await fetch(url, { headers, signal })).json()).data),
  sdk: () => api.GET(url),
}, { rounds: ${ROUNDS} });`;

/**
 * Runs the bench page in headless Chromium: `{ browser: 'Chromium <version>', rounds, callsPerRound, medians }`
 * with the median round time in ms of `bare`, `bare + timeout` and `sdk`.
 */
export async function measureBrowserOverhead() {
  const bundle = await bundleForBrowser(page, import.meta.dirname);
  const files = {
    '/': [
      'text/html',
      '<!doctype html><meta charset="utf-8"><script type="module" src="/bench.js"></script>',
    ],
    '/bench.js': ['text/javascript', bundle.text],
    '/api/auth/currentUser': ['application/json', ENVELOPE],
  };
  const server = createServer((request, response) => {
    const [type, body] = files[request.url] ?? ['text/plain', 'not found'];
    response.writeHead(files[request.url] ? 200 : 404, { 'content-type': `${type}; charset=utf-8` });
    response.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${server.address().port}/`);
    await tab.waitForFunction(() => typeof window.runBench === 'function');
    const result = await tab.evaluate(() => window.runBench());
    return { browser: `Chromium ${browser.version()}`, rounds: ROUNDS, ...result };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { browser, rounds, ...result } = await measureBrowserOverhead();
  console.log(browser);
  for (const line of reportLines(result)) console.log(line);
}
