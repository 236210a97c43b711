// @ts-check
// Request-aware examples. Prism answers an operation's first example whatever the request says; a response
// example in the contract may carry `x-when` to be chosen for the requests it describes, e.g.
//   unallocated: { summary: …, x-when: { body: { allocated: false } }, value: … }
//   newRole:     { summary: …, x-when: { query: { roleId: null } }, value: … }   (null: the parameter is absent)
// The first example of an operation whose `x-when` matches becomes `Prefer: example=<name>`; a request that
// already says Prefer keeps it.
import { pathPattern } from './contract-requests.js';

/**
 * @typedef {{ query?: Record<string, unknown>, body?: Record<string, unknown> }} When
 * @typedef {{ method: string, path: RegExp, example: string, when: When }} ExampleRule
 * @typedef {{ method: string, path: string, query: URLSearchParams, body: unknown }} MockRequest
 */

/** @param {any} spec @param {any} node */
function deref(spec, node) {
  let current = node;
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce(
        (/** @type {any} */ at, /** @type {string} */ key) =>
          at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        spec,
      );
  }
  return current;
}

/** The `x-when` rules of a bundled OpenAPI document, in the order its examples are listed. @param {any} spec */
export function exampleRules(spec) {
  /** @type {ExampleRule[]} */
  const rules = [];
  for (const [template, pathItem] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(deref(spec, pathItem) ?? {})) {
      const responses = /** @type {any} */ (operation)?.responses;
      if (!responses) continue;
      for (const response of Object.values(responses)) {
        for (const media of Object.values(deref(spec, response)?.content ?? {})) {
          for (const [name, example] of Object.entries(/** @type {any} */ (media).examples ?? {})) {
            const when = deref(spec, example)?.['x-when'];
            if (when)
              rules.push({ method: method.toUpperCase(), path: pathPattern(template), example: name, when });
          }
        }
      }
    }
  }
  return rules;
}

/** @param {unknown} expected @param {unknown} actual */
const sameValue = (expected, actual) =>
  expected === null
    ? actual === undefined || actual === null || actual === ''
    : String(expected) === String(actual);

/** @param {When} when @param {MockRequest} request */
function matches(when, request) {
  const body = /** @type {Record<string, unknown> | undefined} */ (
    request.body && typeof request.body === 'object' ? request.body : undefined
  );
  return (
    Object.entries(when.query ?? {}).every(([key, value]) =>
      sameValue(value, request.query.get(key) ?? undefined),
    ) && Object.entries(when.body ?? {}).every(([key, value]) => sameValue(value, body?.[key]))
  );
}

/**
 * The example a request asks for by its content, if a rule matches.
 * @param {ExampleRule[]} rules @param {MockRequest} request @returns {string | undefined}
 */
export function exampleFor(rules, request) {
  return rules.find(
    (rule) => rule.method === request.method && rule.path.test(request.path) && matches(rule.when, request),
  )?.example;
}
