// @ts-check
// What the warehouse behaviours share: lookups, dictionary labels, quantities, dates, links between documents and
// the refusals the contract declares. The rules they follow are written down in ../warehouse.js.
import { formatTime, MockError } from '../../memory/kinds.js';
import { byId } from '../records.js';

/**
 * @typedef {import('../../memory/store.js').Collections} Collections
 * @typedef {import('../../memory/kinds.js').MockContext} MockContext
 * @typedef {Record<string, any>} Doc
 */

/** A collection of the sandbox, made on first use. @param {Collections} collections @param {string} name */
export function listOf(collections, name) {
  if (!collections[name]) collections[name] = [];
  return collections[name];
}

export { byId };

/** A quantity as stock counts it, to the thousandth: 3.5 − 1.5 is 2, 0.1 + 0.2 is 0.3. @param {number} value */
export const qty = (value) => Math.round(value * 1000) / 1000;

/** An amount in yuan, to the cent. @param {number} value */
export const money = (value) => Math.round(value * 100) / 100;

/** @param {number[]} values */
export const sum = (values) => qty(values.reduce((total, value) => total + value, 0));

/** Today as the contract writes a date. @param {Date} now */
export const dateOf = (now) => formatTime(now).slice(0, 10);

/** The date `days` after a date. @param {string} date @param {number} days */
export function addDays(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A value's label in its dictionary (数据字典), or the value itself. @param {Collections} collections */
export function label(collections, /** @type {string} */ dictType, /** @type {unknown} */ value) {
  const found = (collections.dictData ?? []).find(
    (item) => item.dictType === dictType && item.value === value,
  );
  return found?.label ?? String(value ?? '');
}

/** `已待执行`, `已完成`: a document status as a refusal words it. @param {Collections} collections @param {string} status */
export function statusWords(collections, status) {
  const text = label(collections, 'document_status', status);
  return text.startsWith('已') ? text : `已${text}`;
}

/**
 * A refusal the contract declares for the operation: the code of its business-error example `name`, the message
 * saying which record and why.
 * @param {MockContext} context @param {string} name @param {string} message
 */
export function refuse(context, name, message) {
  const example = context.operation.businessErrors.find((candidate) => candidate.name === name);
  if (!example) throw new Error(`${context.operation.operationId} declares no business error "${name}"`);
  return new MockError(200, message, example.value.code);
}

/** The document, or 404. @param {Collections} collections @param {unknown} id @returns {Doc} */
export function docById(collections, id) {
  const doc = byId(collections.warehouseDocs, id);
  if (!doc) throw new MockError(404, '单据不存在或已被删除');
  return doc;
}

/** Which way a document moves stock: 入库单 in; 出库单, 调拨单 and 退货单 out; a 盘点单 neither. @param {string} docType */
export const directionOf = (docType) =>
  docType === 'IN' ? 'IN' : ['OUT', 'TRANSFER', 'RETURN'].includes(docType) ? 'OUT' : null;

/** @param {Doc} doc */
export const docLink = (doc) => ({
  kind: 'WAREHOUSE_DOC',
  id: doc.id,
  no: doc.docNo,
  name: null,
  docType: doc.docType,
  status: doc.status,
});

/** @param {Record<string, any>} order */
export const orderLink = (order) => ({
  kind: 'PURCHASE_ORDER',
  id: order.id,
  no: order.orderNo,
  name: null,
  docType: null,
  status: order.status,
});

/** @param {Record<string, any>} project */
export const projectLink = (project) => ({
  kind: 'PROJECT',
  id: project.id,
  no: project.projectNo,
  name: project.name,
  docType: null,
  status: null,
});

/**
 * A link as it reads now: the number, name and status of what it names today (as it was, when that is gone).
 * @param {Collections} collections @param {any} link
 */
export function freshLink(collections, link) {
  if (!link) return null;
  if (link.kind === 'PURCHASE_ORDER') {
    const order = byId(collections.purchaseOrders, link.id);
    return order ? orderLink(order) : link;
  }
  if (link.kind === 'PROJECT') {
    const project = byId(collections.projects, link.id);
    return project ? projectLink(project) : link;
  }
  const doc = byId(collections.warehouseDocs, link.id);
  return doc ? docLink(doc) : link;
}

/** The material's facts a line copies, its unit as the dictionary labels it. @param {Collections} collections */
export function materialFacts(collections, /** @type {unknown} */ materialId) {
  const material = byId(collections.materials, materialId);
  if (!material) throw new MockError(400, `物料 ${materialId} 不存在`);
  return {
    materialId: material.id,
    materialCode: material.code,
    materialName: material.name,
    spec: material.spec ?? null,
    unit: label(collections, 'unit_of_measure', material.unit),
    batchManaged: Boolean(material.batchManaged),
  };
}

/** The warehouse (level 1) a location is in. @param {Collections} collections @param {Record<string, any>} location */
export function warehouseIdOf(collections, location) {
  let node = location;
  for (let depth = 0; node && node.level > 1 && depth < 3; depth += 1)
    node = byId(collections.locations, node.parentId) ?? node;
  return node?.level === 1 ? String(node.id) : null;
}

/**
 * A node of a tree (locations, categories) and every node below it.
 * @param {Record<string, any>[] | undefined} nodes @param {string} id @returns {Set<string>}
 */
export function subtree(nodes, id) {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const node of nodes ?? []) {
      if (!ids.has(String(node.id)) && ids.has(String(node.parentId))) {
        ids.add(String(node.id));
        grew = true;
      }
    }
  }
  return ids;
}
