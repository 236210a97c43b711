// @ts-check
// The memory-mode sweep: every operation memory mode runs gets the contract's own named request example, in a
// sandbox of its own, through the validating proxy. Each must answer 200 without a violation, and without a
// required field that memory mode had to make up; and every filter a query declares must be read by a rule.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, requestFor } from '../contract-requests.js';
import { startMockServer } from '../server.js';
import { ensureBundledSpec } from '../spec.js';
import { contractOperations } from './contract.js';
import { filterPlan } from './filters.js';
import { SANDBOX_HEADER } from './store.js';

const spec = JSON.parse(readFileSync(ensureBundledSpec(), 'utf8'));
const operations = contractOperations(spec);
const entries = new Map(operationsOf(spec).map((entry) => [entry.operation.operationId, entry]));
const run = operations.filter((operation) => operation.kind && operation.kind !== 'example');

/** @type {import('../index.js').MockServer} */
let mock;
beforeAll(async () => {
  mock = await startMockServer({ mode: 'memory' });
});
afterAll(() => mock?.close());

describe('every filter a query declares is read by a rule', () => {
  const queries = run.filter((operation) => ['page', 'list', 'tree'].includes(String(operation.kind)));
  it.each(queries.map((operation) => [operation.operationId, operation]))('%s', (_, operation) => {
    expect(filterPlan(spec, operation, operation.parameters).unresolved).toEqual([]);
  });
});

describe('each operation memory mode runs answers its named request example within the contract', () => {
  it.each(run.map((operation) => [operation.operationId, operation]))('%s', async (_, operation) => {
    const entry = /** @type {any} */ (entries.get(operation.operationId));
    const { url, init } = requestFor(spec, entry);
    const violations = mock.violations.length;
    const notes = mock.notes.length;
    const response = await fetch(`${mock.url}${url}`, {
      ...init,
      headers: {
        ...init.headers,
        Authorization: 'Bearer memory-sweep',
        [SANDBOX_HEADER]: operation.operationId,
      },
    });
    const body = await response.json();
    // the success, or a business error the contract declares for it (the example may collide with the seed)
    const declared = [
      { status: 200, code: 200, message: operation.successMessage },
      ...operation.businessErrors.map(({ value }) => ({
        status: 200,
        code: value.code,
        message: value.message,
      })),
    ];
    expect(declared).toContainEqual({ status: response.status, code: body.code, message: body.message });
    expect(mock.violations.slice(violations)).toEqual([]);
    expect(mock.notes.slice(notes)).toEqual([]);
  });
});
