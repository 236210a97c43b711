// @ts-check
// The generic operations of memory mode, one per kind an operation's `x-mock` names: page, list, tree, get, save,
// delete, status, set. Each reads the request as the contract shapes it and answers `{ data }` (the upstream wraps
// it in the envelope and fits it to the answer's schema) or a failure `{ status, code, message }`.
import { v4 as uuid } from 'uuid';
import { resolveSchema } from './contract.js';
import { applyFilters, filterPlan } from './filters.js';
import { pageOf } from './paging.js';

/**
 * @typedef {import('./contract.js').ContractOperation} ContractOperation
 * @typedef {{
 *   spec: any, operation: ContractOperation, parameters: any[],
 *   params: Record<string, string>, query: Record<string, string>, body: any,
 *   collections: import('./store.js').Collections, user: Record<string, any>, now: Date,
 * }} MockContext
 * @typedef {{ data: unknown, message?: string }} MockSuccess
 * @typedef {{ status: number, code: number, message: string }} MockFailure
 * @typedef {MockSuccess | MockFailure} MockResult
 */

/** A failure the client sees as the contract's error envelope. */
export class MockError extends Error {
  /** @param {number} status HTTP status @param {string} message @param {number} [code] the envelope's code */
  constructor(status, message, code = status) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** `2026-11-26 16:05:09`, as the contract writes a time. @param {Date} date */
export function formatTime(date) {
  const pad = (/** @type {number} */ value) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** An id as the contract writes one: a UUID v4 without dashes. */
export const newId = () => uuid().replaceAll('-', '');

/** The request's filters and options: the body of a POST or PUT, the query of a GET or DELETE. @param {MockContext} context */
export function inputOf(context) {
  return context.body && typeof context.body === 'object' && !Array.isArray(context.body)
    ? { ...context.query, ...context.body }
    : { ...context.query };
}

/** The ids a request names: `ids`, `id`, or an `{id}` in the path. @param {MockContext} context @returns {string[]} */
export function idsOf(context) {
  const input = inputOf(context);
  if (Array.isArray(input.ids)) return input.ids.map(String);
  const id = context.params.id ?? input.id;
  return id === undefined || id === null || id === '' ? [] : [String(id)];
}

/** @param {MockContext} context */
function documentsOf(context) {
  const name = /** @type {string} */ (context.operation.collection);
  context.collections[name] ??= [];
  return context.collections[name];
}

/** @param {MockContext} context @param {string} id */
export function findDocument(context, id) {
  const document = documentsOf(context).find((candidate) => String(candidate.id) === id);
  if (!document) throw new MockError(404, '记录不存在或已被删除');
  return document;
}

/** Each operation's filter plan, made the first time the operation is called. */
const plans = new WeakMap();

/** @param {MockContext} context */
function filtered(context) {
  if (!plans.has(context.operation))
    plans.set(context.operation, filterPlan(context.spec, context.operation, context.operation.parameters));
  const { rules, unresolved } = plans.get(context.operation);
  if (unresolved.length > 0) {
    throw new MockError(
      500,
      `内存模式无法按 ${unresolved.join('、')} 过滤：请在契约的 x-mock.filters 中说明`,
    );
  }
  return applyFilters(documentsOf(context), rules, inputOf(context), context.collections);
}

/**
 * The matching records in the order asked for (`sortField`, `sortOrder`), a page of them. A behaviour that shows a
 * record otherwise than it is stored (a figure read now from another collection) passes `view`, so the order is
 * that of what the user sees.
 * @param {MockContext} context @param {(document: any) => any} [view]
 * @returns {MockResult}
 */
function page(context, view) {
  const matching = filtered(context);
  return { data: pageOf(view ? matching.map(view) : matching, inputOf(context)) };
}

/** @param {MockContext} context @returns {MockResult} */
function list(context) {
  return { data: filtered(context) };
}

/**
 * A tree's matching nodes with their ancestors, so the client can still build the tree: flat, each under its
 * parentId, as the contract's trees answer (departments, categories, permissions, locations); nested under
 * `children` only where the answer's items have a `children` field.
 * @param {MockContext} context
 */
function tree(context) {
  const all = documentsOf(context);
  const byId = new Map(all.map((document) => [String(document.id), document]));
  const shown = new Set(filtered(context).map((document) => String(document.id)));
  for (const id of [...shown]) {
    for (
      let parent = byId.get(id)?.parentId;
      parent && byId.has(String(parent)) && !shown.has(String(parent));
    ) {
      shown.add(String(parent));
      parent = byId.get(String(parent))?.parentId;
    }
  }
  const flat = all.filter((document) => shown.has(String(document.id)));
  const item = resolveSchema(context.spec, context.operation.dataSchema)?.items;
  if (!resolveSchema(context.spec, item)?.properties?.children) return { data: flat };
  /** @type {Map<string, any[]>} */
  const childrenOf = new Map();
  const roots = [];
  for (const document of flat) {
    const parent =
      document.parentId && shown.has(String(document.parentId)) ? String(document.parentId) : undefined;
    if (parent) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), document]);
    else roots.push(document);
  }
  /** @param {any[]} nodes @returns {any[]} */
  const attach = (nodes) =>
    nodes.map((node) => ({ ...node, children: attach(childrenOf.get(String(node.id)) ?? []) }));
  return { data: attach(roots) };
}

/** @param {MockContext} context @returns {MockResult} */
function get(context) {
  const [id] = idsOf(context);
  if (!id) throw new MockError(400, '缺少 id');
  return { data: findDocument(context, id) };
}

/** Fields the server fills when a record is created, as the contract names them. */
const CREATED_AT = ['createTime', 'createdTime', 'updateTime'];
const CREATED_BY = ['creator', 'createBy', 'createdBy'];

/**
 * Creates (no id) or updates (an id) a record; `unique` fields refuse a value another record has, with the
 * operation's business-error example; `defaults` are what the server gives a new record the request leaves out.
 * @param {MockContext} context @returns {MockResult}
 */
function save(context) {
  const documents = documentsOf(context);
  const input = inputOf(context);
  const id = input.id === undefined || input.id === null || input.id === '' ? undefined : String(input.id);
  for (const field of context.operation.mock?.unique ?? []) {
    const taken = documents.some(
      (document) =>
        String(document.id) !== id && input[field] !== undefined && document[field] === input[field],
    );
    if (taken) throw businessError(context);
  }
  if (id) {
    const document = findDocument(context, id);
    Object.assign(document, input, { id: document.id });
    if ('updateTime' in document) document.updateTime = formatTime(context.now);
    resolveRefs(context, document);
    return { data: document };
  }
  /** @type {Record<string, any>} */
  const document = { ...structuredClone(context.operation.mock?.defaults ?? {}), ...input, id: newId() };
  const sample = documents[0] ?? {};
  for (const field of CREATED_AT) if (field in sample) document[field] = formatTime(context.now);
  for (const field of CREATED_BY) if (field in sample) document[field] = context.user.nickname;
  for (const [field, pattern] of Object.entries(context.operation.mock?.serial ?? {})) {
    document[field] = nextSerial(documents, field, pattern, context.now);
  }
  resolveRefs(context, document);
  documents.unshift(document);
  return { data: document };
}

/**
 * The next number of a series the server gives, e.g. `SUP-###` after SUP-005 is SUP-006, `PO{date}####` on
 * 2026-11-26 is PO202611260001 and then PO202611260002: `{date}` is the day as yyyyMMdd, `{year}` the year, each `#`
 * a digit.
 * @param {Record<string, any>[]} documents @param {string} field @param {string} pattern @param {Date} now
 */
export function nextSerial(documents, field, pattern, now) {
  const day = formatTime(now).slice(0, 10).replaceAll('-', '');
  const prefix = pattern.replace('{date}', day).replace('{year}', day.slice(0, 4)).replace(/#+$/, '');
  const width = pattern.length - pattern.replace(/#+$/, '').length;
  const taken = documents
    .map((document) => String(document[field] ?? ''))
    .filter((value) => value.startsWith(prefix) && /^\d+$/.test(value.slice(prefix.length)))
    .map((value) => Number(value.slice(prefix.length)));
  return `${prefix}${String(Math.max(0, ...taken) + 1).padStart(width, '0')}`;
}

/**
 * Fills the fields `x-mock.refs` derives from other collections: `{ tags: { ids: tagIds, from: attrTags } }` gives
 * the records the ids name, `{ supplierName: { id: supplierId, from: suppliers, take: name } }` one of their fields.
 * @param {MockContext} context @param {Record<string, any>} document
 */
function resolveRefs(context, document) {
  for (const [field, ref] of Object.entries(context.operation.mock?.refs ?? {})) {
    const from = context.collections[ref.from] ?? [];
    const pick = (/** @type {unknown} */ id) => {
      const found = from.find((candidate) => String(candidate.id) === String(id));
      return found && ref.take ? found[ref.take] : found;
    };
    if (ref.ids) document[field] = (document[ref.ids] ?? []).map(pick).filter((value) => value !== undefined);
    else if (ref.id)
      document[field] =
        document[ref.id] === undefined || document[ref.id] === null ? null : (pick(document[ref.id]) ?? null);
  }
}

/** The operation's first business-error example, as a failure. @param {MockContext} context */
export function businessError(context) {
  const example = context.operation.businessErrors[0]?.value;
  return new MockError(200, example?.message ?? '操作失败', example?.code ?? 400);
}

/** @param {MockContext} context @returns {MockResult} */
function remove(context) {
  const ids = new Set(idsOf(context));
  const documents = documentsOf(context);
  const kept = documents.filter((document) => !ids.has(String(document.id)));
  documents.splice(0, documents.length, ...kept);
  return { data: null };
}

/** Sets the fields `values` names (or the request's `status`) on every record the request names. */
function setFields(/** @type {MockContext} */ context, /** @type {Record<string, unknown>} */ values) {
  const documents = idsOf(context).map((id) => findDocument(context, id));
  for (const document of documents) Object.assign(document, values);
  return { data: documents.length === 1 ? documents[0] : null };
}

/** @type {Record<string, (context: MockContext, view?: (document: any) => any) => MockResult>} */
export const KINDS = {
  page,
  list,
  tree,
  get,
  save,
  delete: remove,
  status: (context) => setFields(context, { status: inputOf(context).status }),
  set: (context) => setFields(context, context.operation.mock?.values ?? {}),
};
