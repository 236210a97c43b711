// @ts-check
// backoffice/dictionary-enums: an enum marked x-dict and its dictionary hold the same values.
import { examplesOf, operations, reachableSchemas } from './contract-walk.js';

/** @typedef {import('./contract-walk.js').Walker} Walker @typedef {import('./contract-walk.js').Problem} Problem */

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
