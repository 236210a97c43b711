#!/usr/bin/env node
// The sdk side by side with the clients an app could use instead, in one run (DESIGN.md §5 "Budgets for the
// sdk", issue 21): `pnpm run sdk:compare` in bench/ (build the sdk first: `pnpm --filter @backoffice/sdk build`).
// Prints three markdown tables and the goals' verdicts; ratios of medians, never a pass/fail on absolute times.
// A benchmark, not a test: it is not part of npm test.
//
// 1. Node, per call: every client makes the same call to one loopback server answering the envelope (as
//    overhead.mjs does): GET with the auth header, parse the JSON, return `data`, with the spec's 60 s timeout
//    made the client's own way: the sdk (its built-in timeout), openapi-fetch with a 60 s AbortSignal (one
//    AbortController, one timer, as the sdk makes it), ky with `timeout: 60000` and `retry: 0` (ky retries a
//    failed GET twice by default; nothing fails here, but retry off is the call an app would compare), axios
//    with `timeout: 60000` on its Node http adapter and on its fetch adapter, and bare fetch + the same signal
//    as the floor. Interleaved rounds (rounds.mjs); ratios to openapi-fetch + timeout and to the sdk.
//    Goals: sdk ≤ 1.05× openapi-fetch + timeout; sdk faster than ky and axios.
// 2. Chromium, per call: the sdk against bare fetch, as overhead-browser.mjs measures it. Goal: ≤ 1.10× bare.
// 3. Sizes: one browser module per client doing the same call, each bundled as the sdk's own size check
//    bundles the sdk (packages/sdk/scripts/browser-size.mjs: esbuild, minified, ESM, DEV false, UTF-8, code
//    splitting), gzip level 9 of what loads before the first call; a lazy chunk is reported apart. The sdk's
//    bytes carry the spec's HTTP rules (auth, XSRF, timeout, notices, envelope, 401, downloads); the others are
//    a transport only. Goal: the sdk's entry (dist/index.js, all of it) ≤ 7.5 KB gzip.
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createApiClient } from '@backoffice/sdk';
import axios from 'axios';
import ky from 'ky';
import createClient from 'openapi-fetch';
import { BUDGETS_KB, measureBrowserLoad, measureSdk } from '../../packages/sdk/scripts/browser-size.mjs';
import { measureBrowserOverhead } from './overhead-browser.mjs';
import { ENVELOPE, medianRoundTimes, withTimeout } from './rounds.mjs';

const PATH = '/api/auth/currentUser';
const NODE_ROUNDS = 31;
const headers = { Authorization: 'Bearer bench', 'X-Requested-With': 'XMLHttpRequest' };
const x = (ratio) => `${ratio.toFixed(3)}×`;
const µs = ({ callsPerRound, medians }, name) => ((medians[name] / callsPerRound) * 1000).toFixed(0);
// `align`: one letter per column, l or r
const table = (head, align, rows) =>
  [`| ${head.join(' | ')} |`, `|${[...align].map((a) => (a === 'r' ? ' ---: ' : ' --- ')).join('|')}|`]
    .concat(rows.map((row) => `| ${row.join(' | ')} |`))
    .join('\n');
const verdicts = [];
const goal = (text, held) => verdicts.push(`- ${text}: **${held ? 'holds' : 'does not hold'}**`);

// a loaded machine moves the ratios too: say how loaded it was
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`Machine: ${cpus().length} CPUs, load average ${load()} at the start.\n`);

// 1. Node
const server = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(ENVELOPE);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;
const url = `${base}${PATH}`;
const api = createApiClient({ baseUrl: base, auth: 'Bearer bench' });
const openapiFetch = createClient({ baseUrl: base, headers });
const kyClient = ky.create({ prefixUrl: base, headers, timeout: 60_000, retry: 0 });
const axiosHttp = axios.create({ baseURL: base, headers, timeout: 60_000, adapter: 'http' });
const axiosFetch = axios.create({ baseURL: base, headers, timeout: 60_000, adapter: 'fetch' });
const node = await medianRoundTimes(
  {
    sdk: () => api.GET(PATH),
    'openapi-fetch + timeout': () =>
      withTimeout(async (signal) => (await openapiFetch.GET(PATH, { signal })).data.data),
    'ky (timeout, retry 0)': async () => (await kyClient.get(PATH.slice(1)).json()).data,
    'axios, http adapter': async () => (await axiosHttp.get(PATH)).data.data,
    'axios, fetch adapter': async () => (await axiosFetch.get(PATH)).data.data,
    'bare fetch + timeout': () =>
      withTimeout(async (signal) => (await (await fetch(url, { headers, signal })).json()).data),
  },
  { rounds: NODE_ROUNDS },
);
server.close();
/** A heading and a table of µs per call with each variant's ratio to each of `baselines`. */
function printRatios(heading, columns, measured, baselines) {
  console.log(heading);
  console.log(
    table(
      columns,
      'lrrr',
      Object.keys(measured.medians).map((name) => [
        name,
        µs(measured, name),
        ...baselines.map((base) => x(measured.medians[name] / measured.medians[base])),
      ]),
    ),
  );
}

const nodeRatio = (a, b) => node.medians[a] / node.medians[b];
printRatios(
  `## Node ${process.versions.node}, per call (median of ${NODE_ROUNDS} interleaved rounds × ${node.callsPerRound} calls)\n`,
  ['client (60 s timeout each)', 'µs/call', '× openapi-fetch + timeout', '× sdk'],
  node,
  ['openapi-fetch + timeout', 'sdk'],
);
const sdkToOpenapi = nodeRatio('sdk', 'openapi-fetch + timeout');
goal(`Node: sdk ≤ 1.05× openapi-fetch + timeout (${x(sdkToOpenapi)})`, sdkToOpenapi <= 1.05);
for (const other of ['ky (timeout, retry 0)', 'axios, http adapter', 'axios, fetch adapter']) {
  const ratio = nodeRatio('sdk', other);
  goal(`Node: sdk faster than ${other} (sdk at ${x(ratio)} of it)`, ratio < 1);
}

// 2. Chromium
const { browser, rounds, ...chromium } = await measureBrowserOverhead();
const chromiumRatio = (a, b) => chromium.medians[a] / chromium.medians[b];
printRatios(
  `\n## ${browser}, per call (median of ${rounds} interleaved rounds × ${chromium.callsPerRound} calls)\n`,
  ['variant', 'µs/call', '× bare fetch', '× sdk'],
  chromium,
  ['bare', 'sdk'],
);
const sdkToBare = chromiumRatio('sdk', 'bare');
goal(`Chromium: sdk ≤ 1.10× bare fetch (${x(sdkToBare)})`, sdkToBare <= 1.1);

// 3. Sizes: the same call in a browser module per client, all bundled by browser-size.mjs's measureBrowserLoad.
const timeout = `const c = new AbortController(); const t = setTimeout(() => c.abort(), 60000);
  try { return await f(c.signal); } finally { clearTimeout(t); }`;
const apps = {
  '@backoffice/sdk': [
    'auth, XSRF, timeout, notices, envelope, 401, downloads, typed errors',
    `import { createApiClient } from '@backoffice/sdk';
const api = createApiClient({ auth: 'Bearer bench' });
export const call = () => api.GET('${PATH}');`,
  ],
  'openapi-fetch': [
    'transport; the timeout signal written by hand (7 lines)',
    `import createClient from 'openapi-fetch';
const client = createClient({ headers: ${JSON.stringify(headers)} });
const withTimeout = async (f) => { ${timeout} };
export const call = () => withTimeout(async (signal) => (await client.GET('${PATH}', { signal })).data.data);`,
  ],
  ky: [
    'transport with timeout, retry, hooks, HTTPError',
    `import ky from 'ky';
const client = ky.create({ headers: ${JSON.stringify(headers)}, timeout: 60000, retry: 0 });
export const call = async () => (await client.get('${PATH}').json()).data;`,
  ],
  axios: [
    'transport (xhr + fetch adapters) with timeout, interceptors, AxiosError',
    `import axios from 'axios';
const client = axios.create({ headers: ${JSON.stringify(headers)}, timeout: 60000 });
export const call = async () => (await client.get('${PATH}')).data.data;`,
  ],
  'bare fetch + timeout': [
    'the floor: fetch and the timeout signal by hand',
    `const headers = ${JSON.stringify(headers)};
const withTimeout = async (f) => { ${timeout} };
export const call = () => withTimeout(async (signal) => (await (await fetch('${PATH}', { headers, signal })).json()).data);`,
  ],
};
const sizes = {};
for (const [name, [, source]] of Object.entries(apps)) {
  // in bench/sdk so that it resolves bench's dependencies; one name per run, removed at once
  const file = resolve(import.meta.dirname, `.compare-app-${process.pid}.mjs`);
  writeFileSync(file, source);
  try {
    sizes[name] = await measureBrowserLoad(file);
  } finally {
    rmSync(file);
  }
}
const sdkGzip = sizes['@backoffice/sdk'].initial.gzip;
console.log(
  '\n## Sizes: the same call bundled for a browser (esbuild as the sdk’s size check, minified, gzip 9)\n',
);
console.log(
  table(
    ['client', 'min bytes', 'gzip bytes', '× sdk (gzip)', 'later (lazy) gzip', 'what it includes'],
    'lrrrll',
    Object.entries(sizes).map(([name, { initial, lazy }]) => [
      name,
      String(initial.min),
      String(initial.gzip),
      x(initial.gzip / sdkGzip),
      lazy.length ? lazy.map((chunk) => `${chunk.gzip} (${chunk.chunk})`).join(', ') : '—',
      apps[name][0],
    ]),
  ),
);
const entry = (await measureSdk()).entry.initial;
console.log(
  `\nThe sdk's whole entry (dist/index.js, every export, as \`pnpm run budgets\` measures it): ${entry.min} B min, ` +
    `${entry.gzip} B gzip = ${(entry.gzip / 1024).toFixed(2)} KB.`,
);
goal(
  `Size: sdk entry ≤ ${BUDGETS_KB.entry} KB gzip (${(entry.gzip / 1024).toFixed(2)} KB)`,
  entry.gzip <= BUDGETS_KB.entry * 1024,
);

console.log(`\nLoad average ${load()} at the end.`);
console.log('\n## DESIGN.md §5 goals\n');
console.log(verdicts.join('\n'));
