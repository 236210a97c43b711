// @ts-check
// Builds, from the bundled spec alone, every request the contract sweep sends: one per operation and named
// response example, the request itself taken from the spec's own named request examples.

/** @typedef {{ method: string, path: string, operationId: string, status: number, example: string, expected: unknown, contentType: string, secured: boolean, url: string, init: { method: string, headers: Record<string, string>, body?: string } }} SweepCase */

/**
 * @param {any} spec the bundled OpenAPI document
 * @param {any} node
 * @returns {any} the node with a local `$ref` followed
 */
export function deref(spec, node) {
  let current = node;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const pointer = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
    current = pointer.reduce((value, key) => value?.[key], spec);
    if (current === undefined) throw new Error(`Unresolved $ref ${node.$ref}`);
  }
  return current;
}

/** @returns {[string, unknown] | undefined} the first named example of a parameter or media type */
function firstExample(spec, holder) {
  const [name, example] = Object.entries(holder?.examples ?? {})[0] ?? [];
  return name === undefined ? undefined : [name, deref(spec, example).value];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** `/api/admin/role/{id}` → a RegExp with one capture per path parameter. @param {string} template */
export function pathPattern(template) {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^/}]+\\?\}/g, '([^/]+)');
  return new RegExp(`^${escaped}$`);
}

/** @returns {Array<{ method: string, path: string, operation: any }>} */
export function operationsOf(spec) {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method] })),
  );
}

/** The request an operation's named examples describe, or a list of what the spec is missing. */
export function requestFor(spec, { method, path, operation }) {
  const missing = [];
  let url = path;
  const query = new URLSearchParams();
  /** @type {Record<string, string>} */
  const headers = {};
  for (const ref of operation.parameters ?? []) {
    const parameter = deref(spec, ref);
    if (!parameter.required) continue;
    const example = firstExample(spec, parameter);
    if (!example) {
      missing.push(`parameter ${parameter.name} has no named example`);
      continue;
    }
    const value = String(example[1]);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(parameter.name, value);
    if (parameter.in === 'header') headers[parameter.name] = value;
  }
  /** @type {{ method: string, headers: Record<string, string>, body?: string }} */
  const init = { method: method.toUpperCase(), headers };
  const body = deref(spec, operation.requestBody);
  if (body) {
    const [type, media] = Object.entries(body.content ?? {})[0] ?? [];
    const example = firstExample(spec, media);
    if (!type || !example) missing.push('request body has no named example');
    else {
      headers['Content-Type'] = type;
      init.body = JSON.stringify(example[1]);
    }
  }
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, init, missing };
}

/** @returns {SweepCase[]} one case per operation × named response example */
export function sweepCases(spec) {
  return operationsOf(spec).flatMap((entry) => {
    const { method, path, operation } = entry;
    const secured = !(Array.isArray(operation.security) && operation.security.length === 0);
    const request = requestFor(spec, entry);
    return Object.entries(operation.responses).flatMap(([statusKey, ref]) => {
      const response = deref(spec, ref);
      return Object.entries(response.content ?? {}).flatMap(([contentType, media]) =>
        Object.entries(media.examples ?? {}).map(([name, exampleRef]) => {
          const expected = deref(spec, exampleRef).value;
          const status =
            statusKey === 'default' ? Number(/** @type {any} */ (expected).code) : Number(statusKey);
          return {
            method,
            path,
            operationId: operation.operationId,
            status,
            example: name,
            expected,
            contentType,
            secured,
            url: request.url,
            missing: request.missing,
            init: {
              ...request.init,
              headers: { ...request.init.headers, Prefer: `code=${status}, example=${name}` },
            },
          };
        }),
      );
    });
  });
}
