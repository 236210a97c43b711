// @ts-check
// What the behaviours of 项目, 角色, 个人资料 and BOM read alike: a record by id, a dictionary's label, and a refusal
// that is one of the operation's declared business errors, worded for the case at hand.
import { formatTime, MockError } from '../memory/kinds.js';

/** @param {Record<string, any>[] | undefined} records @param {unknown} id */
export const byId = (records, id) => (records ?? []).find((record) => String(record.id) === String(id));

/** What a document's line copies from 物料 (采购申请 and 采购订单 lines alike). @param {Record<string, any>} material */
export const materialFacts = (material) => ({
  materialId: material.id,
  materialCode: material.code,
  materialName: material.name,
  spec: material.spec ?? null,
  unit: material.unit,
});

/**
 * The label a dictionary gives a value (`purchase_order_status`, APPROVED → 已审核), or the value itself.
 * @param {import('../memory/store.js').Collections} collections @param {string} type @param {unknown} value
 */
export function dictLabel(collections, type, value) {
  const entry = (collections.dictData ?? []).find(
    (data) => data.dictType === type && String(data.value) === String(value),
  );
  return entry ? String(entry.label) : String(value ?? '');
}

/**
 * A refusal as the contract declares it for the operation: the code of its business-error example `name` (the
 * first one when the operation has only one), with a message that names what this request ran into, worded as
 * that example words it.
 * @param {import('../memory/kinds.js').MockContext} context @param {string | undefined} name @param {string} message
 */
export function refuse(context, name, message) {
  const errors = context.operation.businessErrors;
  const example = (name ? errors.find((error) => error.name === name) : undefined) ?? errors[0];
  if (!example) throw new Error(`${context.operation.operationId} declares no business error`);
  return new MockError(200, message, example.value.code);
}

/** 记录不存在, as the generic kinds answer a missing record. @param {string} what */
export const notFound = (what) => new MockError(404, `${what}不存在或已被删除`);

/** Today as the contract writes a date (`2026-11-26`). @param {Date} now */
export const today = (now) => formatTime(now).slice(0, 10);
