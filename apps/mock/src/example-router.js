// @ts-check
// A small HTTP front for Prism: it reads each request, asks the contract's `x-when` rules which example the
// request describes, and forwards it to Prism with `Prefer: example=<name>` (unless the request already
// prefers one). It also serves the offline API reference under /docs (docs.js). Everything else passes through untouched.
import { createServer, request as forward } from 'node:http';
import { serveAttachment } from './attachment-files.js';
import { serveDocs } from './docs.js';
import { exampleFor } from './example-rules.js';
import { findOperation } from './memory/contract.js';
import { sandboxOf } from './memory/store.js';

/** Where memory mode resets a sandbox to the seed (outside the contract, like /docs). */
export const RESET_PATH = '/__mock/reset';

/**
 * In memory mode, whether a request goes to the stateful upstream: an operation whose `x-mock` gives it a kind
 * memory mode runs, and no forced scenario (Prefer, `__code`, `__example`), which stays on the examples.
 * @param {import('./memory/contract.js').ContractOperation[]} operations
 * @param {import('node:http').IncomingMessage} incoming @param {URL} url
 */
function goesToMemory(operations, incoming, url) {
  if (incoming.headers.prefer || url.searchParams.has('__code') || url.searchParams.has('__example'))
    return false;
  const kind = findOperation(operations, incoming.method ?? 'GET', url.pathname)?.operation.kind;
  return kind !== undefined && kind !== 'example';
}

/** @param {string} text */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: Prism validates it and answers
  }
}

/**
 * @param {{
 *   rules: import('./example-rules.js').ExampleRule[],
 *   target: { host: string, port: number },
 *   docs?: () => string,
 *   memory?: {
 *     target: { host: string, port: number },
 *     operations: import('./memory/contract.js').ContractOperation[],
 *     store: import('./memory/store.js').Store,
 *   },
 * }} options `docs` gives the path of the built API reference (see docs.js); asked on the first /docs request.
 *   `memory` (memory mode): the validating proxy in front of the stateful upstream, and what decides which
 *   requests it gets; the rest keep the examples.
 * @returns {import('node:http').Server}
 */
export function createExampleRouter({ rules, target, docs, memory }) {
  return createServer((incoming, outgoing) => {
    if (serveAttachment(incoming, outgoing)) return; // attachment files: Prism has no binary bodies
    const pathname = new URL(incoming.url ?? '/', 'http://mock').pathname;
    if (docs && serveDocs(incoming, outgoing, docs)) return; // the reference: page, spec, sdk API (docs.js)
    if (memory && incoming.method === 'POST' && pathname === RESET_PATH) {
      memory.store.reset(sandboxOf(incoming.headers)).then(() => {
        outgoing.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        outgoing.end(JSON.stringify({ code: 200, message: '演示数据已重置', data: null }));
      });
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(incoming.url ?? '/', 'http://mock');
      const headers = { ...incoming.headers };
      if (memory && goesToMemory(memory.operations, incoming, url)) {
        pass(memory.target, incoming, headers, body, outgoing);
        return;
      }
      const example = headers.prefer
        ? undefined
        : exampleFor(rules, {
            method: incoming.method ?? 'GET',
            path: url.pathname,
            query: url.searchParams,
            body: body.length > 0 ? parseJson(body.toString('utf8')) : undefined,
          });
      if (example) headers.prefer = `example=${example}`;
      pass(target, incoming, headers, body, outgoing);
    });
  });
}

/**
 * Forwards a request and pipes the answer back.
 * @param {{ host: string, port: number }} target @param {import('node:http').IncomingMessage} incoming
 * @param {import('node:http').OutgoingHttpHeaders} headers @param {Buffer} body
 * @param {import('node:http').ServerResponse} outgoing
 */
function pass(target, incoming, headers, body, outgoing) {
  const upstream = forward({ ...target, method: incoming.method, path: incoming.url, headers }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  upstream.on('error', (error) => {
    outgoing.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    outgoing.end(JSON.stringify({ code: 502, message: `Mock unavailable: ${error.message}`, data: null }));
  });
  upstream.end(body);
}
