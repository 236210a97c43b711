// @ts-check
// 项目 and 角色 in memory mode. Being built: see the helper brief.

/** @type {Record<string, import('./index.js').Behaviour>} */
export const projectBehaviours = {};
