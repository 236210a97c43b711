// @ts-check
// 审批流程 in memory mode (spec §3, §4, §7; screens.md §2-4): a process runs a business document through its nodes,
// and each of the six node actions and three process actions moves it and the document.
// Rules written down where the spec is silent, as a real workflow engine (Flowable, yudao BPM) runs them:
//   - the mock has one user (the login example's), who acts for every role: he is an approver of every node of a
//     process started in the sandbox, beside the users the definition names for it (USER its users, ROLE the
//     holders of its roles, DEPT_LEADER the 负责人 of the initiator's department, INITIATOR the initiator). The
//     processes the contract's examples seed keep the approvers they show. So 待办 shows what the examples show,
//     plus every process started in the sandbox until it ends or is handed to someone else (转交);
//   - a node is decided by any one of its approvers (或签): the others a 会签 or 依次审批 node names cannot act in
//     the mock. No node is skipped for an approver who already passed one (自动去重): the one user would pass them all;
//   - a process starts with a 发起申请 node (the initiator, 已通过) and goes on with its definition's nodes, as last
//     published; a definition without nodes, or none by that key, gives one 审批 node of the current user;
//   - 待办 = running processes whose current node names the user; 已办 = processes on which the user decided a node
//     (myResult: 同意, 拒绝, 转交, 退回); 我的申请 = those he started; 抄送我的 = those shared with him; newest first;
//   - a node action is taken only on a running process (审批中), on its current node, by one of its approvers, and
//     only if the node's buttons offer it: anything else is the operation's business error (任务已被处理);
//     批注 is taken at any time (any participant may comment);
//   - 同意 passes the node and makes the next one 审批中, or ends the process 审批通过 after the last; it takes the
//     form values the node may edit, as 修改数据 does (which refuses the others and logs each change);
//   - 拒绝 (reason required) ends the process 审批不通过, every open node 已取消 (NodeStatus has no 不通过), and the
//     document follows (DOCUMENT_OUTCOMES); a node whose buttons do not offer it refuses with 30012;
//   - 转交 makes the named user the node's only approver; 抄送 gives each named user a CC record (their 抄送我的);
//   - 退回 to 发起申请 ends the process 已退回 (the applicant edits the document and 提交 starts a new process: the
//     document's processId names the last); 退回 to an earlier approval node makes it 审批中 again, the nodes after
//     it 未开始, the returning one 已退回;
//   - 撤回 by the initiator ends the process 已撤回 (the document back to 草稿); by the approver of the node just
//     passed, while the current node is untouched, his node is 审批中 again; anything later is 下一节点已处理;
//   - 作废 ends a running process 已取消 (the mock user is 系统管理员, who may void any application); its open
//     node is 已取消;
//   - every action is written to the 审批记录 (processNodeHistory) and the 流转记录 (processHistory);
//   - the business document follows the process through DOCUMENT_OUTCOMES; a kind not listed there is not touched.
import { formatTime, newId, nextSerial } from '../memory/kinds.js';
import { actionBehaviours } from './workflow-actions.js';
import { definitionBehaviours } from './workflow-definitions.js';
import { listBehaviours } from './workflow-lists.js';
import {
  byId,
  collection,
  DECISIONS,
  definitionByKey,
  moveTo,
  nodesOf,
  publishedConfig,
  record,
  userRef,
} from './workflow-model.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {Record<string, any>} Doc
 * @typedef {'RUNNING' | 'APPROVED' | 'REJECTED' | 'RETURNED' | 'WITHDRAWN' | 'CANCELLED'} ProcessStatus
 * @typedef {{
 *   collection: string, name: string, category: string,
 *   status: Record<ProcessStatus, string>, reasons: ProcessStatus[], clearsReason: boolean,
 * }} DocumentOutcome
 */

/**
 * What each kind of business document becomes as its process runs and ends, and where its reason goes.
 * @type {Record<string, DocumentOutcome>}
 */
const DOCUMENT_OUTCOMES = {
  // PurchaseRequestStatus: 提交 → 审批中 → 已通过, or 已退回 / 已驳回; 撤回 → 草稿; 作废 → 已作废. statusReason: the
  // approver's on 退回 / 驳回, the reason of 作废.
  PURCHASE_REQUEST: {
    collection: 'purchaseRequests',
    name: '采购申请审批',
    category: '采购',
    status: {
      RUNNING: 'APPROVING',
      APPROVED: 'APPROVED',
      RETURNED: 'RETURNED',
      REJECTED: 'REJECTED',
      WITHDRAWN: 'DRAFT',
      CANCELLED: 'VOIDED',
    },
    reasons: ['RETURNED', 'REJECTED', 'CANCELLED'],
    clearsReason: true,
  },
  // PurchaseOrderStatus: 提交 → 审批中 → 已审核 (下达); 撤回 → 草稿; 取消 → 已取消. An order has no 已退回 or 已驳回:
  // sent back or refused, it is a 草稿 again for its buyer to amend or cancel, as an ERP reopens an order its
  // approval refused (Kingdee 重新审核, U8 弃审 → 开立); the 审批记录 says why. statusReason:
  // the last 暂停 / 关闭 / 取消 / 变更, so only 取消 writes it.
  PURCHASE_ORDER: {
    collection: 'purchaseOrders',
    name: '采购订单审批',
    category: '采购',
    status: {
      RUNNING: 'APPROVING',
      APPROVED: 'APPROVED',
      RETURNED: 'DRAFT',
      REJECTED: 'DRAFT',
      WITHDRAWN: 'DRAFT',
      CANCELLED: 'CANCELLED',
    },
    reasons: ['CANCELLED'],
    clearsReason: false,
  },
  // BomStatus (bom.js): 提交审核 → 审核中 → 已生效; sent back, refused, withdrawn or voided it is a 草稿 again to amend
  // and resubmit (the 审批记录 says why; a BOM has no reason field).
  BOM: {
    collection: 'boms',
    name: 'BOM审核',
    category: '物料',
    status: {
      RUNNING: 'APPROVING',
      APPROVED: 'EFFECTIVE',
      RETURNED: 'DRAFT',
      REJECTED: 'DRAFT',
      WITHDRAWN: 'DRAFT',
      CANCELLED: 'DRAFT',
    },
    reasons: [],
    clearsReason: false,
  },
};

/** The actions of the one node a definition without nodes gets. */
const DEFAULT_BUTTONS = ['APPROVE', 'REJECT', 'TRANSMIT', 'SHARE', 'REFUND', 'ANNOTATE'];

/** Sets the document's status (and reason) for where its process stands. @param {MockContext} context @param {Doc} process @param {string | null} [reason] */
function updateDocument(context, process, reason = null) {
  const outcome = DOCUMENT_OUTCOMES[process.businessType];
  const document = outcome && byId(context.collections[outcome.collection], process.businessId);
  if (!outcome || !document) return;
  const status = /** @type {ProcessStatus} */ (process.status);
  document.status = outcome.status[status];
  document.processId = process.id;
  if (outcome.reasons.includes(status)) document.statusReason = reason;
  else if (outcome.clearsReason) document.statusReason = null;
}

/** A form's first three fields as the 摘要 shows them (screens.md §2). @param {Doc[]} fields @param {Doc} values */
function summaryOf(fields, values) {
  return fields
    .filter((field) => values[field.code] !== undefined && values[field.code] !== null)
    .slice(0, 3)
    .map((field) => {
      const value = values[field.code];
      const shown =
        field.acceptValues?.[String(value)] ?? (typeof value === 'boolean' ? (value ? '是' : '否') : value);
      return { label: String(field.name), value: String(shown) };
    });
}

/**
 * The approvers of a node started from its configuration: those its rule names, and the mock's one user.
 * @param {MockContext} context @param {Doc} config @param {Doc} initiator
 */
function approversOf(context, config, initiator) {
  const users = collection(context, 'users').filter((user) => user.status !== 'DISABLED');
  const ids = (config.approverIds ?? []).map(String);
  /** @type {Doc[]} */
  let named = [];
  if (config.approverRule === 'USER') named = users.filter((user) => ids.includes(String(user.id)));
  if (config.approverRule === 'ROLE')
    named = users.filter((user) => (user.roleIds ?? []).some((/** @type {string} */ id) => ids.includes(id)));
  if (config.approverRule === 'DEPT_LEADER') {
    const department = byId(collection(context, 'departments'), context.user.deptId);
    named = users.filter((user) => department?.leader && user.nickname === department.leader);
  }
  if (config.approverRule === 'INITIATOR') named = [initiator];
  const approvers = [...named.map(userRef), userRef(context.user)];
  return approvers.filter(
    (person, index) => approvers.findIndex((other) => other.id === person.id) === index,
  );
}

/**
 * Starts the approval process of a business document and answers it (a ProcessRecord in `collections.processes`),
 * 审批中 at its first approval node, the document 审批中 with it (DOCUMENT_OUTCOMES). The document's module calls
 * this on 提交, whatever the definition's status: the submit is the document's own.
 * @param {MockContext} context
 * @param {{ definitionKey: string, businessType: string, businessId?: string, title: string,
 *   summary?: Array<{ label: string, value: string }>, urgency?: string, formData?: Record<string, unknown>,
 *   comment?: string | null }} document `comment` is the applicant's word on 提交 (审批记录)
 * @returns {Doc} the process
 */
export function startProcess(context, document) {
  const { now, user } = context;
  const processes = collection(context, 'processes');
  const definition = definitionByKey(context, document.definitionKey);
  const outcome = DOCUMENT_OUTCOMES[document.businessType];
  const config = publishedConfig(definition);
  const formData = structuredClone(document.formData ?? {});
  const initiator = userRef(user);
  const processNo = nextSerial(processes, 'processNo', 'LC{date}####', now);
  const process = {
    id: newId(),
    title: document.title,
    processNo,
    taskNo: null,
    category: definition?.category ?? outcome?.category ?? '其他',
    definitionKey: document.definitionKey,
    definitionName: definition?.name ?? outcome?.name ?? document.definitionKey,
    summary: (document.summary ?? summaryOf(config.formFields, formData)).map((item) => ({
      label: String(item.label ?? /** @type {Doc} */ (item).key),
      value: String(item.value),
    })),
    initiator,
    initiatorDept: String(user.deptName ?? ''),
    status: 'RUNNING',
    currentNodeId: null,
    currentNodeName: null,
    currentApprovers: [],
    urgency: document.urgency ?? 'NORMAL',
    startTime: formatTime(now),
    arriveTime: null,
    endTime: null,
    businessType: document.businessType,
    businessId: document.businessId ?? processNo,
    myResult: null,
    myComment: null,
    formData,
    formFields: structuredClone(config.formFields),
    attachments: [],
  };
  const configs = config.nodes.length
    ? config.nodes
    : [{ name: '审批', approverRule: 'INITIATOR_PICK', buttons: DEFAULT_BUTTONS, fieldRights: {} }];
  const nodes = [
    { name: '发起申请', status: 'APPROVED', approvers: [initiator], buttons: [], fieldRights: {} },
    ...configs.map((node) => ({
      name: node.name,
      status: 'WAITING',
      approvers: approversOf(context, node, initiator),
      buttons: [...(node.buttons ?? [])],
      fieldRights: { ...(node.fieldRights ?? {}) },
    })),
  ].map((node, index) => ({ id: newId(), processId: process.id, order: index + 1, ...node }));
  processes.unshift(process);
  collection(context, 'processNodes').push(...nodes);
  record(context, process, nodes[0], 'SUBMIT', document.comment);
  moveTo(context, process, nodes[1]);
  updateDocument(context, process);
  return process;
}

/**
 * Ends a process 审批通过 / 审批不通过 / 已退回 / 已撤回 / 已取消: writes the action to its records, closes its open node,
 * sets its end time and its document's status (DOCUMENT_OUTCOMES). The document's module calls it when the
 * applicant withdraws or voids the document from its own screen; the caller has checked the process may end so.
 * @param {MockContext} context @param {Doc} process
 * @param {Exclude<ProcessStatus, 'RUNNING'>} status
 * @param {{ action: string, comment?: string | null, nodeId?: string }} how the action that ends it, on the node
 *   `nodeId` (by default the one it stands at)
 * @returns {Doc} the process
 */
export function finishProcess(context, process, status, { action, comment = null, nodeId }) {
  const nodes = nodesOf(context, process.id);
  const node = byId(nodes, nodeId ?? process.currentNodeId) ?? nodes[0];
  record(context, process, node, action, comment);
  if (DECISIONS.has(action)) Object.assign(process, { myResult: action, myComment: comment });
  const closed = { APPROVED: 'APPROVED', RETURNED: 'RETURNED' }[String(status)] ?? 'CANCELLED';
  for (const open of nodes.filter((candidate) => candidate.status === 'PENDING')) open.status = closed;
  const start = nodes[0];
  Object.assign(process, {
    status,
    endTime: formatTime(context.now),
    // 已退回 stands with the applicant at 发起申请, as the contract's example shows it
    currentNodeId: status === 'RETURNED' && start ? start.id : null,
    currentNodeName: status === 'RETURNED' && start ? start.name : null,
    currentApprovers: status === 'RETURNED' ? [structuredClone(process.initiator)] : [],
  });
  updateDocument(context, process, comment);
  return process;
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const workflowBehaviours = {
  ...listBehaviours,
  ...actionBehaviours({ startProcess, finishProcess }),
  ...definitionBehaviours,
};
