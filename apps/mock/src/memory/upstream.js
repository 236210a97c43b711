// @ts-check
// The stateful server behind Prism in memory mode. It finds the operation a request is for, runs what the
// operation's `x-mock` says (a generic kind, or a module behaviour), and answers the contract's envelope with the
// data fitted to the answer's schema. Prism, in front as a validating proxy, checks the request before it arrives
// and the answer on its way back.
import { createServer } from 'node:http';
import { behaviours } from '../behaviours/index.js';
import { conform } from './conform.js';
import { findOperation } from './contract.js';
import { KINDS, MockError } from './kinds.js';
import { sandboxOf } from './store.js';

/** @param {string} text */
function parseJson(text) {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** @param {any} schema */
const onlyNull = (schema) =>
  schema?.type === 'null' ||
  (Array.isArray(schema?.type) && schema.type.every((/** @type {string} */ type) => type === 'null'));

/**
 * @param {{
 *   spec: any,
 *   operations: import('./contract.js').ContractOperation[],
 *   store: import('./store.js').Store,
 *   user: Record<string, any>,
 *   report?: (line: string) => void,
 *   now?: () => Date,
 * }} options `report` hears what memory mode had to make up (a required field no document had)
 */
export function createMemoryUpstream({
  spec,
  operations,
  store,
  user,
  report = () => {},
  now = () => new Date(),
}) {
  return createServer((incoming, outgoing) => {
    /** @type {Buffer[]} */
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://mock');
      const found = findOperation(operations, incoming.method ?? 'GET', url.pathname);
      /** @param {number} status @param {unknown} body */
      const answer = (status, body) => {
        const text = JSON.stringify(body);
        outgoing.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        outgoing.end(text);
      };
      if (!found) {
        answer(404, { code: 404, message: `契约中没有 ${incoming.method} ${url.pathname}`, data: null });
        return;
      }
      const { operation, params } = found;
      const sandbox = sandboxOf(incoming.headers);
      // a behaviour runs in place of the generic kind, and may call it (`generic`) for the part it shares
      const generic = KINDS[String(operation.kind)];
      const behaviour = operation.mock?.behaviour ? behaviours[operation.mock.behaviour] : undefined;
      const run = operation.mock?.behaviour
        ? behaviour &&
          ((/** @type {import('./kinds.js').MockContext} */ context) => behaviour(context, generic))
        : generic;
      try {
        if (!run)
          throw new MockError(
            501,
            `内存模式没有 ${operation.operationId} 的实现（x-mock: ${JSON.stringify(operation.mock)}）`,
          );
        const result = await run({
          spec,
          operation,
          parameters: operation.parameters,
          params,
          query: Object.fromEntries(url.searchParams),
          body: parseJson(Buffer.concat(chunks).toString('utf8')),
          collections: store.collections(sandbox),
          user,
          now: now(),
        });
        if (operation.method !== 'GET') await store.save();
        /** @type {string[]} */
        const gaps = [];
        const data = onlyNull(operation.dataSchema)
          ? null
          : conform(spec, operation.dataSchema, structuredClone(result.data), gaps);
        if (gaps.length > 0)
          report(
            `${operation.operationId}: no document had ${[...new Set(gaps.map((gap) => gap.replace(/\[\d+\]/g, '[]')))].join(', ')}`,
          );
        answer(200, { code: 200, message: result.message ?? operation.successMessage, data });
      } catch (error) {
        if (error instanceof MockError)
          answer(error.status, { code: error.code, message: error.message, data: null });
        else
          answer(500, {
            code: 500,
            message: `内存模式出错：${error instanceof Error ? error.message : error}`,
            data: null,
          });
      }
    });
  });
}
