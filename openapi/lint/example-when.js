// @ts-check
// backoffice/example-when: an x-when names fields of the operation's request, so a typo cannot silently never match.
import { examplesOf, operations, propertyNames } from './contract-walk.js';

/** @typedef {import('./contract-walk.js').Walker} Walker @typedef {import('./contract-walk.js').Problem} Problem */

/**
 * An `x-when` on a response example names only fields of its operation's request: properties of the JSON request
 * body (`body`) and declared query parameters (`query`), so a typo cannot silently never match.
 * @param {Walker} w @returns {Problem[]}
 */
export function exampleWhenProblems(w) {
  /** @type {Problem[]} */
  const problems = [];
  for (const entry of operations(w)) {
    const { operation, at, pathItem, pathItemAt } = entry;
    const parameters = [
      ...(pathItem.parameters ?? []).map((/** @type {any} */ p, /** @type {number} */ i) =>
        w.open(p, w.child(w.child(pathItemAt, 'parameters'), i)),
      ),
      ...(operation.parameters ?? []).map((/** @type {any} */ p, /** @type {number} */ i) =>
        w.open(p, w.child(w.child(at, 'parameters'), i)),
      ),
    ];
    const query = new Set(parameters.filter(({ node }) => node?.in === 'query').map(({ node }) => node.name));
    const body = w.open(operation.requestBody, w.child(at, 'requestBody'));
    const json = body.node?.content?.['application/json'];
    const bodyAt = w.child(w.child(w.child(body.at, 'content'), 'application/json'), 'schema');
    const fields = json ? propertyNames(w, json.schema, bodyAt) : new Set();
    for (const { name, status, example, at: exampleAt } of examplesOf(w, entry)) {
      const when = example?.['x-when'];
      if (when === undefined) continue;
      const whenAt = w.child(exampleAt, 'x-when');
      const where = `${operation.operationId} example ${name}`;
      if (status === null) {
        problems.push({ message: `${where}: x-when belongs on response examples.`, at: whenAt });
        continue;
      }
      if (!when || typeof when !== 'object' || Array.isArray(when)) {
        problems.push({ message: `${where}: x-when is an object of body and query fields.`, at: whenAt });
        continue;
      }
      for (const [part, fieldsOfPart] of Object.entries(when)) {
        const known = part === 'body' ? fields : part === 'query' ? query : undefined;
        if (!known) {
          problems.push({
            message: `${where}: x-when has ${part}; only body and query are matched.`,
            at: whenAt,
          });
          continue;
        }
        for (const field of Object.keys(fieldsOfPart ?? {})) {
          if (known.has(field)) continue;
          const choices = [...known].join(', ') || 'none';
          problems.push({
            message: `${where}: x-when ${part}.${field} is not a ${part === 'body' ? 'property of the JSON request body' : 'query parameter'} of the operation (${part === 'body' ? 'properties' : 'parameters'}: ${choices}).`,
            at: w.child(w.child(whenAt, part), field),
          });
        }
      }
    }
  }
  return problems;
}
