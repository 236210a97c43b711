// @ts-check
// Prism in-process on a free port: what the SDK's tests and the contract sweep run against.
import { PassThrough } from 'node:stream';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { ensureBundledSpec } from './spec.js';

/**
 * Starts Prism on the contract inside this process.
 * @param {{ specPath?: string, port?: number, errors?: boolean, dynamic?: boolean }} [options]
 * @returns {Promise<import('./index.js').MockServer>}
 */
export async function startMockServer({ specPath, port = 0, errors = true, dynamic = false } = {}) {
  const operations = await getHttpOperationsFromSpec(specPath ?? ensureBundledSpec());
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
  const server = createServer(operations, {
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
  const address = await server.listen(port, '127.0.0.1');
  const url = address.replace('0.0.0.0', '127.0.0.1');
  return {
    url,
    port: Number(new URL(url).port),
    violations,
    log,
    close: () => server.close(),
  };
}
