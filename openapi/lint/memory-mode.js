// @ts-check
// backoffice/memory-mode: every operation says what it does in the mock's memory mode (DESIGN.md §8), in an
// `x-mock` with exactly one kind: a collection it reads or writes (page, list, tree, get, save, delete, status,
// set), or `behaviour: <module>.<action>` alone, or `example: <why it stays on the contract's examples>`.
import { operations } from './contract-walk.js';

/** @typedef {import('./contract-walk.js').Walker} Walker @typedef {import('./contract-walk.js').Problem} Problem */

export const COLLECTION_KINDS = ['page', 'list', 'tree', 'get', 'save', 'delete', 'status', 'set'];

/** @param {Walker} w @returns {Problem[]} */
export function memoryModeProblems(w) {
  /** @type {Problem[]} */
  const problems = [];
  for (const { operation, at } of operations(w)) {
    const mock = operation['x-mock'];
    const where = w.child(at, 'x-mock');
    const name = operation.operationId;
    if (!mock || typeof mock !== 'object' || Array.isArray(mock)) {
      problems.push({
        message: `${name} says nothing about memory mode: add x-mock (a kind and its collection, a behaviour, or example: <why>).`,
        at: at,
      });
      continue;
    }
    const kinds = COLLECTION_KINDS.filter((kind) => kind in mock);
    if (kinds.length > 1)
      problems.push({ message: `${name}: x-mock names ${kinds.join(' and ')}; one kind only.`, at: where });
    for (const kind of kinds) {
      if (typeof mock[kind] !== 'string' || !/^[a-z][A-Za-z]*$/.test(mock[kind]))
        problems.push({ message: `${name}: x-mock.${kind} names a collection (camelCase).`, at: where });
    }
    if ('example' in mock && (kinds.length > 0 || 'behaviour' in mock))
      problems.push({ message: `${name}: an example-only operation has no kind or behaviour.`, at: where });
    if ('example' in mock && (typeof mock.example !== 'string' || mock.example.trim().length < 2))
      problems.push({
        message: `${name}: x-mock.example says why the operation stays on the examples.`,
        at: where,
      });
    if ('behaviour' in mock && !/^[a-z]+\.[a-z][A-Za-z]*$/.test(String(mock.behaviour)))
      problems.push({ message: `${name}: x-mock.behaviour is <module>.<action>.`, at: where });
    if (kinds.length === 0 && !('behaviour' in mock) && !('example' in mock))
      problems.push({ message: `${name}: x-mock has no kind, behaviour or example.`, at: where });
  }
  return problems;
}
