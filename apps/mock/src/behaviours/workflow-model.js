// @ts-check
// What the workflow behaviours share (workflow.js writes down the rules): the collections of a process, its nodes
// and their configuration, who may act on a node, how a process looks to the user asking, the 审批记录 / 流转记录 an
// action writes, and a refusal as the operation declares it.
import { formatTime, MockError, newId, nextSerial } from '../memory/kinds.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {Record<string, any>} Doc
 */

/** The declared business errors of the workflow operations, by their code (openapi/examples/workflow.yaml). */
export const TASK_HANDLED = 30001;
export const TRANSMIT_TO_SELF = 30002;
export const REFUND_NOT_ALLOWED = 30003;
export const WITHDRAW_TOO_LATE = 30004;
export const CANCEL_NOT_ALLOWED = 30005;
export const FIELD_NOT_EDITABLE = 30006;
export const DEFINITION_DISABLED = 30007;
export const DUPLICATE_KEY = 30008;
export const NO_NODES = 30009;
export const WITHDRAW_ENDED = 30011;
export const REJECT_NOT_ALLOWED = 30012;

/** The actions that decide a node: they make the process one of the deciding user's 已办. */
export const DECISIONS = new Set(['APPROVE', 'REJECT', 'TRANSMIT', 'REFUND']);

/** The Chinese name of each action, as the 审批记录 says it (ProcessAction). */
export const ACTION_LABELS = /** @type {Record<string, string>} */ ({
  APPROVE: '同意',
  REJECT: '拒绝',
  TRANSMIT: '转交',
  SHARE: '抄送',
  REFUND: '退回',
  WITHDRAW: '撤回',
  ANNOTATE: '批注',
  CANCEL: '作废',
  UPDATE_DATA: '修改数据',
  SUBMIT: '提交',
});

/**
 * A refusal the operation declares: its business-error example with `code`, in the example's words or in the
 * words of the case at hand (the field, the key, the definition it ran into).
 * @param {MockContext} context @param {number} code @param {string} [message]
 */
export function refuse(context, code, message) {
  const declared = context.operation.businessErrors.find((error) => error.value.code === code);
  if (!declared) throw new Error(`${context.operation.operationId} declares no business error ${code}`);
  return new MockError(200, message ?? declared.value.message, code);
}

/** @param {Doc[] | undefined} records @param {unknown} id */
export const byId = (records, id) => (records ?? []).find((record) => String(record.id) === String(id));

/** A collection of the sandbox, made empty when the seed had none. @param {MockContext} context @param {string} name @returns {Doc[]} */
export const collection = (context, name) => {
  context.collections[name] ??= [];
  return context.collections[name];
};

/** A user as the contract refers to one. @param {Doc} user */
export const userRef = (user) => ({ id: String(user.id), name: String(user.nickname ?? user.name ?? '') });

/** Whether the node names the user among its approvers. @param {{ approvers?: Doc[] }} node @param {Doc} user */
export const hasApprover = (node, user) =>
  (node.approvers ?? []).some((approver) => String(approver.id) === String(user.id));

/** @param {MockContext} context @param {unknown} id */
export function findProcess(context, id) {
  const process = byId(collection(context, 'processes'), id);
  if (!process) throw new MockError(404, '流程不存在或已被删除');
  return process;
}

/** A process's nodes in their order. @param {MockContext} context @param {unknown} processId */
export const nodesOf = (context, processId) =>
  collection(context, 'processNodes')
    .filter((node) => String(node.processId) === String(processId))
    .sort((a, b) => a.order - b.order);

/** The node the process stands at, if any. @param {MockContext} context @param {Doc} process */
export const currentNode = (context, process) =>
  process.currentNodeId ? byId(nodesOf(context, process.id), process.currentNodeId) : undefined;

/** @param {MockContext} context @param {unknown} key */
export const definitionByKey = (context, key) =>
  collection(context, 'processDefinitions').find((definition) => definition.key === key);

/**
 * What new applications of a definition follow: the configuration last published (workflow-definitions.js keeps
 * it aside when a published definition is saved again), else the one saved.
 * @param {Doc | undefined} definition @returns {{ nodes: Doc[], formFields: Doc[] }}
 */
export const publishedConfig = (definition) => ({
  nodes: definition?.publishedNodes ?? definition?.nodes ?? [],
  formFields: definition?.publishedFormFields ?? definition?.formFields ?? [],
});

/** The definition's configuration of a node (by its name), for the nodes the contract's examples seed. */
function configOf(/** @type {MockContext} */ context, /** @type {Doc} */ process, /** @type {Doc} */ node) {
  return publishedConfig(definitionByKey(context, process.definitionKey)).nodes.find(
    (config) => config.name === node.name,
  );
}

/**
 * The actions a node offers (NodeConfig.buttons): those it was started with; for a seeded node, its definition's,
 * or what the contract's example shows its approver.
 * @param {MockContext} context @param {Doc} process @param {Doc} node @returns {string[]}
 */
export const buttonsOf = (context, process, node) =>
  node.buttons ?? configOf(context, process, node)?.buttons ?? node.allowedActions ?? [];

/**
 * A node's rights on each form field (READ / EDIT / HIDE): as it was started with, its definition's, or, for a
 * seeded process, what its form fields say its current handler may edit.
 * @param {MockContext} context @param {Doc} process @param {Doc} node @returns {Record<string, string>}
 */
export const fieldRightsOf = (context, process, node) =>
  node.fieldRights ??
  configOf(context, process, node)?.fieldRights ??
  Object.fromEntries(
    (process.formFields ?? []).map((/** @type {Doc} */ field) => [
      field.code,
      field.editable ? 'EDIT' : 'READ',
    ]),
  );

/** Whether it is the user's turn on the node: the process runs, the node is its current one, the user its approver. */
export const isTurnOf = (/** @type {Doc} */ process, /** @type {Doc} */ node, /** @type {Doc} */ user) =>
  process.status === 'RUNNING' &&
  node.status === 'PENDING' &&
  String(process.currentNodeId) === String(node.id) &&
  hasApprover(node, user);

/** The actions the user may take on a node: what its configuration allows on the user's turn, else none. */
export const allowedActionsOf = (
  /** @type {MockContext} */ context,
  /** @type {Doc} */ process,
  /** @type {Doc} */ node,
) => (isTurnOf(process, node, context.user) ? [...buttonsOf(context, process, node)] : []);

/**
 * A process as the user asking sees it: on the user's turn, the form's fields carry the current node's rights
 * (editable where it may EDIT, left out where it HIDEs them); anyone else sees every field read-only.
 * @param {MockContext} context @param {Doc} process
 */
export function processView(context, process) {
  const node = currentNode(context, process);
  const rights = node && isTurnOf(process, node, context.user) ? fieldRightsOf(context, process, node) : {};
  const view = { ...process };
  if (process.formFields)
    view.formFields = process.formFields
      .filter((/** @type {Doc} */ field) => rights[field.code] !== 'HIDE')
      .map((/** @type {Doc} */ field) => ({ ...field, editable: rights[field.code] === 'EDIT' }));
  if (process.formData)
    view.formData = Object.fromEntries(
      Object.entries(process.formData).filter(([code]) => rights[code] !== 'HIDE'),
    );
  return view;
}

/** @param {string | null | undefined} time `2026-11-23 09:12:05` @returns {number | undefined} */
const millis = (time) => (time ? new Date(time.replace(' ', 'T')).getTime() : undefined);

/**
 * Writes an action to the process's 流转记录 (every action, process-level ones without a node) and its 审批记录 (on
 * the node acted on, or the one the process stands at), with the time the node had waited.
 * @param {MockContext} context @param {Doc} process @param {Doc | undefined} node
 * @param {string} action @param {string | null | undefined} comment
 */
export function record(context, process, node, action, comment) {
  const time = formatTime(context.now);
  const operator = userRef(context.user);
  const processLevel = action === 'ANNOTATE';
  collection(context, 'processHistories').push({
    id: newId(),
    processId: process.id,
    nodeName: processLevel ? null : (node?.name ?? null),
    action,
    operator,
    comment: comment ?? null,
    time,
  });
  if (!node) return;
  const arrived =
    millis(node.arriveTime) ??
    (String(node.id) === String(process.currentNodeId) ? millis(process.arriveTime) : undefined);
  collection(context, 'processNodeHistories').push({
    id: newId(),
    processId: process.id,
    nodeId: node.id,
    nodeName: node.name,
    handler: operator,
    action,
    comment: comment ?? null,
    time,
    durationMs:
      action === 'SUBMIT' || arrived === undefined ? 0 : Math.max(0, context.now.getTime() - arrived),
    signature: null,
  });
}

/** The process's flow reaches a node: it is 审批中 for its approvers, a new task. @param {MockContext} context @param {Doc} process @param {Doc} node */
export function moveTo(context, process, node) {
  const time = formatTime(context.now);
  node.status = 'PENDING';
  node.arriveTime = time;
  Object.assign(process, {
    currentNodeId: node.id,
    currentNodeName: node.name,
    currentApprovers: structuredClone(node.approvers),
    arriveTime: time,
    taskNo: nextSerial(collection(context, 'processes'), 'taskNo', 'RW{date}####', context.now),
  });
}
