// @ts-check
// Fits a stored document to the schema of the answer it goes into. A collection keeps one document per record,
// richer than any one view of it (a detail's lines, a save request's input-only fields), and the contract's
// response objects are closed (`additionalProperties: false`): so an answer keeps the properties its schema
// declares, and a required property the document lacks gets the schema's default, its `null`, or its type's
// empty value, and is reported (a behaviour should have filled it; the report says which).
import { resolveSchema } from './contract.js';

/** @param {any} schema @returns {string[]} the JSON types a schema allows */
function typesOf(schema) {
  if (Array.isArray(schema?.type)) return schema.type;
  if (typeof schema?.type === 'string') return [schema.type];
  if (schema?.properties) return ['object'];
  if (schema?.items) return ['array'];
  if (schema?.enum) return [...new Set(schema.enum.map((/** @type {unknown} */ value) => jsonType(value)))];
  return [];
}

/** @param {unknown} value */
function jsonType(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** @param {any} schema @param {unknown} value */
function allows(schema, value) {
  const types = typesOf(schema);
  if (types.length === 0) return true;
  const type = jsonType(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/**
 * @param {any} spec @param {any} schema
 * @returns {unknown} what a required property the document lacks is given
 */
export function emptyValue(spec, schema) {
  const resolved = resolveSchema(spec, schema);
  if (resolved?.oneOf || resolved?.anyOf) {
    const options = (resolved.oneOf ?? resolved.anyOf).map((/** @type {any} */ option) =>
      resolveSchema(spec, option),
    );
    const nullable = options.find((/** @type {any} */ option) => typesOf(option).includes('null'));
    return nullable ? null : emptyValue(spec, options[0]);
  }
  if (resolved?.default !== undefined) return structuredClone(resolved.default);
  if (resolved?.const !== undefined) return resolved.const;
  if (resolved?.enum) return resolved.enum[0];
  const types = typesOf(resolved);
  if (types.includes('null')) return null;
  switch (types[0]) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return typeof resolved.minimum === 'number' ? Math.max(0, resolved.minimum) : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return conform(spec, resolved, {});
    default:
      return null;
  }
}

/**
 * The value as the schema shows it: closed objects keep their declared properties (recursively), required ones
 * that are missing are filled, each fill reported to `gaps` by its JSON path.
 * @param {any} spec @param {any} schema @param {unknown} value
 * @param {string[]} [gaps] @param {string} [at]
 * @returns {unknown}
 */
export function conform(spec, schema, value, gaps = [], at = '$') {
  const resolved = resolveSchema(spec, schema);
  if (!resolved || value === undefined) return value;
  const options = resolved.oneOf ?? resolved.anyOf;
  if (options) {
    const fitting = options
      .map((/** @type {any} */ option) => resolveSchema(spec, option))
      .find((/** @type {any} */ option) => allows(option, value));
    return fitting ? conform(spec, fitting, value, gaps, at) : value;
  }
  if (Array.isArray(value)) {
    return resolved.items
      ? value.map((item, index) => conform(spec, resolved.items, item, gaps, `${at}[${index}]`))
      : value;
  }
  if (value === null || typeof value !== 'object' || !resolved.properties) return value;
  const record = /** @type {Record<string, unknown>} */ (value);
  /** @type {Record<string, unknown>} */
  const shown = {};
  const closed = resolved.additionalProperties === false;
  for (const [key, item] of Object.entries(record)) {
    if (key in resolved.properties)
      shown[key] = conform(spec, resolved.properties[key], item, gaps, `${at}.${key}`);
    else if (!closed) shown[key] = item;
  }
  for (const key of resolved.required ?? []) {
    if (shown[key] !== undefined) continue;
    shown[key] = emptyValue(spec, resolved.properties[key]);
    gaps.push(`${at}.${key}`);
  }
  return shown;
}
