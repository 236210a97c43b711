// @ts-check
// What the behaviour tests share: the bundled contract, its seed, and a request context for one operation, as the
// upstream builds it (memory/upstream.js), over a fresh copy of the seed per test.
import { readFileSync } from 'node:fs';
import { contractOperations } from '../memory/contract.js';
import { KINDS, MockError } from '../memory/kinds.js';
import { seedCollections } from '../memory/seed.js';
import { ensureBundledSpec } from '../spec.js';

export const spec = JSON.parse(readFileSync(ensureBundledSpec(), 'utf8'));
export const operations = contractOperations(spec);
export const seed = seedCollections(operations);
/** The logged-in user of memory mode: getCurrentUser's example, as the server takes it. */
export const user = operations.find((operation) => operation.operationId === 'getCurrentUser')
  ?.successExamples[0]?.value.data;

/**
 * @param {import('../memory/store.js').Collections} collections
 * @param {string} operationId
 * @param {{ body?: any, query?: Record<string, string>, now?: Date }} [request]
 * @returns {import('../memory/kinds.js').MockContext}
 */
export function contextFor(
  collections,
  operationId,
  { body, query = {}, now = new Date(2026, 10, 26, 9, 30) } = {},
) {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  return {
    spec,
    operation,
    parameters: operation.parameters,
    params: {},
    query,
    body,
    collections,
    user,
    now,
  };
}

/**
 * Runs an operation as the upstream does (its behaviour, given its generic kind; or the generic kind alone) and answers what a caller sees:
 * `{ code: 200, data }` or the refusal's `{ status, code, message }`.
 * @param {Record<string, import('./index.js').Behaviour>} behaviours
 * @param {import('../memory/store.js').Collections} collections @param {string} operationId
 * @param {{ body?: any, query?: Record<string, string>, now?: Date, behaviour?: string }} [request] `behaviour`
 *   runs that behaviour where the contract does not name it yet
 */
export function call(behaviours, collections, operationId, request) {
  const context = contextFor(collections, operationId, request);
  const generic = KINDS[String(context.operation.kind)];
  const behaviour = request?.behaviour ?? context.operation.mock?.behaviour;
  try {
    const result = behaviour ? behaviours[behaviour](context, generic) : generic(context);
    const { data, message } = /** @type {{ data: any, message?: string }} */ (result);
    return { code: 200, data, message: message ?? context.operation.successMessage };
  } catch (error) {
    if (error instanceof MockError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
}
