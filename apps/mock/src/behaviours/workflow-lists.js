// @ts-check
// What the workflow screens list, seen by the user asking (rules in workflow.js): 待办 / 已办 / 我的申请 / 抄送我的,
// a process's nodes with the actions the user may take, the CC records and the people to pick.
import { applyFilters, filterPlan } from '../memory/filters.js';
import { inputOf } from '../memory/kinds.js';
import { pageOf } from '../memory/paging.js';
import { allowedActionsOf, byId, collection, nodesOf, processView, userRef } from './workflow-model.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {Record<string, any>} Doc
 */

/** The filters an operation declares (x-mock), read once per operation. */
const plans = new WeakMap();

/** The documents that match the filters the request carries. @param {MockContext} context @param {Doc[]} documents */
function filtered(context, documents) {
  const { operation } = context;
  if (!plans.has(operation)) plans.set(operation, filterPlan(context.spec, operation, operation.parameters));
  return applyFilters(documents, plans.get(operation).rules, inputOf(context), context.collections);
}

/**
 * The CC records of the user: those shared with him, and those the contract's examples seed (they show the
 * logged-in user's 抄送我的), newest first.
 * @param {MockContext} context
 */
export const ccRecordsOf = (context) =>
  collection(context, 'ccRecords').filter(
    (record) => record.userId === undefined || String(record.userId) === String(context.user.id),
  );

/** @type {Record<string, (process: Doc, user: Doc, shared: Set<string>) => boolean>} */
const QUERY_TYPES = {
  // 待办: running, and its current node names the user
  PENDING: (process, user) =>
    process.status === 'RUNNING' &&
    (process.currentApprovers ?? []).some((/** @type {Doc} */ approver) => approver.id === user.id),
  // 已办: the user decided one of its nodes (同意, 拒绝, 转交, 退回)
  DONE: (process) => process.myResult !== undefined && process.myResult !== null,
  // 我的申请: the user started it
  MY_APPLY: (process, user) => process.initiator?.id === user.id,
  // 抄送我的: shared with the user
  CC: (process, _user, shared) => shared.has(String(process.id)),
};

/** @param {Doc} a @param {Doc} b */
const newestFirst = (a, b) => String(b.startTime).localeCompare(String(a.startTime));

/** The processes of the request's queryType for the user, filtered, newest first, as he sees them. @param {MockContext} context */
function processesFor(context) {
  const type = QUERY_TYPES[String(inputOf(context).queryType)] ?? QUERY_TYPES.PENDING;
  const shared = new Set(ccRecordsOf(context).map((record) => String(record.processId)));
  const mine = collection(context, 'processes').filter((process) => type(process, context.user, shared));
  return [...filtered(context, mine)].sort(newestFirst).map((process) => processView(context, process));
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const listBehaviours = {
  /** 待办 / 已办 / 我的申请 / 抄送我的, a page. */
  'workflow.page': (context) => ({ data: pageOf(processesFor(context), inputOf(context)) }),
  /** The same, whole: with PENDING the to-do query whose length is the home page's 待办数 (spec §4). */
  'workflow.list': (context) => ({ data: processesFor(context) }),
  /** A process's nodes in order, each with the actions the user may take on it now. */
  'workflow.nodes': (context) => {
    const process = byId(collection(context, 'processes'), inputOf(context).processId);
    if (!process) return { data: [] };
    return {
      data: nodesOf(context, process.id).map((node) => ({
        ...node,
        allowedActions: allowedActionsOf(context, process, node),
      })),
    };
  },
  /** 抄送我的: the user's CC records, filtered, a page. */
  'workflow.ccPage': (context) => ({
    data: pageOf(filtered(context, ccRecordsOf(context)), inputOf(context)),
  }),
  /** 全部已读: every CC record of the user is read. */
  'workflow.markAllCcRead': (context) => {
    for (const record of ccRecordsOf(context)) record.read = true;
    return { data: null };
  },
  /** The people a handler can hand a task to or share a process with: the enabled users but himself. */
  'workflow.userOptions': (context) => ({
    data: collection(context, 'users')
      .filter((user) => user.status !== 'DISABLED' && String(user.id) !== String(context.user.id))
      .map((user) => ({ ...userRef(user), deptName: user.deptName ?? '' })),
  }),
};
