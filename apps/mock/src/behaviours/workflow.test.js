// @ts-check
// 审批流程 in memory mode, on the contract's own processes, definitions, users and documents (the seed).
import { beforeEach, describe, expect, it } from 'vitest';
import { MockError } from '../memory/kinds.js';
import { contextFor as contextOf, seed, user } from './test-context.js';
import { finishProcess, startProcess, workflowBehaviours } from './workflow.js';

const LINA = '2d4f6a8c0e1b4d3f9a7c5e3b1d9f7a52';
const WANGFANG = '9b8a7c6d5e4f4a3b8c2d1e0f9a8b7c63';
/** 刘洋's request at 张伟 (部门经理审批), then 李娜, then 王芳 */
const P1 = '0f1e2d3c4b5a49687a6b5c4d3e2f1a01';
const P1_MANAGER_NODE = 'e1f2a3b4c5d64e7f8a9b0c1d2e3f4a12';
/** 赵磊's expense claim, approved by 张伟, now at 王芳 */
const P3 = '2b3c4d5e6f7a48199b2c3d4e5f6a7b03';
/** 陈静's 项目立项 at 张伟, whose node offers 退回 but not 拒绝 */
const P2 = '1a2b3c4d5e6f47089a1b2c3d4e5f6a02';
/** 张伟's own request, at 李娜; its document CGSQ-20261120-004 */
const P4 = '3c4d5e6f7a8b492a8c3d4e5f6a7b8c04';
const P4_REQUEST = '6f877ca98a42427fb0d379d72f8cbeb2';
/** CGSQ-20261124-001, a 草稿 */
const DRAFT_REQUEST = 'b37a35e7ee3751cb63af24d4dfc1431c';
/** CGDD-20261124-001, a 草稿 */
const DRAFT_ORDER = '9419b115ea0586e3b7b7a461b2e84882';
const PURCHASE_DEFINITION = '8a9b0c1d2e3f4a5b8c6d7e8f9a0b1c21';
let clock = 0;

/** @type {import('../memory/store.js').Collections} */
let collections;
beforeEach(() => {
  collections = structuredClone(seed);
  clock = 0;
});

/** A request one second after the last, so the histories keep their order. @param {string} operationId @param {any} [body] @param {Record<string, string>} [query] */
function contextFor(operationId, body = {}, query = {}) {
  clock += 1;
  return contextOf(collections, operationId, { body, query, now: new Date(2026, 10, 26, 9, 30, clock) });
}

/** What the behaviour of an operation answers. @param {string} operationId @param {any} [body] @param {Record<string, string>} [query] @returns {any} */
function call(operationId, body, query) {
  const context = contextFor(operationId, body, query);
  const behaviour = workflowBehaviours[String(context.operation.mock?.behaviour)];
  if (behaviour) return /** @type {any} */ (behaviour(context)).data;
  throw new Error(`${operationId} has no workflow behaviour`);
}

/** The refusal an operation answers, as the client sees it. @param {() => unknown} act */
function refusal(act) {
  try {
    act();
  } catch (error) {
    if (error instanceof MockError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

/** @param {string} queryType @param {Record<string, unknown>} [filters] @returns {any[]} */
const processes = (queryType, filters = {}) => call('getAllProcesses', { queryType, ...filters });
/** @param {string} queryType */
const ids = (queryType) => processes(queryType).map((process) => process.id);
/** @param {string} processId @returns {any[]} */
const nodes = (processId) => call('getAllProcessNodes', { processId });
/** @param {string} processId @returns {any[]} */
const records = (processId) =>
  collections.processNodeHistories.filter((entry) => entry.processId === processId);
/** @param {string} id */
const request = (id) => collections.purchaseRequests.find((document) => document.id === id);

/** 张伟 submits the draft request CGSQ-20261124-001 (as the purchase module does on 提交). */
function submitRequest() {
  return startProcess(contextFor('submitPurchaseRequests'), {
    definitionKey: 'purchase_request',
    businessType: 'PURCHASE_REQUEST',
    businessId: DRAFT_REQUEST,
    title: '张伟提交的采购申请：硬件组样机物料',
    formData: { reason: '样机物料', amount: 721, quantity: 12, needInstall: false },
    comment: '请审批',
  });
}

/** @param {any} process @param {string} [comment] */
const approve = (process, comment = '同意') =>
  call('approveProcessNode', { processId: process.id, nodeId: process.currentNodeId, comment });

describe('提交', () => {
  it('starts a process in the approver’s 待办 and the applicant’s 我的申请, its document 审批中', () => {
    const process = submitRequest();
    expect(ids('PENDING')).toContain(process.id);
    expect(ids('MY_APPLY')).toContain(process.id);
    expect(request(DRAFT_REQUEST)).toMatchObject({ status: 'APPROVING', processId: process.id });
    expect(process).toMatchObject({
      status: 'RUNNING',
      processNo: 'LC202611260001',
      definitionName: '采购申请审批',
      category: '采购',
      initiator: { id: user.id, name: '张伟' },
      currentNodeName: '部门经理审批',
      summary: [
        { label: '采购事由', value: '样机物料' },
        { label: '预计金额(元)', value: '721' },
        { label: '数量', value: '12' },
      ],
    });
    expect(
      nodes(process.id).map((node) => [
        node.name,
        node.status,
        node.approvers.map((/** @type {any} */ p) => p.name),
      ]),
    ).toEqual([
      ['发起申请', 'APPROVED', ['张伟']],
      ['部门经理审批', 'PENDING', ['张伟']],
      ['采购经理审批', 'WAITING', ['李娜', '张伟']],
      ['财务审批', 'WAITING', ['王芳', '张伟']],
    ]);
    expect(records(process.id).map((entry) => [entry.nodeName, entry.action, entry.comment])).toEqual([
      ['发起申请', 'SUBMIT', '请审批'],
    ]);
  });

  it('gives a definition it does not know one 审批 node of the current user (采购订单)', () => {
    const process = startProcess(contextFor('submitPurchaseOrders'), {
      definitionKey: 'purchase_order',
      businessType: 'PURCHASE_ORDER',
      businessId: DRAFT_ORDER,
      title: '采购订单 CGDD-20261124-001',
    });
    expect(process).toMatchObject({ definitionName: '采购订单审批', currentApprovers: [{ id: user.id }] });
    expect(nodes(process.id).map((node) => node.name)).toEqual(['发起申请', '审批']);
    const order = collections.purchaseOrders.find((document) => document.id === DRAFT_ORDER);
    expect(order).toMatchObject({ status: 'APPROVING', processId: process.id });
    approve(process);
    expect(order?.status).toBe('APPROVED');
  });

  it('counts the home page’s 待办 from the processes: the examples’ and every one started', () => {
    const before = processes('PENDING').length;
    expect(ids('PENDING')).toEqual(
      expect.arrayContaining([P1, '1a2b3c4d5e6f47089a1b2c3d4e5f6a02', '63084689c07a88399e69e8eb187933a7']),
    );
    expect(ids('PENDING')).not.toContain(P4);
    submitRequest();
    expect(processes('PENDING')).toHaveLength(before + 1);
  });
});

describe('同意', () => {
  it('through every node: 审批通过, the document 已通过, out of 待办 and in 已办', () => {
    let process = submitRequest();
    for (const name of ['部门经理审批', '采购经理审批', '财务审批']) {
      expect(process.currentNodeName).toBe(name);
      process = approve(process, `${name}同意`);
    }
    expect(process).toMatchObject({
      status: 'APPROVED',
      currentNodeId: null,
      currentApprovers: [],
      myResult: 'APPROVE',
      myComment: '财务审批同意',
    });
    expect(process.endTime).toMatch(/^2026-11-26 09:30:\d\d$/);
    expect(request(DRAFT_REQUEST)?.status).toBe('APPROVED');
    expect(ids('PENDING')).not.toContain(process.id);
    expect(ids('DONE')).toContain(process.id);
    expect(nodes(process.id).map((node) => node.status)).toEqual(Array(4).fill('APPROVED'));
    expect(records(process.id).map((entry) => entry.action)).toEqual([
      'SUBMIT',
      'APPROVE',
      'APPROVE',
      'APPROVE',
    ]);
  });

  it('hands a seeded request on to the next approver the example names (李娜), no longer the user’s', () => {
    const process = call('approveProcessNode', { processId: P1, nodeId: P1_MANAGER_NODE, comment: '同意' });
    expect(process).toMatchObject({ currentNodeName: '采购经理审批', currentApprovers: [{ id: LINA }] });
    expect(ids('PENDING')).not.toContain(P1);
    expect(ids('DONE')).toContain(P1);
    expect(refusal(() => approve(process))).toEqual({
      status: 200,
      code: 30001,
      message: '当前任务已被他人处理，请刷新后重试',
    });
  });

  it('refuses a process that has ended', () => {
    let process = submitRequest();
    const node = process.currentNodeId;
    process = call('cancelProcess', { processId: process.id, reason: '不买了' });
    expect(refusal(() => call('approveProcessNode', { processId: process.id, nodeId: node }))).toMatchObject({
      code: 30001,
    });
    expect(
      refusal(() =>
        call('refundProcessNode', { processId: process.id, nodeId: node, targetNodeId: node, reason: 'x' }),
      ),
    ).toMatchObject({ code: 30001 });
    expect(refusal(() => call('withdrawProcessNode', { processId: process.id }))).toEqual({
      status: 200,
      code: 30011,
      message: '流程已结束，不能撤回',
    });
    expect(refusal(() => call('cancelProcess', { processId: process.id, reason: '再作废' }))).toMatchObject({
      code: 30005,
    });
  });
});

describe('拒绝, 退回, 撤回, 作废', () => {
  it('拒绝 ends the process 审批不通过 and the document 已驳回 with the approver’s reason', () => {
    const process = submitRequest();
    const nodeId = process.currentNodeId;
    const rejected = call('rejectProcessNode', { processId: process.id, nodeId, reason: '预算不足' });
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      currentNodeId: null,
      currentApprovers: [],
      endTime: '2026-11-26 09:30:02',
      myResult: 'REJECT',
      myComment: '预算不足',
    });
    expect(request(DRAFT_REQUEST)).toMatchObject({
      status: 'REJECTED',
      statusReason: '预算不足',
      processId: process.id,
    });
    // its open task is cancelled, the ones after it never start
    expect(nodes(process.id).map((node) => [node.status, node.allowedActions])).toEqual([
      ['APPROVED', []],
      ['CANCELLED', []],
      ['WAITING', []],
      ['WAITING', []],
    ]);
    expect(records(process.id).at(-1)).toMatchObject({
      nodeName: '部门经理审批',
      action: 'REJECT',
      comment: '预算不足',
    });
    expect(collections.processHistories.at(-1)).toMatchObject({ processId: process.id, action: 'REJECT' });
    expect(ids('PENDING')).not.toContain(process.id);
    expect(processes('DONE').find((done) => done.id === process.id)).toMatchObject({
      myResult: 'REJECT',
      myComment: '预算不足',
    });
    // an ended process is nobody's turn
    expect(
      refusal(() => call('rejectProcessNode', { processId: process.id, nodeId, reason: '再拒绝一次' })),
    ).toMatchObject({ code: 30001 });
  });

  it('拒绝 is refused where the node does not offer it, and to anyone but the current approver', () => {
    // 陈静's 立项 at 张伟: 部门经理审批 offers 退回, not 拒绝
    const setup = call('getAllProcesses', { queryType: 'PENDING', processId: P2 })[0];
    expect(
      refusal(() =>
        call('rejectProcessNode', { processId: P2, nodeId: setup.currentNodeId, reason: '不立项' }),
      ),
    ).toEqual({ status: 200, code: 30012, message: '「部门经理审批」节点不允许拒绝' });
    // 张伟's own request waits at 李娜
    const mine = nodes(P4).find((node) => node.status === 'PENDING');
    expect(
      refusal(() => call('rejectProcessNode', { processId: P4, nodeId: mine.id, reason: '不采购' })),
    ).toEqual({ status: 200, code: 30001, message: '当前任务已被他人处理，请刷新后重试' });
    expect(ids('PENDING')).toContain(P2);
    expect(request(P4_REQUEST)?.status).toBe('APPROVING');
  });

  it('退回 to 发起申请: 已退回 with the applicant, the document 已退回 and editable again', () => {
    const process = submitRequest();
    const [start] = nodes(process.id);
    const returned = call('refundProcessNode', {
      processId: process.id,
      nodeId: process.currentNodeId,
      targetNodeId: start.id,
      reason: '请补充配置清单',
    });
    expect(returned).toMatchObject({
      status: 'RETURNED',
      currentNodeId: start.id,
      currentNodeName: '发起申请',
      currentApprovers: [{ id: user.id, name: '张伟' }],
      myResult: 'REFUND',
    });
    expect(request(DRAFT_REQUEST)).toMatchObject({ status: 'RETURNED', statusReason: '请补充配置清单' });
    expect(ids('PENDING')).not.toContain(process.id);
    // a new 提交 of the corrected request starts a new process, the document's processId names it
    const again = submitRequest();
    expect(request(DRAFT_REQUEST)).toMatchObject({
      status: 'APPROVING',
      statusReason: null,
      processId: again.id,
    });
  });

  it('退回 to an earlier approval node makes it 审批中 again; never to a node not yet passed', () => {
    const process = approve(submitRequest());
    const [, manager, purchasing, finance] = nodes(process.id);
    const refund = { processId: process.id, nodeId: purchasing.id, reason: '金额需重核' };
    expect(refusal(() => call('refundProcessNode', { ...refund, targetNodeId: finance.id }))).toEqual({
      status: 200,
      code: 30003,
      message: '只能退回到已经过的节点',
    });
    const back = call('refundProcessNode', { ...refund, targetNodeId: manager.id });
    expect(back).toMatchObject({ status: 'RUNNING', currentNodeId: manager.id });
    expect(nodes(process.id).map((node) => node.status)).toEqual([
      'APPROVED',
      'PENDING',
      'RETURNED',
      'WAITING',
    ]);
    expect(records(process.id).at(-1)).toMatchObject({
      action: 'REFUND',
      comment: '退回到「部门经理审批」：金额需重核',
    });
    expect(approve(back)).toMatchObject({ status: 'RUNNING', currentNodeId: purchasing.id });
  });

  it('撤回 by the initiator: 已撤回, the document back to 草稿 (the contract’s own example, P4)', () => {
    const withdrawn = call('withdrawProcessNode', { processId: P4, reason: '型号填错，撤回修改' });
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', currentNodeId: null, currentApprovers: [] });
    expect(request(P4_REQUEST)).toMatchObject({ status: 'DRAFT', processId: P4 });
    expect(ids('MY_APPLY')).toContain(P4);
  });

  it('撤回 by an approver takes back the approval just given, while the next node is untouched', () => {
    expect(ids('PENDING')).not.toContain(P3);
    const recalled = call('withdrawProcessNode', { processId: P3, reason: '金额有误，重新审核' });
    expect(recalled).toMatchObject({ status: 'RUNNING', currentNodeName: '部门经理审批', myResult: null });
    expect(ids('PENDING')).toContain(P3);
    expect(refusal(() => call('withdrawProcessNode', { processId: P3 }))).toEqual({
      status: 200,
      code: 30004,
      message: '下一节点已处理，不能撤回',
    });
  });

  it('作废: 已取消, the open node 已取消, the document 已作废 with the reason', () => {
    const process = submitRequest();
    const cancelled = call('cancelProcess', { processId: process.id, reason: '项目取消' });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', currentNodeId: null });
    expect(request(DRAFT_REQUEST)).toMatchObject({ status: 'VOIDED', statusReason: '项目取消' });
    expect(nodes(process.id).map((node) => node.status)).toEqual([
      'APPROVED',
      'CANCELLED',
      'WAITING',
      'WAITING',
    ]);
    expect(records(process.id).at(-1)).toMatchObject({ action: 'CANCEL', comment: '项目取消' });
  });

  it('a purchase order sent back, refused or withdrawn is a 草稿 again; cancelled, 已取消', () => {
    const submit = () =>
      startProcess(contextFor('submitPurchaseOrders'), {
        definitionKey: 'purchase_order',
        businessType: 'PURCHASE_ORDER',
        businessId: DRAFT_ORDER,
        title: 'CGDD-20261124-001',
      });
    const order = () => collections.purchaseOrders.find((document) => document.id === DRAFT_ORDER);
    finishProcess(contextFor('refundProcessNode'), submit(), 'RETURNED', {
      action: 'REFUND',
      comment: '改价',
    });
    expect(order()?.status).toBe('DRAFT');
    const refused = submit();
    expect(order()?.status).toBe('APPROVING');
    call('rejectProcessNode', { processId: refused.id, nodeId: refused.currentNodeId, reason: '单价偏高' });
    expect(order()).toMatchObject({ status: 'DRAFT', processId: refused.id });
    finishProcess(contextFor('cancelPurchaseOrder'), submit(), 'CANCELLED', {
      action: 'CANCEL',
      comment: '供应商缺货',
    });
    expect(order()).toMatchObject({ status: 'CANCELLED', statusReason: '供应商缺货' });
  });
});

describe('转交, 抄送, 批注, 修改数据', () => {
  it('转交 makes the named user the node’s approver; never to oneself', () => {
    const process = submitRequest();
    const transmit = { processId: process.id, nodeId: process.currentNodeId, reason: '出差' };
    expect(refusal(() => call('transmitProcessNode', { ...transmit, targetUserId: user.id }))).toEqual({
      status: 200,
      code: 30002,
      message: '不能将任务转交给自己',
    });
    const transmitted = call('transmitProcessNode', { ...transmit, targetUserId: LINA });
    expect(transmitted).toMatchObject({
      currentApprovers: [{ id: LINA, name: '李娜' }],
      myResult: 'TRANSMIT',
    });
    expect(nodes(process.id)[1]).toMatchObject({ approvers: [{ id: LINA }], allowedActions: [] });
    expect(ids('PENDING')).not.toContain(process.id);
    expect(ids('DONE')).toContain(process.id);
    expect(records(process.id).at(-1)).toMatchObject({ action: 'TRANSMIT', comment: '转交给李娜：出差' });
  });

  it('抄送 gives each named user a CC record: in their 抄送我的, not in the sender’s', () => {
    const process = submitRequest();
    const share = { processId: process.id, nodeId: process.currentNodeId, comment: '请关注预算' };
    const before = call('getCcPage', { pageNum: 1, pageSize: 10 }).total;
    call('shareProcessNode', { ...share, userIds: [WANGFANG] });
    expect(call('getCcPage', { pageNum: 1, pageSize: 10 }).total).toBe(before);
    expect(collections.ccRecords[0]).toMatchObject({
      processId: process.id,
      ccNodeName: '部门经理审批',
      read: false,
    });
    call('shareProcessNode', { ...share, userIds: [user.id] });
    const page = call('getCcPage', { pageNum: 1, pageSize: 10, read: false });
    expect(page.list[0]).toMatchObject({
      processId: process.id,
      ccBy: { name: '张伟' },
      ccComment: '请关注预算',
    });
    expect(ids('CC')).toContain(process.id);
    expect(records(process.id).at(-1)).toMatchObject({ action: 'SHARE', comment: '抄送给张伟：请关注预算' });
    call('markAllCcRead');
    expect(call('getCcPage', { pageNum: 1, pageSize: 10, read: false }).total).toBe(0);
  });

  it('批注 goes on the timeline at any time and moves nothing', () => {
    const process = call('cancelProcess', { processId: submitRequest().id, reason: '不买了' });
    call('annotateProcess', { processId: process.id, content: '已与供应商沟通' });
    expect(records(process.id).at(-1)).toMatchObject({ action: 'ANNOTATE', comment: '已与供应商沟通' });
    expect(collections.processHistories.at(-1)).toMatchObject({
      processId: process.id,
      action: 'ANNOTATE',
      nodeName: null,
    });
    expect(process.status).toBe('CANCELLED');
  });

  it('修改数据 takes the fields the node may edit, logs each change, and refuses the others', () => {
    const process = submitRequest();
    const update = { processId: process.id, nodeId: process.currentNodeId };
    expect(refusal(() => call('updateProcessData', { ...update, formData: { reason: '改事由' } }))).toEqual({
      status: 200,
      code: 30006,
      message: '当前节点不允许修改字段「采购事由」',
    });
    const updated = call('updateProcessData', { ...update, formData: { reason: '样机物料', amount: 700 } });
    expect(updated.formData).toMatchObject({ reason: '样机物料', amount: 700 });
    expect(records(process.id).at(-1)).toMatchObject({
      action: 'UPDATE_DATA',
      comment: '预计金额(元)：721 → 700',
    });
  });
});

describe('allowedActions', () => {
  it('are what the node’s configuration offers on the user’s turn, none elsewhere', () => {
    expect(nodes(P1).map((node) => node.allowedActions)).toEqual([
      [],
      ['APPROVE', 'REJECT', 'TRANSMIT', 'SHARE', 'REFUND', 'ANNOTATE', 'UPDATE_DATA'],
      [],
      [],
    ]);
    const process = approve(submitRequest());
    expect(nodes(process.id).map((node) => node.allowedActions)).toEqual([
      [],
      [],
      ['APPROVE', 'REJECT', 'TRANSMIT', 'REFUND', 'ANNOTATE'],
      [],
    ]);
    // 采购经理审批 offers no 抄送 and edits no field
    expect(
      refusal(() =>
        call('shareProcessNode', { processId: process.id, nodeId: process.currentNodeId, userIds: [LINA] }),
      ),
    ).toEqual({ status: 200, code: 30001, message: '「采购经理审批」节点不允许抄送' });
    expect(process.formFields.every((/** @type {any} */ field) => field.editable === false)).toBe(true);
    expect(nodes(P4).every((node) => node.allowedActions.length === 0)).toBe(true);
  });
});

describe('queries', () => {
  it('filter by the queryType, then by what the request names', () => {
    expect(ids('DONE')).toEqual([P3]);
    expect(processes('MY_APPLY', { keyword: '示波器' }).map((process) => process.id)).toEqual([P4]);
    expect(processes('PENDING', { processId: P1 }).map((process) => process.id)).toEqual([P1]);
    expect(processes('PENDING', { processId: P4 })).toEqual([]);
    const page = call('getProcessPage', { pageNum: 1, pageSize: 2, queryType: 'PENDING', category: '采购' });
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 2 });
    expect(page.list.map((/** @type {any} */ process) => process.title)).toEqual([
      '刘洋提交的采购申请：硬件组样机物料',
      '刘洋提交的采购申请：研发测试服务器 2 台',
    ]);
  });

  it('offer every enabled colleague to pick, not oneself', () => {
    const options = call('getUserOptions');
    expect(options).toContainEqual({ id: LINA, name: '李娜', deptName: '采购部' });
    expect(options.map((/** @type {any} */ option) => option.id)).not.toContain(user.id);
    expect(options.map((/** @type {any} */ option) => option.name)).not.toContain('孙强');
  });
});

describe('流程定义', () => {
  /** @returns {any} the seeded 采购申请审批, as 流程配置 would send it back */
  const input = () =>
    structuredClone(collections.processDefinitions.find((d) => d.id === PURCHASE_DEFINITION));

  it('发布 makes the next version; new applications follow the configuration last published', () => {
    const saved = input();
    saved.nodes = saved.nodes.slice(0, 1);
    call('saveProcessDefinition', saved);
    expect(nodes(submitRequest().id)).toHaveLength(4);
    const published = call('publishProcessDefinition', undefined, { id: PURCHASE_DEFINITION });
    expect(published).toMatchObject({
      version: 4,
      status: 'ENABLED',
      publishedTime: expect.stringMatching(/^2026-11-26 09:30/),
    });
    expect(nodes(submitRequest().id)).toHaveLength(2);
    const versions = collections.processDefinitionVersions.filter((d) => d.key === 'purchase_request');
    expect(versions.map((d) => [d.version, d.status])).toEqual([
      [4, 'ENABLED'],
      [3, 'DISABLED'],
      [2, 'DISABLED'],
    ]);
  });

  it('复制 gives a 草稿 under a new key, which cannot be started until published', () => {
    const copy = call('copyProcessDefinition', undefined, { id: PURCHASE_DEFINITION });
    expect(copy).toMatchObject({
      key: 'purchase_request_copy',
      name: '采购申请审批（副本）',
      status: 'DRAFT',
      version: 1,
    });
    expect(call('copyProcessDefinition', undefined, { id: PURCHASE_DEFINITION }).key).toBe(
      'purchase_request_copy2',
    );
    const start = { definitionKey: copy.key, title: '试一下', formData: {} };
    expect(refusal(() => call('startProcess', start))).toEqual({
      status: 200,
      code: 30007,
      message: '流程「采购申请审批（副本）」已停用，不能发起',
    });
    expect(call('publishProcessDefinition', undefined, { id: copy.id }).version).toBe(1);
    expect(call('startProcess', start)).toMatchObject({
      businessType: 'FORM',
      definitionName: '采购申请审批（副本）',
    });
  });

  it('refuses a key another definition has, and publishing without nodes', () => {
    const duplicate = { ...input(), id: undefined, name: '另一个' };
    expect(refusal(() => call('saveProcessDefinition', duplicate))).toEqual({
      status: 200,
      code: 30008,
      message: '流程标识 purchase_request 已存在',
    });
    const draft = call('saveProcessDefinition', { ...duplicate, key: 'empty_flow', nodes: [] });
    expect(draft).toMatchObject({ status: 'DRAFT', version: 1 });
    expect(refusal(() => call('publishProcessDefinition', undefined, { id: draft.id }))).toMatchObject({
      code: 30009,
    });
  });
});
