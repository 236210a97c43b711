// @ts-check
// backoffice/operation-codes: the operation codes of the examples are declared once (OperationCode), and each
// declared code is reachable (held by the administrator, a button in 菜单管理).
import { examplesOf, operations } from './contract-walk.js';

/** @typedef {import('./contract-walk.js').Walker} Walker @typedef {import('./contract-walk.js').Problem} Problem */

/** spec §6: the code the column rule always ignores; nobody needs a button for it. */
export const DYNAMIC_EXTENSION = 'DYNAMIC_EXTENSION';

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
