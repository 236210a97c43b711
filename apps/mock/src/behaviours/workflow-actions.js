// @ts-check
// The six node actions (同意, 拒绝, 转交, 抄送, 退回, 撤回), the three process actions (批注, 作废, 修改数据) and 发起申请, as
// workflow.js writes down their rules.
import { formatTime, inputOf, MockError, newId } from '../memory/kinds.js';
import {
  ACTION_LABELS,
  buttonsOf,
  byId,
  CANCEL_NOT_ALLOWED,
  collection,
  currentNode,
  DECISIONS,
  DEFINITION_DISABLED,
  definitionByKey,
  FIELD_NOT_EDITABLE,
  fieldRightsOf,
  findProcess,
  hasApprover,
  isTurnOf,
  moveTo,
  nodesOf,
  processView,
  REFUND_NOT_ALLOWED,
  REJECT_NOT_ALLOWED,
  record,
  refuse,
  TASK_HANDLED,
  TRANSMIT_TO_SELF,
  userRef,
  WITHDRAW_ENDED,
  WITHDRAW_TOO_LATE,
} from './workflow-model.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {Record<string, any>} Doc
 */

/** A 发起申请 from 流程列表 carries a form and no business document (its businessId is its process number). */
const FORM_ONLY = 'FORM';

/**
 * The node of a node action: the process's current node, the user's turn on it, and its buttons offer the action.
 * @param {MockContext} context @param {Doc} process @param {string} action
 * @param {number} [notOffered] the refusal when the node does not offer the action
 */
function actionableNode(context, process, action, notOffered = TASK_HANDLED) {
  const node = byId(nodesOf(context, process.id), inputOf(context).nodeId);
  if (!node) throw new MockError(404, '流程节点不存在或已被删除');
  if (!isTurnOf(process, node, context.user)) throw refuse(context, TASK_HANDLED);
  if (!buttonsOf(context, process, node).includes(action))
    throw refuse(context, notOffered, `「${node.name}」节点不允许${ACTION_LABELS[action]}`);
  return node;
}

/**
 * The user decides a node: it is one of his 已办, with his result and comment; the records may say more (to whom).
 * @param {MockContext} context @param {Doc} process @param {Doc} node @param {string} action
 * @param {string | null | undefined} comment @param {string | null | undefined} [recorded]
 */
function decide(context, process, node, action, comment, recorded = comment) {
  Object.assign(process, { myResult: action, myComment: comment ?? null });
  record(context, process, node, action, recorded);
}

/** @param {MockContext} context @param {string} id */
function findUser(context, id) {
  const user = byId(collection(context, 'users'), id);
  if (!user) throw new MockError(404, '用户不存在或已被删除');
  return user;
}

/**
 * Takes the form values the node may edit: a value of another field that changes is refused with `refusal`, or
 * left out when there is none (同意 takes only what it may); answers the changes as the 审批记录 words them.
 * @param {MockContext} context @param {Doc} process @param {Doc} node @param {Doc} values @param {number} [refusal]
 */
function changeFormData(context, process, node, values, refusal) {
  const rights = fieldRightsOf(context, process, node);
  const fields = new Map((process.formFields ?? []).map((/** @type {Doc} */ field) => [field.code, field]));
  process.formData ??= {};
  const changes = [];
  for (const [code, value] of Object.entries(values)) {
    const before = process.formData[code];
    if (before === value) continue;
    const label = fields.get(code)?.name ?? code;
    if (rights[code] !== 'EDIT') {
      if (refusal) throw refuse(context, refusal, `当前节点不允许修改字段「${label}」`);
      continue;
    }
    process.formData[code] = value;
    changes.push(`${label}：${before ?? '空'} → ${value ?? '空'}`);
  }
  return changes.join('；');
}

/**
 * The node and process actions, on the engine that starts and ends processes (workflow.js, which registers them).
 * @param {{ startProcess: typeof import('./workflow.js').startProcess,
 *   finishProcess: typeof import('./workflow.js').finishProcess }} engine
 * @returns {Record<string, import('./index.js').Behaviour>}
 */
export const actionBehaviours = ({ startProcess, finishProcess }) => ({
  /** 同意: the node passes; the next one is 审批中, or the process is 审批通过 after the last. */
  'workflow.approve': (context) => {
    const process = findProcess(context, context.body.processId);
    const node = actionableNode(context, process, 'APPROVE');
    const { comment, formData } = context.body;
    const changes = formData ? changeFormData(context, process, node, formData) : '';
    if (changes) record(context, process, node, 'UPDATE_DATA', changes);
    node.status = 'APPROVED';
    const next = nodesOf(context, process.id).find((candidate) => candidate.order > node.order);
    if (!next)
      return {
        data: processView(
          context,
          finishProcess(context, process, 'APPROVED', { action: 'APPROVE', comment, nodeId: node.id }),
        ),
      };
    decide(context, process, node, 'APPROVE', comment);
    moveTo(context, process, next);
    return { data: processView(context, process) };
  },
  /** 拒绝: the process ends 审批不通过, its open node cancelled, the document refused with the reason. */
  'workflow.reject': (context) => {
    const process = findProcess(context, context.body.processId);
    const node = actionableNode(context, process, 'REJECT', REJECT_NOT_ALLOWED);
    const { reason } = context.body;
    return {
      data: processView(
        context,
        finishProcess(context, process, 'REJECTED', { action: 'REJECT', comment: reason, nodeId: node.id }),
      ),
    };
  },
  /** 转交: the named user becomes the node's approver. */
  'workflow.transmit': (context) => {
    const process = findProcess(context, context.body.processId);
    const node = actionableNode(context, process, 'TRANSMIT');
    const { targetUserId, reason } = context.body;
    if (String(targetUserId) === String(context.user.id)) throw refuse(context, TRANSMIT_TO_SELF);
    const target = userRef(findUser(context, targetUserId));
    decide(context, process, node, 'TRANSMIT', reason, `转交给${target.name}：${reason}`);
    // the same task, now the target's: it reaches him now
    const time = formatTime(context.now);
    node.approvers = [target];
    node.arriveTime = time;
    Object.assign(process, { currentApprovers: [structuredClone(target)], arriveTime: time });
    return { data: processView(context, process) };
  },
  /** 抄送: each named user gets a CC record (抄送我的); the flow does not move. */
  'workflow.share': (context) => {
    const process = findProcess(context, context.body.processId);
    const node = actionableNode(context, process, 'SHARE');
    const { userIds, comment } = context.body;
    const users = userIds.map((/** @type {string} */ id) => findUser(context, id));
    const ccBy = userRef(context.user);
    for (const user of users)
      collection(context, 'ccRecords').unshift({
        id: newId(),
        processId: process.id,
        title: process.title,
        definitionName: process.definitionName,
        summary: structuredClone(process.summary ?? []),
        initiator: structuredClone(process.initiator),
        startTime: process.startTime,
        ccNodeName: node.name,
        ccBy,
        ccComment: comment ?? null,
        ccTime: formatTime(context.now),
        read: false,
        userId: String(user.id),
      });
    const to = users.map((/** @type {Doc} */ user) => userRef(user).name).join('、');
    record(context, process, node, 'SHARE', `抄送给${to}${comment ? `：${comment}` : ''}`);
    return { data: processView(context, process) };
  },
  /** 退回: to 发起申请 (the process 已退回), or to an earlier approval node. */
  'workflow.refund': (context) => {
    const process = findProcess(context, context.body.processId);
    const node = actionableNode(context, process, 'REFUND');
    const { targetNodeId, reason } = context.body;
    const nodes = nodesOf(context, process.id);
    const target = byId(nodes, targetNodeId);
    if (!target || target.order >= node.order) throw refuse(context, REFUND_NOT_ALLOWED);
    if (target === nodes[0])
      return {
        data: processView(
          context,
          finishProcess(context, process, 'RETURNED', { action: 'REFUND', comment: reason, nodeId: node.id }),
        ),
      };
    decide(context, process, node, 'REFUND', reason, `退回到「${target.name}」：${reason}`);
    for (const later of nodes.filter((candidate) => candidate.order > target.order)) later.status = 'WAITING';
    node.status = 'RETURNED';
    moveTo(context, process, target);
    return { data: processView(context, process) };
  },
  /** 撤回: the initiator's application (已撤回), or the approval the user just gave. */
  'workflow.withdraw': (context) => {
    const process = findProcess(context, context.body.processId);
    const { reason } = context.body;
    if (process.status !== 'RUNNING') throw refuse(context, WITHDRAW_ENDED);
    if (process.initiator?.id === context.user.id)
      return {
        data: processView(
          context,
          finishProcess(context, process, 'WITHDRAWN', { action: 'WITHDRAW', comment: reason }),
        ),
      };
    const current = currentNode(context, process);
    const passed = nodesOf(context, process.id)
      .filter((node) => current && node.order < current.order)
      .at(-1);
    const lastDecision = collection(context, 'processNodeHistories')
      .filter((entry) => entry.processId === process.id && DECISIONS.has(entry.action))
      .at(-1);
    if (
      !current ||
      !passed ||
      !hasApprover(passed, context.user) ||
      !lastDecision ||
      lastDecision.nodeId !== passed.id ||
      lastDecision.action !== 'APPROVE' ||
      lastDecision.handler.id !== context.user.id
    )
      throw refuse(context, WITHDRAW_TOO_LATE);
    record(context, process, passed, 'WITHDRAW', reason);
    current.status = 'WAITING';
    moveTo(context, process, passed);
    Object.assign(process, { myResult: null, myComment: null });
    return { data: processView(context, process) };
  },
  /** 批注: a comment on the timeline, at any time; its files join the process's attachments. */
  'workflow.annotate': (context) => {
    const process = findProcess(context, context.body.processId);
    const { content, attachments = [] } = context.body;
    const reached = nodesOf(context, process.id).filter((node) => node.status !== 'WAITING');
    record(context, process, currentNode(context, process) ?? reached.at(-1), 'ANNOTATE', content);
    process.attachments ??= [];
    for (const file of attachments)
      if (!process.attachments.some((/** @type {Doc} */ kept) => kept.fileUrl === file.fileUrl))
        process.attachments.push(structuredClone(file));
    return { data: processView(context, process) };
  },
  /** 作废: a running process ends 已取消, its document voided. */
  'workflow.cancel': (context) => {
    const process = findProcess(context, context.body.processId);
    if (process.status !== 'RUNNING') throw refuse(context, CANCEL_NOT_ALLOWED);
    const { reason } = context.body;
    return {
      data: processView(
        context,
        finishProcess(context, process, 'CANCELLED', { action: 'CANCEL', comment: reason }),
      ),
    };
  },
  /** 修改数据: the fields the current node may edit, each change logged. */
  'workflow.updateData': (context) => {
    const process = findProcess(context, context.body.processId);
    const node = actionableNode(context, process, 'UPDATE_DATA', FIELD_NOT_EDITABLE);
    const changes = changeFormData(context, process, node, context.body.formData, FIELD_NOT_EDITABLE);
    record(context, process, node, 'UPDATE_DATA', changes || '未修改');
    return { data: processView(context, process) };
  },
  /** 发起申请: a process of an enabled definition with its form (no business document). */
  'workflow.start': (context) => {
    const { definitionKey, title, urgency, formData } = context.body;
    const definition = definitionByKey(context, definitionKey);
    if (!definition) throw new MockError(404, '流程定义不存在或已被删除');
    if (definition.status !== 'ENABLED')
      throw refuse(context, DEFINITION_DISABLED, `流程「${definition.name}」已停用，不能发起`);
    const process = startProcess(context, {
      definitionKey,
      businessType: FORM_ONLY,
      title,
      urgency,
      formData,
    });
    return { data: processView(context, process) };
  },
});
