// @ts-check
// The contract sweep (issue 2): every operation × every named response example, sent to Prism with --errors
// using the spec's own named request examples. A status other than the example's, a body other than the
// example, or any `Violation:` fails the case. Secured operations must also answer 401 without Authorization.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, sweepCases } from './contract-requests.js';
import { startMockServer } from './server.js';
import { ensureBundledSpec } from './spec.js';

const spec = JSON.parse(readFileSync(ensureBundledSpec(), 'utf8'));
const cases = sweepCases(spec);
/** @type {import('./index.js').MockServer} */
let mock;

beforeAll(async () => {
  mock = await startMockServer({ errors: true });
});
afterAll(() => mock?.close());

/** Sends one request and returns what came back plus the violations Prism logged for it. */
async function send(url, init) {
  const before = mock.violations.length;
  const response = await fetch(`${mock.url}${url}`, init);
  const text = await response.text();
  return { response, text, violations: mock.violations.slice(before) };
}

describe('every operation has the examples it needs', () => {
  it.each(operationsOf(spec).map(({ operation }) => operation.operationId))('%s', (operationId) => {
    const operationCases = cases.filter((c) => c.operationId === operationId);
    expect(operationCases.length).toBeGreaterThan(0);
    expect(operationCases[0]?.missing).toEqual([]);
  });
});

describe('each named response example comes back as declared, without violations', () => {
  it.each(cases.map((c) => [`${c.operationId} → ${c.status} ${c.example}`, c]))('%s', async (_, c) => {
    const headers = c.secured
      ? { ...c.init.headers, Authorization: 'Bearer contract-sweep' }
      : c.init.headers;
    const { response, text, violations } = await send(c.url, { ...c.init, headers });
    expect(violations).toEqual([]);
    expect(response.status).toBe(c.status);
    expect(response.headers.get('content-type')).toContain(c.contentType);
    if (c.contentType.includes('json')) expect(JSON.parse(text)).toEqual(c.expected);
    else expect(text).toBe(String(c.expected));
  });
});

describe('secured operations answer 401, with the 401 body, without Authorization', () => {
  const secured = [...new Map(cases.filter((c) => c.secured).map((c) => [c.operationId, c])).values()];
  it.each(secured.map((c) => [c.operationId, c]))('%s', async (_, c) => {
    const { Prefer: _prefer, ...headers } = c.init.headers;
    const { response, text } = await send(c.url, { ...c.init, headers });
    expect(response.status).toBe(401);
    // the body says 401 too, not the first example of `default`
    expect(JSON.parse(text)).toMatchObject({ code: 401, data: null });
  });
});
