// @ts-check
// What the contract's own examples answer for a request, for the facts no collection holds because no read
// operation lists them by themselves: the lines of each seeded BOM (getBomLines, one example per BOM) and the menus
// a seeded role holds (getRolePermissionTree). An example answers the requests its `x-when` describes; one without
// `x-when` answers the operation's own named request example (its first body example and parameter examples), as
// the example mode shows them. No second copy of the data: the contract is read as it is.
import { deref, operationsOf } from '../contract-requests.js';

/**
 * @typedef {{ body?: Record<string, unknown>, query?: Record<string, unknown> }} Described
 * @typedef {{ when: Described, data: unknown }} ExampleAnswer
 */

/** @type {WeakMap<object, Map<string, ExampleAnswer[]>>} */
const answersBySpec = new WeakMap();

/** @param {any} spec @param {any} holder the first named example of a media type or parameter */
const firstExample = (spec, holder) => {
  const [example] = Object.values(holder?.examples ?? {});
  return example === undefined ? undefined : deref(spec, example).value;
};

/** @param {any} spec @param {string} operationId @returns {ExampleAnswer[]} */
function answersOf(spec, operationId) {
  if (!answersBySpec.has(spec)) answersBySpec.set(spec, new Map());
  const cache = /** @type {Map<string, ExampleAnswer[]>} */ (answersBySpec.get(spec));
  const cached = cache.get(operationId);
  if (cached) return cached;
  const entry = operationsOf(spec).find(({ operation }) => operation.operationId === operationId);
  if (!entry) throw new Error(`the contract has no operation ${operationId}`);
  const { operation } = entry;
  const requestBody = deref(spec, operation.requestBody);
  const body = firstExample(spec, Object.values(requestBody?.content ?? {})[0]);
  /** @type {Record<string, unknown>} */
  const query = {};
  for (const parameter of (operation.parameters ?? []).map((/** @type {any} */ ref) => deref(spec, ref))) {
    const value = firstExample(spec, parameter);
    if (parameter.in === 'query' && value !== undefined) query[parameter.name] = value;
  }
  /** @type {Described} */
  const ownRequest = { ...(body && typeof body === 'object' ? { body } : {}), query };
  const media = deref(spec, operation.responses?.['200'])?.content?.['application/json'];
  const answers = Object.values(media?.examples ?? {})
    .map((example) => deref(spec, example))
    .filter((example) => example.value?.code === 200)
    .map((example) => ({ when: example['x-when'] ?? ownRequest, data: example.value.data }));
  cache.set(operationId, answers);
  return answers;
}

/** `null` stands for an absent value, as in `x-when`. @param {unknown} expected @param {unknown} actual */
const sameValue = (expected, actual) =>
  expected === null
    ? actual === undefined || actual === null || actual === ''
    : typeof expected === 'object'
      ? JSON.stringify(expected) === JSON.stringify(actual)
      : String(expected) === String(actual);

/**
 * The data of the first success example of `operationId` that describes the request: every field the example's
 * `x-when` (or the operation's own request example) names has the request's value. A copy; undefined when none.
 * @param {any} spec @param {string} operationId @param {Described} request
 */
export function contractAnswer(spec, operationId, request) {
  const found = answersOf(spec, operationId).find(({ when }) =>
    ['body', 'query'].every((part) =>
      Object.entries(when[/** @type {'body' | 'query'} */ (part)] ?? {}).every(([key, value]) =>
        sameValue(value, request[/** @type {'body' | 'query'} */ (part)]?.[key]),
      ),
    ),
  );
  return found === undefined ? undefined : structuredClone(found.data);
}
