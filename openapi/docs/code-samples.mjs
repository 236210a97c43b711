// @ts-check
// One code sample per operation for the reference (Redoc shows `x-codeSamples` in its right panel): the call a
// consumer writes with @backoffice/sdk, built from the operation itself (method, path, parameters and body from
// the contract's own examples). Added to a copy of the bundled spec by build.mjs, never to the contract.

export const SAMPLE_LABEL = 'TypeScript (@backoffice/sdk)';
export const SAMPLE_BASE_URL = 'https://erp.example.com';

const METHODS = ['get', 'post', 'put', 'delete'];
const JSON_TYPE = 'application/json';

/** @typedef {Record<string, any>} Json */

/** Follows local `$ref`s (the bundled spec has only those). @param {Json} spec @param {any} node */
function resolve(spec, node) {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((parent, key) => parent?.[key], spec);
  }
  return current;
}

/** The first named example's value, or the single `example`. @param {Json} spec @param {any} holder */
function exampleOf(spec, holder) {
  if (!holder) return undefined;
  if (holder.example !== undefined) return holder.example;
  const first = Object.values(holder.examples ?? {})[0];
  return first === undefined ? undefined : resolve(spec, first)?.value;
}

/** A value for a parameter: its example, else its schema's example, default or first enum value. */
function parameterValue(/** @type {Json} */ spec, /** @type {Json} */ parameter) {
  const example = exampleOf(spec, parameter);
  if (example !== undefined) return example;
  const schema = resolve(spec, parameter.schema) ?? {};
  const candidates = [schema.examples?.[0], schema.example, schema.default, schema.enum?.[0], schema.const];
  const found = candidates.find((value) => value !== undefined);
  if (found !== undefined) return found;
  return { integer: 1, number: 1, boolean: true }[schema.type] ?? parameter.name;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A string as a single-quoted TypeScript literal. @param {string} text */
function quote(text) {
  return `'${JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

/**
 * A JSON value as a TypeScript literal the way a person writes it: unquoted keys, single quotes, short objects and
 * arrays on one line.
 * @param {unknown} value @param {string} [indent]
 * @returns {string}
 */
export function literal(value, indent = '') {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  const parts = Array.isArray(value)
    ? value.map((item) => literal(item, inner))
    : Object.entries(value).map(
        ([key, item]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${literal(item, inner)}`,
      );
  if (parts.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  const oneLine = `${open}${parts.join(', ')}${close}`;
  if (!oneLine.includes('\n') && indent.length + oneLine.length <= 90) return oneLine;
  const [openMany, closeMany] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${openMany}\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}${closeMany}`;
}

/** The response content types of an operation's 200. @param {Json} spec @param {Json} operation */
function successTypes(spec, operation) {
  return Object.keys(resolve(spec, operation.responses?.['200'])?.content ?? {});
}

/** Whether the operation's success envelope carries no data (`data: null` in its success example). */
function answersNothing(/** @type {Json} */ spec, /** @type {Json} */ operation) {
  const content = resolve(spec, operation.responses?.['200'])?.content?.[JSON_TYPE];
  const examples = Object.values(content?.examples ?? {}).map((example) => resolve(spec, example)?.value);
  const success = examples.find((value) => value?.code === 200);
  return success !== undefined && success.data === null;
}

/**
 * The sdk call of one operation: `api.GET(path, init)` and its siblings, `api.download(...)` for an operation that
 * answers a file, `api.login(...)` for the login; a raw file body goes through as it is (the web app's way).
 * @param {Json} spec the bundled contract
 * @param {string} path @param {string} method lower case
 * @returns {string} a TypeScript module: the import, the client and the call
 */
export function codeSampleFor(spec, path, method) {
  const operation = spec.paths[path][method];
  const parameters = [...(spec.paths[path].parameters ?? []), ...(operation.parameters ?? [])].map(
    (parameter) => resolve(spec, parameter),
  );
  /** @type {Record<string, Record<string, unknown>>} */
  const params = {};
  for (const parameter of parameters) {
    const schema = resolve(spec, parameter.schema) ?? {};
    // Headers the contract fixes to one value (showdetails: 'true') are sent by the sdk itself.
    if (parameter.in === 'header' && (schema.enum?.length === 1 || schema.const !== undefined)) continue;
    if (parameter.in === 'cookie') continue;
    params[parameter.in] ??= {};
    params[parameter.in][parameter.name] = parameterValue(spec, parameter);
  }
  const requestBody = resolve(spec, operation.requestBody);
  const [bodyType, bodyContent] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  const rawFile = bodyType !== undefined && bodyType !== JSON_TYPE;
  const imports = ["import { createApiClient } from '@backoffice/sdk';"];
  const before = [];
  /** @type {string[]} */
  const init = [];
  if (Object.keys(params).length > 0) init.push(`params: ${literal(params, '  ')},`);
  if (rawFile) {
    imports.unshift("import { readFile } from 'node:fs/promises';");
    const name = String(
      params.query?.fileName ?? (bodyType.includes('sheet') ? '物料导入.xlsx' : 'file.bin'),
    );
    before.push(
      '// The raw file is the body (in a browser: a File from an <input type="file">).',
      `const file = new Blob([await readFile(${quote(name)})]);`,
    );
    init.push(
      'body: file as unknown as string, // openapi-fetch types a binary body as a string',
      'bodySerializer: (body: unknown) => body, // sent as it is, not as JSON',
      `headers: { 'Content-Type': ${quote(bodyType)} },`,
    );
  } else if (bodyType !== undefined) {
    const body = exampleOf(spec, bodyContent);
    init.push(`body: ${literal(body ?? {}, '  ')},`);
  }
  const initText = init.length === 0 ? '' : `, {\n${init.map((line) => `  ${line}`).join('\n')}\n}`;
  const fileAnswer = successTypes(spec, operation).some((type) => type !== JSON_TYPE);
  /** @type {string[]} */
  let call;
  if (operation.operationId === 'login' && method === 'post' && bodyType === JSON_TYPE) {
    const credentials = exampleOf(spec, bodyContent) ?? { username: 'username', password: 'password' };
    call = [
      '// Stores the token it answers: every later call sends it.',
      `const { token } = await api.login(${literal(credentials)});`,
    ];
  } else if (fileAnswer) {
    call = [
      `const file = await api.download('${method}', '${path}'${initText});`,
      'file.fileName; // from Content-Disposition; file.body is a Blob',
    ];
  } else {
    const target = answersNothing(spec, operation) ? 'await ' : 'const data = await ';
    call = [`${target}api.${method.toUpperCase()}('${path}'${initText});`];
  }
  return [
    ...imports,
    '',
    `const api = createApiClient({ baseUrl: '${SAMPLE_BASE_URL}' });`,
    '',
    ...before,
    ...call,
    '',
  ].join('\n');
}

/**
 * A copy of the bundled spec with one sdk sample per operation (the spec itself is left as it is).
 * @param {Json} spec @returns {Json}
 */
export function withCodeSamples(spec) {
  const copy = structuredClone(spec);
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const source = codeSampleFor(spec, path, method);
      operation['x-codeSamples'] = [{ lang: 'TypeScript', label: SAMPLE_LABEL, source }];
    }
  }
  return copy;
}

/** Every operation of the spec as [path, method]. @param {Json} spec @returns {Array<[string, string]>} */
export function operationsOf(spec) {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map(
      (method) => /** @type {[string, string]} */ ([path, method]),
    ),
  );
}
