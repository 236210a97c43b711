// @ts-check
// The filters a query declares, applied to a collection. Each request property (or query parameter) of a page or
// list operation is read by one rule, chosen from the contract, as a backend developer would write it:
//   - `x-mock.filters` maps it explicitly: `{ applyDateFrom: { field: applyDate, match: from } }` or a field name,
//     or through another collection: `{ categoryId: { field: materialId, via: { from: materials, field: categoryId } } }`
//     keeps the records whose materialId names a material of that category (`take: name` compares another field
//     of the records found than their id); a flag can stand for a condition:
//     `{ orderable: { criteria: { status: { $in: [APPROVED, PARTIALLY_ORDERED] } } } }` applies it when true;
//     `{ queryType: { match: behaviour } }` leaves it to the operation's behaviour (who asks decides: 待办, 已办);
//   - `keyword` searches the fields `x-mock.keyword` lists;
//   - `<field>From` / `<field>To` bound a date or number field (a date-only bound covers its whole day);
//   - a property named as a field of the records: an id, an enum, a number or a flag equals it, free text
//     contains it (case-insensitive), an array field contains it, a list of values is any of them.
// A property that no rule reads is an error of the contract, found by `filterPlan` before any request.
// The rules compile to MongoDB-style criteria, run by mingo over the collection's plain JSON documents.
import { Query } from 'mingo';
import { resolveSchema } from './contract.js';
import { ORDER_AND_PAGE } from './paging.js';

/** Request properties that order or shape the page rather than filter it. */
const PAGING = new Set([...ORDER_AND_PAGE, 'extensionQueries']);

/**
 * @typedef {{
 *   key: string, field?: string, fields?: string[], via?: { from: string, field: string, take?: string },
 *   criteria?: Record<string, unknown>,
 *   match: 'equals' | 'contains' | 'from' | 'to' | 'in' | 'keyword' | 'has' | 'criteria' | 'behaviour',
 * }} FilterRule
 */

/** @param {any} spec @param {any} schema @returns {Record<string, any>} */
function propertiesOf(spec, schema) {
  const resolved = resolveSchema(spec, schema);
  if (!resolved) return {};
  if (resolved.allOf)
    return Object.assign({}, ...resolved.allOf.map((/** @type {any} */ part) => propertiesOf(spec, part)));
  return Object.fromEntries(
    Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, resolveSchema(spec, value)]),
  );
}

/**
 * The record schema of a read operation's answer: the page's `list` items, the list's items, or the object.
 * @param {any} spec @param {import('./contract.js').ContractOperation} operation
 */
export function recordSchemaOf(spec, operation) {
  const data = operation.dataSchema;
  if (!data) return undefined;
  if (operation.kind === 'page') return resolveSchema(spec, propertiesOf(spec, data).list?.items);
  if (data.type === 'array' || data.items) return resolveSchema(spec, data.items);
  return data;
}

/** The filters a request can carry: its body's properties, or its query parameters. */
function filterInputs(spec, operation, parameters) {
  const body = Object.keys(propertiesOf(spec, operation.requestSchema));
  const query = parameters
    .filter((/** @type {any} */ parameter) => parameter.in === 'query')
    .map((/** @type {any} */ parameter) => parameter.name);
  return [...body, ...query].filter((key) => !PAGING.has(key));
}

/** @param {any} field @param {string} key */
function matchFor(field, key) {
  const types = Array.isArray(field?.type) ? field.type : [field?.type];
  if (types.includes('array')) return 'has';
  if (field?.enum || /Id$|^id$/.test(key) || !types.includes('string') || field?.format || field?.pattern)
    return 'equals';
  return 'contains';
}

/**
 * How a page or list operation reads each filter it declares, or what the contract must still say.
 * @param {any} spec @param {import('./contract.js').ContractOperation} operation @param {any[]} [parameters]
 * @returns {{ rules: FilterRule[], unresolved: string[] }}
 */
export function filterPlan(spec, operation, parameters = []) {
  const fields = propertiesOf(spec, recordSchemaOf(spec, operation));
  const explicit = operation.mock?.filters ?? {};
  /** @type {FilterRule[]} */
  const rules = [];
  /** @type {string[]} */
  const unresolved = [];
  for (const key of filterInputs(spec, operation, parameters)) {
    const mapped = explicit[key];
    if (mapped) {
      const rule =
        typeof mapped === 'string' ? { field: mapped, match: matchFor(fields[mapped], mapped) } : mapped;
      // a rule that names no match: `criteria` when it gives criteria, else what its field's type suggests
      const match = rule.match ?? (rule.criteria ? 'criteria' : matchFor(fields[rule.field], rule.field));
      rules.push({ key, ...rule, match: /** @type {FilterRule['match']} */ (match) });
    } else if (key === 'keyword' && operation.mock?.keyword?.length) {
      rules.push({ key, fields: operation.mock.keyword, match: 'keyword' });
    } else if (/.(From|To)$/.test(key) && fields[key.replace(/(From|To)$/, '')]) {
      rules.push({ key, field: key.replace(/(From|To)$/, ''), match: key.endsWith('From') ? 'from' : 'to' });
    } else if (fields[key]) {
      rules.push({ key, field: key, match: matchFor(fields[key], key) });
    } else {
      unresolved.push(key);
    }
  }
  return { rules, unresolved };
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {unknown} value */
const isEmpty = (value) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * MongoDB-style criteria for the filters a request carries.
 * @param {FilterRule[]} rules @param {Record<string, unknown>} input
 * @param {import('./store.js').Collections} [collections] what a `via` rule looks through
 * @returns {Record<string, unknown>}
 */
export function criteriaFor(rules, input, collections = {}) {
  /** @type {Record<string, unknown>[]} */
  const all = [];
  for (const rule of rules) {
    let value = input[rule.key];
    if (isEmpty(value)) continue;
    const field = /** @type {string} */ (rule.field);
    if (rule.via) {
      const through = new Query({ [rule.via.field]: Array.isArray(value) ? { $in: value } : value });
      value = (collections[rule.via.from] ?? [])
        .filter((record) => through.test(record))
        .map((record) => record.id);
    }
    switch (rule.match) {
      case 'behaviour':
        break;
      case 'criteria':
        if (value === true || value === 'true')
          all.push(/** @type {Record<string, unknown>} */ (rule.criteria));
        break;
      case 'keyword':
        all.push({
          $or: (rule.fields ?? []).map((name) => ({
            [name]: { $regex: escapeRegExp(String(value)), $options: 'i' },
          })),
        });
        break;
      case 'contains':
        all.push({ [field]: { $regex: escapeRegExp(String(value)), $options: 'i' } });
        break;
      case 'from':
        all.push({ [field]: { $gte: value } });
        break;
      case 'to':
        // a date-only bound ("2026-11-26") covers every time of that day
        all.push({ [field]: { $lte: typeof value === 'string' ? `${value}\uffff` : value } });
        break;
      case 'in':
        all.push({ [field]: { $in: Array.isArray(value) ? value : [value] } });
        break;
      default:
        // equals, and has (an array field holding the value): MongoDB semantics match an array by its elements
        all.push({ [field]: Array.isArray(value) ? { $in: value } : value });
    }
  }
  return all.length === 0 ? {} : { $and: all };
}

/**
 * The documents that match the filters a request carries, in the collection's order.
 * @template T @param {T[]} documents @param {FilterRule[]} rules @param {Record<string, unknown>} input
 * @param {import('./store.js').Collections} [collections]
 * @returns {T[]}
 */
export function applyFilters(documents, rules, input, collections) {
  const criteria = criteriaFor(rules, input, collections);
  if (Object.keys(criteria).length === 0) return documents;
  const query = new Query(criteria);
  return documents.filter((document) => query.test(/** @type {any} */ (document)));
}
