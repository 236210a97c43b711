// @ts-check
// The collections memory mode starts from, taken from the contract's named examples (no second copy of the data):
// every success example of an operation that reads a collection (page, list, tree, get) gives its records, and
// records with the same id are one document (what the first example says stands; a later one, say a detail, adds
// the fields the earlier one lacked). A tree's nodes are kept flat, each under its parentId. A detail that wraps its
// record with the record's parts (`{ doc, lines, … }`) gives the record with those parts as fields (its lines).

/** @param {unknown} value @returns {value is Record<string, any>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {any[]} nodes @returns {Record<string, any>[]} the nodes of a tree, depth first, without children */
export function flattenTree(nodes) {
  return nodes.flatMap((node) => {
    if (!isRecord(node)) return [];
    const { children, ...rest } = node;
    return [rest, ...(Array.isArray(children) ? flattenTree(children) : [])];
  });
}

/**
 * The record a detail wraps with its parts (`{ doc: {id, …}, lines: […] }`), the parts as its fields; any other
 * value as it is.
 * @param {unknown} data
 */
function unwrapped(data) {
  if (!isRecord(data) || data.id !== undefined) return data;
  const wrapped = Object.entries(data).filter(([, value]) => isRecord(value) && value.id !== undefined);
  if (wrapped.length !== 1) return data;
  const [[name, record]] = wrapped;
  return { ...Object.fromEntries(Object.entries(data).filter(([key]) => key !== name)), ...record };
}

/** @param {import('./contract.js').ContractOperation} operation @param {any} data @returns {Record<string, any>[]} */
function recordsOf(operation, data) {
  if (operation.kind === 'page') return Array.isArray(data?.list) ? data.list.filter(isRecord) : [];
  if (operation.kind === 'tree') return Array.isArray(data) ? flattenTree(data) : [];
  if (Array.isArray(data)) return data.filter(isRecord);
  const record = unwrapped(data);
  return isRecord(record) ? [record] : [];
}

const READS = new Set(['page', 'list', 'tree', 'get']);

/**
 * @param {import('./contract.js').ContractOperation[]} operations
 * @returns {Record<string, Record<string, any>[]>} each collection's documents, in the order the examples show them
 */
export function seedCollections(operations) {
  /** @type {Record<string, Map<string, Record<string, any>>>} */
  const collections = {};
  for (const operation of operations) {
    if (!operation.collection) continue;
    collections[operation.collection] ??= new Map();
    if (!READS.has(/** @type {string} */ (operation.kind))) continue;
    const documents = collections[operation.collection];
    for (const example of operation.successExamples) {
      for (const record of recordsOf(operation, example.value.data)) {
        if (typeof record.id !== 'string' && typeof record.id !== 'number') continue;
        const key = String(record.id);
        documents.set(key, { ...structuredClone(record), ...documents.get(key) });
      }
    }
  }
  return Object.fromEntries(
    Object.entries(collections).map(([name, documents]) => [name, [...documents.values()]]),
  );
}
