#!/usr/bin/env node
// Per-call overhead of the sdk against bare fetch on the same loopback server, in one run: every variant calls
// the same envelope endpoint in interleaved rounds (random order per round); the ratio of the median round
// times is reported. Goal ≤ 1.10 (issue #11). Build the sdk first (`pnpm --filter @backoffice/sdk build`).
//
// Two more variants say where the time goes. Every sdk call carries the spec's 60 s timeout, i.e. an
// AbortSignal fetch must follow; on Node 20 a Request that follows a signal costs ~10-15 µs (undici's
// setMaxListeners, addEventListener, makeTransferable), so `bare + timeout` makes that one signal the same way
// the sdk does (one AbortController, one timer). `openapi-fetch + timeout` is the sdk's runtime client with no
// middleware at all, as a consumer of openapi-fetch alone would call it.
import { createServer } from 'node:http';
import { createApiClient } from '@backoffice/sdk';
import createClient from 'openapi-fetch';

const ROUNDS = 25;
const CALLS_PER_ROUND = 200;
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
const headers = { Authorization: 'Bearer bench', 'X-Requested-With': 'XMLHttpRequest' };

const withTimeout = async (call) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
  }
};
const openapiFetch = createClient({ baseUrl: base, headers });
const api = createApiClient({ baseUrl: base, auth: 'Bearer bench' });

const variants = {
  bare: async () => (await (await fetch(url, { headers })).json()).data,
  'bare + timeout': () =>
    withTimeout(async (signal) => (await (await fetch(url, { headers, signal })).json()).data),
  'openapi-fetch + timeout': () =>
    withTimeout(async (signal) => (await openapiFetch.GET('/api/auth/currentUser', { signal })).data.data),
  sdk: () => api.GET('/api/auth/currentUser'),
};

async function round(call) {
  const started = performance.now();
  for (let i = 0; i < CALLS_PER_ROUND; i++) await call();
  return performance.now() - started;
}

for (let i = 0; i < 3; i++) for (const call of Object.values(variants)) await round(call); // warm-up
const times = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let i = 0; i < ROUNDS; i++)
  for (const [name, call] of Object.entries(variants).sort(() => Math.random() - 0.5))
    times[name].push(await round(call));
server.close();

const median = (list) => list.toSorted((a, b) => a - b)[Math.floor(list.length / 2)];
const bare = median(times.bare);
for (const name of Object.keys(variants)) {
  const perCall = ((median(times[name]) / CALLS_PER_ROUND) * 1000).toFixed(0);
  console.log(
    `${name.padEnd(24)} ${perCall.padStart(4)} µs/call  ${(median(times[name]) / bare).toFixed(3)}× bare`,
  );
}
const ratio = median(times.sdk) / bare;
console.log(
  `overhead ratio sdk/bare = ${ratio.toFixed(3)} (goal ≤ ${GOAL}: ${ratio <= GOAL ? 'met' : 'missed'})`,
);
console.log(
  `overhead ratio sdk/(bare + timeout) = ${(median(times.sdk) / median(times['bare + timeout'])).toFixed(3)}`,
);
