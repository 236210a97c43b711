// @ts-check
// The mock in-process on a free port: what `pnpm mock` runs, and what the SDK's tests and the contract sweep run
// against. The example router (x-when) faces the caller and Prism listens behind it, so a request gets the example
// that describes it; a Prefer header (the sweep forces every named example so) still wins.
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { createExampleRouter } from './example-router.js';
import { exampleRules } from './example-rules.js';
import { contractOperations } from './memory/contract.js';
import { seedCollections } from './memory/seed.js';
import { createStore } from './memory/store.js';
import { createMemoryUpstream } from './memory/upstream.js';
import { ensureBundledSpec } from './spec.js';

const HOST = '127.0.0.1';

/** @param {import('node:http').Server} server @returns {Promise<number>} the port it listens on */
function listen(server, port = 0) {
  return new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, HOST, () => {
      const address = server.address();
      listening(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** @param {import('node:http').Server} server */
function closeServer(server) {
  const closing = new Promise((closed) => server.close(() => closed(undefined)));
  // A client that keeps its connection alive (a browser, happy-dom's fetch) would hold close() open for good.
  server.closeAllConnections();
  return closing;
}

/**
 * Starts Prism on the contract inside this process, behind the example router; `url` and `port` are the router's.
 * In memory mode a second Prism, a validating proxy, stands in front of the stateful upstream (memory/), and the
 * router sends it every operation memory mode runs; forced scenarios and example-only operations keep the first.
 * @param {import('./index.js').StartMockServerOptions} [options]
 * @returns {Promise<import('./index.js').MockServer>}
 */
export async function startMockServer({
  specPath,
  port = 0,
  errors = true,
  dynamic = false,
  mode = 'examples',
  statePath,
  docs,
  onLog,
} = {}) {
  const path = specPath ?? ensureBundledSpec();
  const spec = JSON.parse(readFileSync(path, 'utf8'));
  const httpOperations = await getHttpOperationsFromSpec(path);
  const logStream = new PassThrough();
  /** @type {string[]} */
  const violations = [];
  /** @type {string[]} */
  const log = [];
  /** @type {string[]} */
  const notes = [];
  logStream.on('data', (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      log.push(line);
      onLog?.(line);
      const { msg = '' } = JSON.parse(line);
      if (typeof msg === 'string' && /Violation:|#VIOLATIONS/.test(msg)) violations.push(msg);
    }
  });
  const logger = createLogger('MOCK', { level: 'info' }, logStream);
  /** @param {URL} [upstream] */
  const startPrism = async (upstream) => {
    const base = {
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors,
      upstreamProxy: undefined,
      mock: { dynamic, ignoreExamples: false },
    };
    const prism = createServer(httpOperations, {
      cors: true,
      config: upstream ? { ...base, isProxy: true, upstream } : { ...base, isProxy: false },
      components: { logger },
    });
    const url = new URL((await prism.listen(0, HOST)).replace('0.0.0.0', HOST));
    return { prism, port: Number(url.port) };
  };
  /** @type {Array<() => Promise<unknown>>} */
  const closers = [];
  try {
    const examples = await startPrism();
    closers.push(() => examples.prism.close());
    /** @type {Parameters<typeof createExampleRouter>[0]['memory']} */
    let memory;
    if (mode === 'memory') {
      const operations = contractOperations(spec);
      const store = await createStore(seedCollections(operations), { statePath });
      const user =
        operations.find((operation) => operation.operationId === 'getCurrentUser')?.successExamples[0]?.value
          .data ?? {};
      const upstream = createMemoryUpstream({
        spec,
        operations,
        store,
        user,
        report: (line) => notes.push(line),
      });
      const upstreamPort = await listen(upstream);
      closers.push(() => closeServer(upstream));
      const proxy = await startPrism(new URL(`http://${HOST}:${upstreamPort}`));
      closers.push(() => proxy.prism.close());
      memory = { target: { host: HOST, port: proxy.port }, operations, store };
    }
    const router = createExampleRouter({
      rules: exampleRules(spec),
      target: { host: HOST, port: examples.port },
      docs,
      memory,
    });
    const routerPort = await listen(router, port);
    closers.unshift(() => closeServer(router));
    return {
      url: `http://${HOST}:${routerPort}`,
      port: routerPort,
      mode,
      violations,
      log,
      notes,
      close: async () => {
        for (const close of closers) await close();
      },
    };
  } catch (error) {
    for (const close of closers) await close();
    throw error;
  }
}
