// @ts-check
// 仓库 in memory mode. Being built: see the helper brief.

/** @type {Record<string, import('./index.js').Behaviour>} */
export const warehouseBehaviours = {};
