// @ts-check
// Walking the contract for our cross-file lint rules: the same checks run over the split contract through
// Redocly's resolver (backoffice-plugin.js) and over a plain object in the tests (plainWalker). A check returns
// problems ({ message, at }) and never throws on a contract it does not understand: it reports it.

/**
 * @typedef {object} Walker
 * @property {any} root the document root
 * @property {any} at where the root is
 * @property {(node: any, at: any) => { node: any, at: any }} open follows `$ref`s (node undefined when broken)
 * @property {(at: any, key: string | number) => any} child where a child of a node is
 * @typedef {{ message: string, at: any }} Problem
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** A walker over one plain document whose `$ref`s are local (`#/…`), e.g. a bundled spec. @param {any} spec */
export function plainWalker(spec) {
  return {
    root: spec,
    at: '#',
    open(/** @type {any} */ node, /** @type {any} */ at) {
      let [current, where] = [node, at];
      while (current && typeof current === 'object' && typeof current.$ref === 'string') {
        where = current.$ref;
        current = current.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce(
            (/** @type {any} */ value, /** @type {string} */ key) =>
              value?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
            spec,
          );
      }
      return { node: current, at: where };
    },
    child: (/** @type {any} */ at, /** @type {string | number} */ key) => `${at}/${key}`,
  };
}

/**
 * Every operation of the document with where it is.
 * @param {Walker} w @returns {Array<{ path: string, method: string, operation: any, at: any, pathItem: any, pathItemAt: any }>}
 */
export function operations(w) {
  const { node: paths, at: pathsAt } = w.open(w.root.paths, w.child(w.at, 'paths'));
  return Object.entries(paths ?? {}).flatMap(([path, ref]) => {
    const { node: pathItem, at: pathItemAt } = w.open(ref, w.child(pathsAt, path));
    return METHODS.filter((method) => pathItem?.[method]).map((method) => ({
      path,
      method,
      operation: pathItem[method],
      at: w.child(pathItemAt, method),
      pathItem,
      pathItemAt,
    }));
  });
}

/**
 * The named examples of an operation: of its request body (`request: true`) and of each of its responses.
 * @param {Walker} w @param {{ operation: any, at: any }} entry
 * @returns {Array<{ name: string, status: string | null, example: any, at: any }>}
 */
export function examplesOf(w, { operation, at }) {
  /** @param {any} holder @param {any} holderAt @param {string | null} status */
  const fromContent = (holder, holderAt, status) =>
    Object.entries(holder?.content ?? {}).flatMap(([type, media]) =>
      Object.entries(media?.examples ?? {}).map(([name, ref]) => {
        const exampleAt = w.child(w.child(w.child(w.child(holderAt, 'content'), type), 'examples'), name);
        const { node, at: openedAt } = w.open(ref, exampleAt);
        return { name, status, example: node, at: openedAt };
      }),
    );
  const body = w.open(operation.requestBody, w.child(at, 'requestBody'));
  const responses = Object.entries(operation.responses ?? {}).flatMap(([status, ref]) => {
    const response = w.open(ref, w.child(w.child(at, 'responses'), status));
    return fromContent(response.node, response.at, status);
  });
  return [...fromContent(body.node, body.at, null), ...responses];
}

/**
 * The property names a JSON request body schema allows, through $ref, allOf, anyOf and oneOf.
 * @param {Walker} w @param {any} ref @param {any} at @param {Set<any>} [seen]
 */
export function propertyNames(w, ref, at, seen = new Set()) {
  const { node: schema, at: schemaAt } = w.open(ref, at);
  /** @type {Set<string>} */
  const names = new Set();
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return names;
  seen.add(schema);
  for (const name of Object.keys(schema.properties ?? {})) names.add(name);
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    (schema[keyword] ?? []).forEach((/** @type {any} */ member, /** @type {number} */ index) => {
      for (const name of propertyNames(w, member, w.child(w.child(schemaAt, keyword), index), seen))
        names.add(name);
    });
  }
  return names;
}

/**
 * Every schema reachable from the document's components and operations, once each, with where it is.
 * @param {Walker} w @returns {Array<{ schema: any, at: any }>}
 */
export function reachableSchemas(w) {
  /** @type {Array<{ schema: any, at: any }>} */
  const found = [];
  const seen = new Set();
  /** @param {any} ref @param {any} at */
  const visit = (ref, at) => {
    const { node: schema, at: schemaAt } = w.open(ref, at);
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    found.push({ schema, at: schemaAt });
    for (const [name, child] of Object.entries(schema.properties ?? {}))
      visit(child, w.child(w.child(schemaAt, 'properties'), name));
    for (const keyword of ['items', 'additionalProperties', 'not'])
      if (schema[keyword] && typeof schema[keyword] === 'object')
        visit(schema[keyword], w.child(schemaAt, keyword));
    for (const keyword of ['allOf', 'anyOf', 'oneOf'])
      for (const [index, member] of (schema[keyword] ?? []).entries())
        visit(member, w.child(w.child(schemaAt, keyword), index));
  };
  const schemasAt = w.child(w.child(w.at, 'components'), 'schemas');
  for (const [name, ref] of Object.entries(w.root.components?.schemas ?? {}))
    visit(ref, w.child(schemasAt, name));
  for (const entry of operations(w)) {
    const { operation, at } = entry;
    (operation.parameters ?? []).forEach((/** @type {any} */ ref, /** @type {number} */ index) => {
      const { node, at: parameterAt } = w.open(ref, w.child(w.child(at, 'parameters'), index));
      if (node?.schema) visit(node.schema, w.child(parameterAt, 'schema'));
    });
    const holders = [
      w.open(operation.requestBody, w.child(at, 'requestBody')),
      ...Object.entries(operation.responses ?? {}).map(([status, ref]) =>
        w.open(ref, w.child(w.child(at, 'responses'), status)),
      ),
    ];
    for (const { node, at: holderAt } of holders)
      for (const [type, media] of Object.entries(node?.content ?? {}))
        if (media?.schema)
          visit(media.schema, w.child(w.child(w.child(holderAt, 'content'), type), 'schema'));
  }
  return found;
}
