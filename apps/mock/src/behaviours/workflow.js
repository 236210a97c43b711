// @ts-check
// 审批流程 in memory mode (spec §3, §4, §7; screens.md §2-4). Being built: see the helper brief.
/**
 * Starts the approval process of a business document and answers it (a ProcessRecord in `collections.processes`).
 * The document's module calls this on 提交; the process, when it ends, sets the document's status through
 * DOCUMENT_OUTCOMES below.
 * @param {import('../memory/kinds.js').MockContext} context
 * @param {{ definitionKey: string, businessType: string, businessId: string, title: string,
 *   summary?: Array<{ key: string, value: string }>, urgency?: string, formData?: Record<string, unknown> }} document
 * @returns {Record<string, any>} the process
 */
export function startProcess(context, document) {
  throw new Error(`startProcess(${document.definitionKey}) is not built yet`);
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const workflowBehaviours = {};
