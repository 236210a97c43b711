// @ts-check
// What memory mode reads from the bundled contract: each operation's `x-mock` (what it does to which collection),
// its request and success-response schemas, and its named examples (the seed data and the success messages).
import { deref, operationsOf, pathPattern } from '../contract-requests.js';

/**
 * What an operation does in memory mode, as its `x-mock` says. One kind key names the collection (or, for
 * `behaviour`, the module behaviour; for `example`, why the operation stays on the contract's examples).
 * @typedef {{
 *   page?: string, list?: string, tree?: string, get?: string, save?: string, delete?: string, status?: string,
 *   set?: string, values?: Record<string, unknown>,
 *   behaviour?: string, example?: string,
 *   keyword?: string[],
 *   filters?: Record<string, string | { field: string, match?: 'equals' | 'contains' | 'from' | 'to' | 'in' | 'behaviour', via?: { from: string, field: string, take?: string }, criteria?: Record<string, unknown> }>,
 *   unique?: string[], defaults?: Record<string, unknown>, serial?: Record<string, string>,
 *   refs?: Record<string, { from: string, ids?: string, id?: string, take?: string }>,
 * }} MockSpec
 * @typedef {'page' | 'list' | 'tree' | 'get' | 'save' | 'delete' | 'status' | 'set' | 'behaviour' | 'example'} MockKind
 * @typedef {{
 *   method: string, path: string, pattern: RegExp, pathParams: string[], operationId: string, tag: string,
 *   mock: MockSpec | undefined, kind: MockKind | undefined, collection: string | undefined,
 *   parameters: any[], requestSchema: any, successSchema: any, dataSchema: any, successMessage: string,
 *   successExamples: Array<{ name: string, value: any }>, businessErrors: Array<{ name: string, value: any }>,
 * }} ContractOperation
 */

/** The kinds that name a collection, in the order a reader meets them. */
export const COLLECTION_KINDS = /** @type {const} */ ([
  'page',
  'list',
  'tree',
  'get',
  'save',
  'delete',
  'status',
  'set',
]);
export const MOCK_KINDS = /** @type {const} */ ([...COLLECTION_KINDS, 'behaviour', 'example']);

/** @param {any} spec @param {any} schema @returns {any} the schema with `$ref`s and a one-element `allOf` followed */
export function resolveSchema(spec, schema) {
  const resolved = deref(spec, schema);
  return resolved?.allOf?.length === 1 ? resolveSchema(spec, resolved.allOf[0]) : resolved;
}

/** The success envelope among a response's alternatives (`oneOf` with a business-error envelope). */
function successEnvelope(spec, schema) {
  const resolved = resolveSchema(spec, schema);
  if (!resolved?.oneOf) return resolved;
  return resolved.oneOf
    .map((/** @type {any} */ option) => resolveSchema(spec, option))
    .find((/** @type {any} */ option) => option?.properties?.code?.const === 200);
}

/** @param {MockSpec | undefined} mock @returns {MockKind | undefined} */
export function kindOf(mock) {
  return mock ? MOCK_KINDS.find((kind) => kind in mock) : undefined;
}

/**
 * Every operation of a bundled contract, as memory mode uses it.
 * @param {any} spec @returns {ContractOperation[]}
 */
export function contractOperations(spec) {
  return operationsOf(spec).map(({ method, path, operation }) => {
    const ok = deref(spec, operation.responses?.['200']);
    const media = ok?.content?.['application/json'];
    const examples = Object.entries(media?.examples ?? {}).map(([name, example]) => ({
      name,
      value: deref(spec, example).value,
    }));
    const successSchema = media ? successEnvelope(spec, media.schema) : undefined;
    const successExamples = examples.filter((example) => example.value?.code === 200);
    /** @type {MockSpec | undefined} */
    const mock = operation['x-mock'];
    const kind = kindOf(mock);
    return {
      method: method.toUpperCase(),
      path,
      pattern: pathPattern(path),
      pathParams: [...path.matchAll(/\{([^/}]+)\}/g)].map((match) => match[1]),
      operationId: operation.operationId,
      tag: operation.tags?.[0] ?? '',
      mock,
      kind,
      collection:
        kind && COLLECTION_KINDS.includes(/** @type {any} */ (kind)) ? String(mock?.[kind]) : undefined,
      // the path's and the operation's own, dereferenced once
      parameters: [...(deref(spec, spec.paths[path])?.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => deref(spec, parameter),
      ),
      requestSchema: resolveSchema(spec, operation.requestBody?.content?.['application/json']?.schema),
      successSchema,
      dataSchema: resolveSchema(spec, successSchema?.properties?.data),
      successMessage: successExamples[0]?.value.message ?? '操作成功',
      successExamples,
      businessErrors: examples.filter(
        (example) => typeof example.value?.code === 'number' && example.value.code !== 200,
      ),
    };
  });
}

/**
 * The operation a request is for, with its path parameters.
 * @param {ContractOperation[]} operations @param {string} method @param {string} pathname
 * @returns {{ operation: ContractOperation, params: Record<string, string> } | undefined}
 */
export function findOperation(operations, method, pathname) {
  // A literal path (`/permission/getPage`) wins over a template that also matches it (`/permission/{id}`).
  const candidates = operations
    .filter((operation) => operation.method === method)
    .sort((a, b) => a.pathParams.length - b.pathParams.length);
  for (const operation of candidates) {
    const match = operation.pattern.exec(pathname);
    if (!match) continue;
    /** @type {Record<string, string>} */
    const params = {};
    operation.pathParams.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1]);
    });
    return { operation, params };
  }
  return undefined;
}
