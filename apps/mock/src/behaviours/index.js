// @ts-check
// Business behaviour of memory mode that no generic kind covers, one file per module, named in the contract by
// `x-mock: { behaviour: <module>.<action> }`. Each is a function of the request's context (memory/kinds.js) that
// changes the sandbox's collections and answers `{ data }`, and writes down the rule it follows where the product
// spec is silent.

/** @type {Record<string, (context: import('../memory/kinds.js').MockContext) => import('../memory/kinds.js').MockResult | Promise<import('../memory/kinds.js').MockResult>>} */
export const behaviours = {};
