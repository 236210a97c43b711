// @ts-check
// Prism in-process on a free port: what the SDK's tests and the contract sweep run against. As with `pnpm mock`,
// the example router (x-when) faces the caller and Prism listens behind it, so a request gets the example that
// describes it; a Prefer header (the sweep forces every named example so) still wins.
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { createExampleRouter } from './example-router.js';
import { exampleRules } from './example-rules.js';
import { ensureBundledSpec } from './spec.js';

const HOST = '127.0.0.1';

/**
 * Starts Prism on the contract inside this process, behind the example router; `url` and `port` are the router's.
 * @param {{ specPath?: string, port?: number, errors?: boolean, dynamic?: boolean }} [options]
 * @returns {Promise<import('./index.js').MockServer>}
 */
export async function startMockServer({ specPath, port = 0, errors = true, dynamic = false } = {}) {
  const path = specPath ?? ensureBundledSpec();
  const operations = await getHttpOperationsFromSpec(path);
  const logStream = new PassThrough();
  /** @type {string[]} */
  const violations = [];
  /** @type {string[]} */
  const log = [];
  logStream.on('data', (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      log.push(line);
      const { msg = '' } = JSON.parse(line);
      if (typeof msg === 'string' && /Violation:|#VIOLATIONS/.test(msg)) violations.push(msg);
    }
  });
  const logger = createLogger('MOCK', { level: 'info' }, logStream);
  const prism = createServer(operations, {
    cors: true,
    config: {
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors,
      upstreamProxy: undefined,
      isProxy: false,
      mock: { dynamic, ignoreExamples: false },
    },
    components: { logger },
  });
  const prismUrl = new URL((await prism.listen(0, HOST)).replace('0.0.0.0', HOST));
  const rules = exampleRules(JSON.parse(readFileSync(path, 'utf8')));
  const router = createExampleRouter({ rules, target: { host: HOST, port: Number(prismUrl.port) } });
  try {
    await new Promise((listening, failed) => {
      router.once('error', failed);
      router.listen(port, HOST, () => listening(undefined));
    });
  } catch (error) {
    await prism.close();
    throw error;
  }
  const address = router.address();
  const routerPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${HOST}:${routerPort}`,
    port: routerPort,
    violations,
    log,
    close: async () => {
      const closing = new Promise((closed) => router.close(() => closed(undefined)));
      // A client that keeps its connection alive (a browser, happy-dom's fetch) would hold close() open for good.
      router.closeAllConnections();
      await closing;
      await prism.close();
    },
  };
}
