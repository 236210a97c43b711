// @ts-check
// The checks behind our cross-file lint rules (backoffice-plugin.js), as pure functions over a walker: the
// plugin walks the split contract through Redocly's resolver, the tests walk a plain object. Each check returns
// problems ({ message, at }) and never throws on a contract it does not understand: it reports it.

/**
 * @typedef {object} Walker
 * @property {any} root the document root
 * @property {any} at where the root is
 * @property {(node: any, at: any) => { node: any, at: any }} open follows `$ref`s (node undefined when broken)
 * @property {(at: any, key: string | number) => any} child where a child of a node is
 * @typedef {{ message: string, at: any }} Problem
 */

/** spec §6: the code the column rule always ignores; nobody needs a button for it. */
export const DYNAMIC_EXTENSION = 'DYNAMIC_EXTENSION';
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
function operations(w) {
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
function examplesOf(w, { operation, at }) {
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
 * The members of `OperationCode` (an anyOf of per-module enums) and the codes its modules mark `x-restrictive`.
 * @param {Walker} w
 */
export function operationCodeMembers(w) {
  /** @type {Problem[]} */
  const problems = [];
  const schemasAt = w.child(w.child(w.at, 'components'), 'schemas');
  const { node: union, at: unionAt } = w.open(
    w.root.components?.schemas?.OperationCode,
    w.child(schemasAt, 'OperationCode'),
  );
  const members = new Set();
  const restrictive = new Set();
  if (!union || !Array.isArray(union.anyOf)) {
    problems.push({
      message: 'components.schemas.OperationCode must be an anyOf of per-module enums.',
      at: unionAt,
    });
    return { members, restrictive, problems };
  }
  union.anyOf.forEach((/** @type {any} */ ref, /** @type {number} */ index) => {
    const { node: module, at: moduleAt } = w.open(ref, w.child(w.child(unionAt, 'anyOf'), index));
    const values = Array.isArray(module?.enum)
      ? module.enum
      : 'const' in (module ?? {})
        ? [module.const]
        : undefined;
    if (!values || values.some((/** @type {unknown} */ value) => typeof value !== 'string')) {
      problems.push({ message: 'Each member of OperationCode is an enum of strings.', at: moduleAt });
      return;
    }
    for (const value of values) {
      if (members.has(value))
        problems.push({ message: `Operation code ${value} is declared twice.`, at: moduleAt });
      members.add(value);
    }
    for (const code of module['x-restrictive'] ?? []) {
      if (!values.includes(code))
        problems.push({
          message: `x-restrictive names ${code}, which this enum does not declare.`,
          at: moduleAt,
        });
      restrictive.add(code);
    }
  });
  return { members, restrictive, problems };
}

/**
 * Menu entries of type F (buttons) anywhere in a value, with where each is.
 * @param {Walker} w @param {unknown} value @param {any} at @returns {Array<{ entry: any, at: any }>}
 */
function buttonEntries(w, value, at) {
  if (Array.isArray(value)) return value.flatMap((item, index) => buttonEntries(w, item, w.child(at, index)));
  if (!value || typeof value !== 'object') return [];
  const entry = /** @type {Record<string, unknown>} */ (value);
  if (entry.type === 'F' && 'parentId' in entry && 'code' in entry) return [{ entry, at }];
  return Object.entries(entry).flatMap(([key, child]) => buttonEntries(w, child, w.child(at, key)));
}

/**
 * Operation codes in examples are declared (`OperationCode`), and every declared code is reachable: the
 * administrator's example holds each (but DYNAMIC_EXTENSION and the restrictive ones, which it must not hold) and
 * 菜单管理's list has a button for each (but DYNAMIC_EXTENSION).
 * @param {Walker} w
 * @param {{ operationPermissions?: string, administrator?: string, menuList?: string, menuListExample?: string }} [options]
 * @returns {Problem[]}
 */
export function operationCodeProblems(w, options = {}) {
  const {
    operationPermissions = 'getOperationPermissionsByTokenAndUrl',
    administrator = 'full',
    menuList = 'getAllPermissions',
    menuListExample = 'adminMenus',
  } = options;
  const { members, restrictive, problems } = operationCodeMembers(w);
  if (members.size === 0) return problems;
  let administratorSeen = false;
  let menuListSeen = false;
  const checkedButtons = new Set(); // one report per entry, however many examples list it (YAML aliases)
  for (const entry of operations(w)) {
    const { operationId } = entry.operation;
    for (const { name, status, example, at } of examplesOf(w, entry)) {
      const valueAt = w.child(at, 'value');
      const buttons = buttonEntries(w, example?.value, valueAt);
      for (const button of buttons) {
        if (checkedButtons.has(button.entry)) continue;
        checkedButtons.add(button.entry);
        const { code, name: label } = button.entry;
        if (typeof code !== 'string' || !members.has(code))
          problems.push({
            message: `Button「${label}」has code ${JSON.stringify(code)}, which is not an OperationCode.`,
            at: w.child(button.at, 'code'),
          });
      }
      if (operationId === menuList && name === menuListExample) {
        menuListSeen = true;
        const held = new Set(buttons.map((button) => button.entry.code));
        const missing = [...members].filter((code) => code !== DYNAMIC_EXTENSION && !held.has(code));
        if (missing.length > 0)
          problems.push({
            message: `${menuList} example ${name} has no button (F entry) for ${missing.join(', ')}.`,
            at: valueAt,
          });
      }
      if (operationId !== operationPermissions || !status?.startsWith('2')) continue;
      const items = example?.value?.data;
      if (!Array.isArray(items)) continue;
      items.forEach((item, index) => {
        if (!members.has(item?.code))
          problems.push({
            message: `${operationPermissions} example ${name} holds ${JSON.stringify(item?.code)}, which is not an OperationCode.`,
            at: w.child(w.child(w.child(valueAt, 'data'), index), 'code'),
          });
      });
      if (name !== administrator) continue;
      administratorSeen = true;
      const held = new Set(items.map((item) => item?.code));
      const missing = [...members].filter(
        (code) => code !== DYNAMIC_EXTENSION && !restrictive.has(code) && !held.has(code),
      );
      if (missing.length > 0)
        problems.push({
          message: `The administrator (example ${name}) does not hold ${missing.join(', ')}.`,
          at: valueAt,
        });
      const taken = [...restrictive].filter((code) => held.has(code));
      if (taken.length > 0)
        problems.push({
          message: `The administrator (example ${name}) holds the restrictive ${taken.join(', ')}.`,
          at: valueAt,
        });
    }
  }
  if (!administratorSeen)
    problems.push({ message: `No example ${administrator} of ${operationPermissions} to check.`, at: w.at });
  if (!menuListSeen)
    problems.push({ message: `No example ${menuListExample} of ${menuList} to check.`, at: w.at });
  return problems;
}

/**
 * The property names a JSON request body schema allows, through $ref, allOf, anyOf and oneOf.
 * @param {Walker} w @param {any} ref @param {any} at @param {Set<any>} [seen]
 */
function propertyNames(w, ref, at, seen = new Set()) {
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

/**
 * Every schema reachable from the document's components and operations, once each, with where it is.
 * @param {Walker} w @returns {Array<{ schema: any, at: any }>}
 */
function reachableSchemas(w) {
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

/**
 * An enum marked `x-dict: <dictType>` has a dictionary: the dictionary-data operation has an example chosen for
 * that type (x-when on the type parameter) whose values are exactly the enum's members.
 * @param {Walker} w @param {{ operation?: string, parameter?: string }} [options] @returns {Problem[]}
 */
export function dictionaryEnumProblems(w, options = {}) {
  const { operation: operationId = 'getDictData', parameter = 'dictType' } = options;
  /** @type {Problem[]} */
  const problems = [];
  const entry = operations(w).find(({ operation }) => operation.operationId === operationId);
  const enums = reachableSchemas(w).filter(({ schema }) => typeof schema['x-dict'] === 'string');
  if (!entry) {
    if (enums.length > 0)
      problems.push({ message: `x-dict needs the operation ${operationId}.`, at: enums[0]?.at });
    return problems;
  }
  /** @type {Map<string, { values: string[], at: any }>} */
  const dictionaries = new Map();
  for (const { status, example, at } of examplesOf(w, entry)) {
    const type = example?.['x-when']?.query?.[parameter];
    const data = example?.value?.data;
    if (status?.startsWith('2') && typeof type === 'string' && Array.isArray(data))
      dictionaries.set(type, { values: data.map((item) => item?.value), at: w.child(at, 'value') });
  }
  for (const { schema, at } of enums) {
    const type = schema['x-dict'];
    const dictionary = dictionaries.get(type);
    if (!dictionary) {
      problems.push({
        message: `x-dict ${type}: ${operationId} has no example for ${parameter} ${type}.`,
        at,
      });
      continue;
    }
    const members = (schema.enum ?? []).map(String);
    const missing = members.filter((value) => !dictionary.values.includes(value));
    const extra = dictionary.values.filter((value) => !members.includes(value));
    if (missing.length > 0 || extra.length > 0)
      problems.push({
        message: `Dictionary ${type} must hold exactly the enum's values${missing.length ? `; missing ${missing.join(', ')}` : ''}${extra.length ? `; not in the enum ${extra.join(', ')}` : ''}.`,
        at: dictionary.at,
      });
  }
  return problems;
}
