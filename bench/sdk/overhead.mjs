#!/usr/bin/env node
// Per-call overhead of the SDK against bare fetch on the same loopback server, in one run: both call the
// same envelope endpoint in interleaved rounds; the ratio of the median round times is reported. Goal ≤ 1.10.
import { createServer } from 'node:http';
import { createApiClient } from '@backoffice/sdk';

const ROUNDS = 15;
const CALLS_PER_ROUND = 300;
const GOAL = 1.1;
const body = JSON.stringify({
  code: 200,
  message: 'ok',
  data: { id: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61', nickname: '张伟', roleNames: ['系统管理员'] },
});
const server = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;
const url = `${base}/api/auth/currentUser`;

const store = new Map([['Authorization', 'Bearer bench']]);
const api = createApiClient({
  baseUrl: base,
  storage: { getItem: (k) => store.get(k) ?? null, removeItem: (k) => store.delete(k) },
  notify: () => {},
  xsrfEnvironment: () => undefined,
});

const bare = async () => {
  const response = await fetch(url, {
    headers: { Authorization: 'Bearer bench', 'X-Requested-With': 'XMLHttpRequest' },
  });
  return (await response.json()).data;
};
// The same request with the 60 s timeout signal every SDK call carries: on Node 20 creating an AbortSignal
// (makeTransferable) is a large share of a loopback call, so this shows what the rest of the SDK costs.
const bareWithTimeout = async () => {
  const response = await fetch(url, {
    headers: { Authorization: 'Bearer bench', 'X-Requested-With': 'XMLHttpRequest' },
    signal: AbortSignal.timeout(60_000),
  });
  return (await response.json()).data;
};
const sdk = () => api.GET('/api/auth/currentUser');

async function round(call) {
  const started = performance.now();
  for (let i = 0; i < CALLS_PER_ROUND; i++) await call();
  return performance.now() - started;
}

const variants = { bare, bareWithTimeout, sdk };
for (let i = 0; i < 3; i++) for (const call of Object.values(variants)) await round(call); // warm-up
const times = { bare: [], bareWithTimeout: [], sdk: [] };
for (let i = 0; i < ROUNDS; i++)
  for (const [name, call] of Object.entries(variants)) times[name].push(await round(call));
server.close();
const median = (list) => list.toSorted((a, b) => a - b)[Math.floor(list.length / 2)];
const perCall = (name) => `${((median(times[name]) / CALLS_PER_ROUND) * 1000).toFixed(0)} µs/call`;
const ratio = median(times.sdk) / median(times.bare);
const ratioWithTimeout = median(times.sdk) / median(times.bareWithTimeout);
console.log(
  `bare fetch ${perCall('bare')}, bare fetch + timeout signal ${perCall('bareWithTimeout')}, sdk ${perCall('sdk')}`,
);
console.log(
  `overhead ratio sdk/bare = ${ratio.toFixed(3)} (goal ≤ ${GOAL}: ${ratio <= GOAL ? 'met' : 'missed'})`,
);
console.log(`overhead ratio sdk/(bare + timeout signal) = ${ratioWithTimeout.toFixed(3)}`);
