#!/usr/bin/env node
// Per-call overhead of the sdk against bare fetch on the same loopback server, in Node: every variant calls the
// same envelope endpoint in interleaved rounds (rounds.mjs); the ratio of the median round times is reported.
// Goal ≤ 1.10 (issue #11). Build the sdk first (`pnpm --filter @backoffice/sdk build`). The same comparison in
// Chromium is overhead-browser.mjs.
//
// Two more variants say where the time goes. Every sdk call carries the spec's 60 s timeout, i.e. an
// AbortSignal fetch must follow; on Node 20 a Request that follows a signal costs ~6-10 µs (undici's
// setMaxListeners, addEventListener, a WeakRef and a FinalizationRegistry entry), so `bare + timeout` makes
// that one signal the same way the sdk does (one AbortController, one timer). `openapi-fetch + timeout` is the
// sdk's runtime client with no middleware at all, as a consumer of openapi-fetch alone would call it.
import { createServer } from 'node:http';
import { createApiClient } from '@backoffice/sdk';
import createClient from 'openapi-fetch';
import { ENVELOPE, medianRoundTimes, reportLines, withTimeout } from './rounds.mjs';

const server = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(ENVELOPE);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;
const url = `${base}/api/auth/currentUser`;
const headers = { Authorization: 'Bearer bench', 'X-Requested-With': 'XMLHttpRequest' };
const openapiFetch = createClient({ baseUrl: base, headers });
const api = createApiClient({ baseUrl: base, auth: 'Bearer bench' });

const result = await medianRoundTimes({
  bare: async () => (await (await fetch(url, { headers })).json()).data,
  'bare + timeout': () =>
    withTimeout(async (signal) => (await (await fetch(url, { headers, signal })).json()).data),
  'openapi-fetch + timeout': () =>
    withTimeout(async (signal) => (await openapiFetch.GET('/api/auth/currentUser', { signal })).data.data),
  sdk: () => api.GET('/api/auth/currentUser'),
});
server.close();
console.log(`Node ${process.versions.node}`);
for (const line of reportLines(result)) console.log(line);
