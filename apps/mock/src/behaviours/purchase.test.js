// @ts-check
// 采购申请 and 采购订单 in memory mode, on the contract's own requests, orders, suppliers and processes (the seed).
import { beforeEach, describe, expect, it } from 'vitest';
import { projectBehaviours } from './project.js';
import { purchaseBehaviours } from './purchase.js';
import { call as callWith, operations, seed } from './test-context.js';
import { workflowBehaviours } from './workflow.js';

const DRAFT_REQUEST = 'b37a35e7ee3751cb63af24d4dfc1431c'; // CGSQ-20261124-001 硬件组样机物料, 草稿
const APPROVING_REQUEST = '670c1cd355554e3184be37c1dfe6c55b'; // CGSQ-20261123-001, 审批中 (P1)
const OSCILLOSCOPE = '6f877ca98a42427fb0d379d72f8cbeb2'; // CGSQ-20261120-004, 张伟's, 审批中 (P4)
const P4 = '3c4d5e6f7a8b492a8c3d4e5f6a7b8c04';
const ROOM = 'adff32f535dd4954a7f8022a4eedef2a'; // CGSQ-20261105-002, 部分下单, project P2026-001
const ROOM_POWER_LINE = '17a51da60393bf563adc33adf28cfa89'; // its 2nd line: 20 开关电源, nothing ordered
const STOCK_POWER = 'a7bae457e97c8cbdac0ecd2f4dc2930b'; // CGSQ-20261116-001, 已通过, no project
const STOCK_POWER_LINE = '2a179894fe1302c54f82d514de16cfc1'; // 10 开关电源
const PROJECT = 'bb262a934ce14c61aa0336d98b8c82f1'; // P2026-001 华东数据中心机房改造
const WAREHOUSE_PROJECT = 'b183256ea16e4121b07a6fc42fd7b23a'; // P2026-002 智能仓储二期
const POWER = '3c3ae353fb14428e90b401a6c1cc0aff'; // EL-0004 开关电源
const POWER_DEMAND = '8c1d2e3f4a5b4c6d9e7f8a9b0c1d2e02'; // P2026-001's demand line of 开关电源, nothing ordered
const MEANWELL = '3ceb083187444e92ad9336c0f9c4b930'; // 杭州明纬电源, 启用
const LIDA = 'ea44bd0d405e43118b68dba7a2bb831d'; // 宁波利达五金, 冻结
const ZHANGWEI = '7c9e6679f4a84c6d9a3b2e1f0d8c7b61';
const DRAFT_ORDER = '9419b115ea0586e3b7b7a461b2e84882'; // CGDD-20261124-001, 草稿 of ROOM's and STOCK_POWER's 开关电源
const RECEIVING_ORDER = '7f11ee19d49d4a71a615dc020b7ef25e'; // CGDD-20261110-001, 部分入库 (120 of 200 chips)
const CABINET_ORDER = '0f66fa84183449beb91363081216b6dc'; // CGDD-20261112-002, 已审核, 10 机柜 of ROOM
const CAPACITOR_ORDER = '53b5ef34aef5f392fa96f250fa1cee39'; // CGDD-20261118-001, 已审核, of no request

/** @type {import('../memory/store.js').Collections} */
let collections;
let clock = 0;
beforeEach(() => {
  collections = structuredClone(seed);
  clock = 0;
});

/**
 * What a caller sees of an operation: `{ code: 200, data }` or the refusal.
 * @param {string} operationId @param {any} [body] @param {Record<string, string>} [query] @returns {any}
 */
function call(operationId, body, query) {
  clock += 1;
  return callWith(
    { ...purchaseBehaviours, ...workflowBehaviours, ...projectBehaviours },
    collections,
    operationId,
    {
      body,
      query,
      now: new Date(2026, 10, 26, 9, 30, clock),
    },
  );
}
/** The data of a call that must succeed. @param {string} operationId @param {any} [body] @param {Record<string, string>} [query] @returns {any} */
function ok(operationId, body, query) {
  const answer = call(operationId, body, query);
  expect(answer).toMatchObject({ code: 200 });
  return answer.data;
}
/** @param {string} id @returns {any} */
const request = (id) => ok('getPurchaseRequest', undefined, { id });
/** @param {string} id @returns {any} */
const order = (id) => ok('getPurchaseOrder', undefined, { id });
/** A collection of the sandbox. @param {string} name */
const records = (name) => collections[name] ?? [];
/** @param {string} id @returns {any} */
const processOf = (id) => records('processes').find((process) => process.id === id);
/** The business error an operation declares under `name`, as a caller sees it. @param {string} operationId @param {string} name */
function declared(operationId, name) {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  const example = operation?.businessErrors.find((error) => error.name === name);
  if (!example) throw new Error(`${operationId} declares no ${name}`);
  return { status: 200, code: example.value.code, message: example.value.message };
}
/** @param {string} operationId @param {string} name @param {string} message */
const refusal = (operationId, name, message) => ({ ...declared(operationId, name), message });

/** Approves every node of a running process, as the one mock user may. @param {string} processId */
function approveThrough(processId) {
  for (let process = processOf(processId); process.status === 'RUNNING'; process = processOf(processId))
    ok('approveProcessNode', { processId, nodeId: process.currentNodeId, comment: '同意' });
}

/** 张伟 saves a request of `quantity` 开关电源 for the project (or none), submits it and has it approved. */
function approvedPowerRequest(
  /** @type {number} */ quantity,
  /** @type {string | null} */ projectId,
  /** @type {string | null} */ projectMaterialId = null,
) {
  const saved = ok('savePurchaseRequest', {
    title: '控制柜电源补充',
    type: projectId ? 'PROJECT' : 'STOCK',
    applicantId: ZHANGWEI,
    projectId,
    needDate: '2026-12-20',
    urgency: 'NORMAL',
    lines: [
      {
        id: `${'f'.repeat(24)}${String(quantity).padStart(8, '0')}`, // one line id per quantity asked
        materialId: POWER,
        materialCode: 'EL-0004',
        materialName: '开关电源',
        spec: null,
        unit: 'UNIT',
        quantity,
        needDate: '2026-12-20',
        estimatedPrice: '168.00',
        projectMaterialId,
      },
    ],
  });
  const [submitted] = ok('submitPurchaseRequests', { ids: [saved.id] });
  approveThrough(submitted.processId);
  expect(request(saved.id).status).toBe('APPROVED');
  return request(saved.id);
}

/** An order line of 开关电源 from a request line. @param {string} requestId @param {string} lineId @param {number} quantity */
const powerLine = (requestId, lineId, quantity) => ({
  id: `${lineId.slice(0, 24)}${String(quantity).padStart(8, '0')}`,
  materialId: POWER,
  materialCode: 'EL-0004',
  materialName: '开关电源',
  spec: 'LRS-350-24 24V 14.6A',
  unit: 'UNIT',
  quantity,
  unitPrice: '168.00',
  taxRate: 13,
  deliveryDate: '2026-12-05',
  sourceRequestId: requestId,
  sourceLineId: lineId,
});
/** A 草稿 order to 明纬 of these lines. @param {any[]} lines @param {Record<string, unknown>} [more] */
const orderInput = (lines, more = {}) => ({
  supplierId: MEANWELL,
  buyerId: ZHANGWEI,
  orderDate: '2026-11-26',
  expectedDate: '2026-12-05',
  currency: 'CNY',
  paymentTerms: '月结 30 天',
  projectId: null,
  tagIds: [],
  lines,
  ...more,
});
/** What is ordered of each line of a request. @param {string} id */
const orderedOf = (id) => request(id).lines.map((/** @type {any} */ line) => line.orderedQuantity);

describe('采购申请', () => {
  it('submits a saved draft: 审批中 with a process in the approver’s 待办 and the applicant’s 我的申请', () => {
    const [submitted] = ok('submitPurchaseRequests', { ids: [DRAFT_REQUEST] });
    expect(submitted).toMatchObject({ id: DRAFT_REQUEST, status: 'APPROVING' });
    expect(processOf(submitted.processId)).toMatchObject({
      status: 'RUNNING',
      definitionKey: 'purchase_request',
      businessType: 'PURCHASE_REQUEST',
      businessId: DRAFT_REQUEST,
      title: '刘洋提交的采购申请：硬件组样机物料',
      currentNodeName: '部门经理审批',
      summary: [
        { label: '采购事由', value: '硬件组样机物料' },
        { label: '预计金额', value: '¥721.00' },
        { label: '需求日期', value: '2026-12-20' },
      ],
    });
    const ids = (/** @type {string} */ queryType) =>
      ok('getAllProcesses', { queryType }).map((/** @type {any} */ process) => process.id);
    expect(ids('PENDING')).toContain(submitted.processId);
    expect(ids('MY_APPLY')).toContain(submitted.processId);
    const page = ok('getPurchaseRequestPage', { pageNum: 1, pageSize: 50, status: 'APPROVING' });
    expect(page.list.map((/** @type {any} */ row) => row.requestNo)).toContain('CGSQ-20261124-001');
  });

  it('submits a sent-back request again, with a new process and without the approver’s reason', () => {
    const returned = 'b588032d6790cbbac0e76297231cc8f5'; // CGSQ-20261119-001, 已退回 with a reason
    const before = request(returned).processId;
    const [again] = ok('submitPurchaseRequests', { ids: [returned] });
    expect(again).toMatchObject({ status: 'APPROVING', statusReason: null });
    expect(again.processId).not.toBe(before);
  });

  it('submits all the requests named or none, and not while 采购申请审批 is 停用', () => {
    expect(call('submitPurchaseRequests', { ids: [DRAFT_REQUEST, APPROVING_REQUEST] })).toEqual(
      refusal('submitPurchaseRequests', 'notSubmittable', '申请单 CGSQ-20261123-001 审批中，不能提交'),
    );
    expect(request(DRAFT_REQUEST).status).toBe('DRAFT');
    const definition = records('processDefinitions').find(
      (candidate) => candidate.key === 'purchase_request',
    );
    Object.assign(/** @type {any} */ (definition), { status: 'DISABLED' });
    expect(call('submitPurchaseRequests', { ids: [DRAFT_REQUEST] })).toEqual(
      declared('submitPurchaseRequests', 'businessError'),
    );
  });

  it('withdraws a request under approval: a 草稿 again, its process 已撤回', () => {
    const withdrawn = ok('withdrawPurchaseRequest', { id: OSCILLOSCOPE, reason: '型号填错，撤回修改' });
    expect(withdrawn).toMatchObject({ status: 'DRAFT', statusReason: null, processId: P4 });
    expect(processOf(P4).status).toBe('WITHDRAWN');
    expect(
      records('processNodeHistories')
        .filter((entry) => entry.processId === P4)
        .at(-1),
    ).toMatchObject({
      action: 'WITHDRAW',
      comment: '型号填错，撤回修改',
    });
    expect(call('withdrawPurchaseRequest', { id: OSCILLOSCOPE })).toEqual(
      refusal('withdrawPurchaseRequest', 'businessError', '申请单 CGSQ-20261120-004 是草稿，不能撤回'),
    );
  });

  it('voids a draft, and a request under approval with its process; an approved one is closed instead', () => {
    expect(ok('voidPurchaseRequest', { id: DRAFT_REQUEST, reason: '样机方案调整' })).toMatchObject({
      status: 'VOIDED',
      statusReason: '样机方案调整',
    });
    const voided = ok('voidPurchaseRequest', { id: OSCILLOSCOPE, reason: '项目取消' });
    expect(voided).toMatchObject({ status: 'VOIDED', statusReason: '项目取消' });
    expect(processOf(P4).status).toBe('CANCELLED');
    expect(call('voidPurchaseRequest', { id: STOCK_POWER, reason: '不要了' })).toEqual(
      declared('voidPurchaseRequest', 'businessError'),
    );
  });

  it('closes an approved request once no order in the making has its lines', () => {
    const close = { id: STOCK_POWER, reason: '已改用项目结余库存，不再采购' };
    expect(call('closePurchaseRequest', close)).toEqual(declared('closePurchaseRequest', 'businessError'));
    ok('cancelPurchaseOrder', { id: DRAFT_ORDER, reason: '改为分批下单' });
    expect(ok('closePurchaseRequest', close)).toMatchObject({ status: 'CLOSED', statusReason: close.reason });
    expect(ok('getOpenPurchaseRequestLines', { requestIds: [STOCK_POWER] })).toEqual([]);
    expect(call('closePurchaseRequest', { id: DRAFT_REQUEST, reason: '不要了' })).toEqual(
      refusal('closePurchaseRequest', 'businessError', '申请单 CGSQ-20261124-001 是草稿，不能关闭'),
    );
  });

  it('deletes drafts only', () => {
    expect(call('deletePurchaseRequests', { ids: [DRAFT_REQUEST, APPROVING_REQUEST] })).toEqual(
      declared('deletePurchaseRequests', 'businessError'),
    );
    ok('deletePurchaseRequests', { ids: [DRAFT_REQUEST] });
    expect(call('getPurchaseRequest', undefined, { id: DRAFT_REQUEST })).toMatchObject({ status: 404 });
  });

  it('offers the open lines of approved requests only: what is asked less what is ordered', () => {
    const lines = ok('getOpenPurchaseRequestLines', { requestIds: [ROOM, APPROVING_REQUEST, STOCK_POWER] });
    expect(
      lines.map((/** @type {any} */ line) => [
        line.requestNo,
        line.materialCode,
        line.openQuantity,
        line.projectId,
      ]),
    ).toEqual([
      ['CGSQ-20261105-002', 'EL-0004', 20, PROJECT],
      ['CGSQ-20261116-001', 'EL-0004', 10, null],
    ]);
  });
});

describe('采购订单 from requests', () => {
  it('merges two requests’ lines of one material into one order, carrying the project they share', () => {
    const added = approvedPowerRequest(6, PROJECT, POWER_DEMAND);
    const demand = () => records('projectMaterials').find((line) => line.id === POWER_DEMAND);
    const open = ok('getOpenPurchaseRequestLines', { requestIds: [ROOM, added.id] });
    expect(open.map((/** @type {any} */ line) => line.openQuantity)).toEqual([20, 6]);
    const saved = ok(
      'savePurchaseOrder',
      orderInput(
        open.map((/** @type {any} */ line) => powerLine(line.requestId, line.lineId, line.openQuantity)),
      ),
    );
    expect(saved).toMatchObject({
      orderNo: 'CGDD-20261126-001',
      status: 'DRAFT',
      receiptStatus: 'NONE',
      supplierName: '杭州明纬电源科技有限公司',
      buyer: { id: ZHANGWEI, name: '张伟' },
      projectId: PROJECT,
      projectName: '华东数据中心机房改造',
      totalQuantity: 26,
      totalAmount: '4368.00',
      totalTax: '567.84',
      totalWithTax: '4935.84',
      sourceRequests: [
        { type: 'PURCHASE_REQUEST', id: ROOM, no: 'CGSQ-20261105-002', status: 'PARTIALLY_ORDERED' },
        { type: 'PURCHASE_REQUEST', id: added.id, no: added.requestNo, status: 'APPROVED' },
      ],
    });
    expect(saved.lines.map((/** @type {any} */ line) => [line.sourceRequestNo, line.sourceLineId])).toEqual([
      ['CGSQ-20261105-002', ROOM_POWER_LINE],
      [added.requestNo, added.lines[0].id],
    ]);
    // a draft holds nothing yet: 提交 orders it
    expect(orderedOf(ROOM)).toEqual([200, 0, 10]);
    ok('submitPurchaseOrders', { ids: [saved.id] });
    expect(orderedOf(ROOM)).toEqual([200, 20, 10]);
    expect(demand()?.orderedQuantity).toBe(6);
    expect(request(ROOM)).toMatchObject({ status: 'ORDERED', orderedPercent: 100 });
    expect(request(added.id)).toMatchObject({ status: 'ORDERED', orderedPercent: 100 });
    expect(request(added.id).orders).toEqual([
      { type: 'PURCHASE_ORDER', id: saved.id, no: 'CGDD-20261126-001', status: 'APPROVING' },
    ]);
    expect(order(saved.id).sourceRequests.map((/** @type {any} */ ref) => ref.status)).toEqual([
      'ORDERED',
      'ORDERED',
    ]);
    ok('withdrawPurchaseOrder', { id: saved.id, reason: '改价' });
    expect(demand()?.orderedQuantity).toBe(0);
    expect(request(added.id)).toMatchObject({ status: 'APPROVED', orderedPercent: 0 });
  });

  it('an order from a project’s request keeps the project, and the project’s 采购 documents list it', () => {
    const added = approvedPowerRequest(6, PROJECT, POWER_DEMAND);
    const [line] = ok('getOpenPurchaseRequestLines', { requestIds: [added.id] });
    expect(line.projectId).toBe(PROJECT);
    // the values the order form sends for it: 关联项目 prefilled from the request
    const saved = ok(
      'savePurchaseOrder',
      orderInput([powerLine(added.id, line.lineId, 6)], { projectId: line.projectId }),
    );
    expect(saved).toMatchObject({ projectId: PROJECT, projectName: '华东数据中心机房改造' });
    const documents = ok('getProjectDocuments', { projectId: PROJECT, kind: 'PURCHASE' });
    expect(documents.find((/** @type {any} */ doc) => doc.docNo === saved.orderNo)).toMatchObject({
      id: saved.id,
      type: 'PURCHASE_ORDER',
      statusText: '草稿',
    });
  });

  it('refuses to order requests of two projects together, naming each request’s project', () => {
    const room = approvedPowerRequest(6, PROJECT, POWER_DEMAND);
    const warehouse = approvedPowerRequest(4, WAREHOUSE_PROJECT);
    const lines = ok('getOpenPurchaseRequestLines', { requestIds: [room.id, warehouse.id] });
    expect(
      call(
        'savePurchaseOrder',
        orderInput(
          lines.map((/** @type {any} */ open) => powerLine(open.requestId, open.lineId, open.openQuantity)),
        ),
      ),
    ).toEqual(
      refusal(
        'savePurchaseOrder',
        'projectsDiffer',
        `${room.requestNo} 属于项目「华东数据中心机房改造」，${warehouse.requestNo} 属于项目「智能仓储二期」：一张订单只关联一个项目，请按项目分别下单`,
      ),
    );
    expect(records('purchaseOrders').some((saved) => saved.lines?.[0]?.sourceRequestId === room.id)).toBe(
      false,
    );
  });

  it('carries no project when a project’s request meets a stock one, and one a manual order names', () => {
    const mixed = ok(
      'savePurchaseOrder',
      orderInput([powerLine(ROOM, ROOM_POWER_LINE, 5), powerLine(STOCK_POWER, STOCK_POWER_LINE, 5)], {
        projectId: PROJECT,
      }),
    );
    expect(mixed).toMatchObject({ projectId: null, projectName: null });
    const manual = { ...powerLine(ROOM, ROOM_POWER_LINE, 1), sourceRequestId: null, sourceLineId: null };
    expect(ok('savePurchaseOrder', orderInput([manual], { projectId: PROJECT }))).toMatchObject({
      projectId: PROJECT,
      projectName: '华东数据中心机房改造',
      sourceRequests: [],
    });
  });

  it('orders no more than a request line has open, on 保存 and again on 提交', () => {
    expect(call('savePurchaseOrder', orderInput([powerLine(ROOM, ROOM_POWER_LINE, 25)]))).toEqual(
      declared('savePurchaseOrder', 'quantityExceeded'),
    );
    // two drafts may take the same open quantity: the first submitted has it
    const first = ok('savePurchaseOrder', orderInput([powerLine(ROOM, ROOM_POWER_LINE, 15)]));
    const second = ok('savePurchaseOrder', orderInput([powerLine(ROOM, ROOM_POWER_LINE, 10)]));
    ok('submitPurchaseOrders', { ids: [first.id] });
    expect(call('submitPurchaseOrders', { ids: [second.id] })).toEqual(
      refusal(
        'submitPurchaseOrders',
        'quantityExceeded',
        'CGSQ-20261105-002 第 2 行开关电源未下单 5 台，本次 10 台超出',
      ),
    );
    // and two orders submitted together count together
    const third = ok('savePurchaseOrder', orderInput([powerLine(STOCK_POWER, STOCK_POWER_LINE, 6)]));
    const fourth = ok('savePurchaseOrder', orderInput([powerLine(STOCK_POWER, STOCK_POWER_LINE, 6)]));
    expect(call('submitPurchaseOrders', { ids: [third.id, fourth.id] })).toMatchObject({ code: 40802 });
    expect(order(third.id).status).toBe('DRAFT');
    expect(order(second.id).status).toBe('DRAFT');
  });

  it('gives the quantities back when an order is cancelled, or sent back by its approver', () => {
    ok('submitPurchaseOrders', { ids: [DRAFT_ORDER] });
    expect(request(STOCK_POWER)).toMatchObject({ status: 'ORDERED', orderedPercent: 100 });
    const { processId } = order(DRAFT_ORDER);
    const node = processOf(processId).currentNodeId;
    ok('refundProcessNode', {
      processId,
      nodeId: node,
      targetNodeId: records('processNodes').find(
        (candidate) => candidate.processId === processId && candidate.order === 1,
      )?.id,
      reason: '改价',
    });
    expect(order(DRAFT_ORDER).status).toBe('DRAFT');
    expect(request(STOCK_POWER)).toMatchObject({ status: 'APPROVED', orderedPercent: 0 });
    const [again] = ok('submitPurchaseOrders', { ids: [DRAFT_ORDER] });
    approveThrough(again.processId);
    expect(order(DRAFT_ORDER).status).toBe('APPROVED');
    expect(orderedOf(ROOM)).toEqual([200, 20, 10]);
    const cancelled = ok('cancelPurchaseOrder', { id: DRAFT_ORDER, reason: '供应商缺货' });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', statusReason: '供应商缺货' });
    expect(orderedOf(ROOM)).toEqual([200, 0, 10]);
    expect(request(ROOM)).toMatchObject({ status: 'PARTIALLY_ORDERED', orderedPercent: 91.3 });
    expect(request(STOCK_POWER)).toMatchObject({ status: 'APPROVED', orderedPercent: 0 });
    expect(request(STOCK_POWER).orders).toEqual([
      { type: 'PURCHASE_ORDER', id: DRAFT_ORDER, no: 'CGDD-20261124-001', status: 'CANCELLED' },
    ]);
  });
});

describe('采购订单 states', () => {
  it('holds, resumes and closes a released order, its requests still ordered', () => {
    expect(ok('holdPurchaseOrder', { id: CABINET_ORDER, reason: '机房土建延期' })).toMatchObject({
      status: 'ON_HOLD',
      statusReason: '机房土建延期',
    });
    expect(ok('resumePurchaseOrder', { id: CABINET_ORDER })).toMatchObject({
      status: 'APPROVED',
      statusReason: null,
    });
    expect(ok('closePurchaseOrder', { id: RECEIVING_ORDER, reason: '余量改单采购' })).toMatchObject({
      status: 'CLOSED',
      receiptStatus: 'PARTIAL',
    });
    expect(orderedOf(ROOM)).toEqual([200, 0, 10]);
    expect(request(ROOM).orders.map((/** @type {any} */ ref) => ref.status)).toEqual(['CLOSED', 'APPROVED']);
    const page = ok('getPurchaseOrderPage', { pageNum: 1, pageSize: 50, status: 'CLOSED' });
    expect(page.list.map((/** @type {any} */ row) => row.orderNo)).toContain('CGDD-20261110-001');
  });

  it('amends a released order: lines, amounts and the reason, approved again', () => {
    const amended = ok('amendPurchaseOrder', {
      id: CABINET_ORDER,
      reason: '项目追加 2 台机柜',
      expectedDate: '2026-11-28',
      lines: [
        {
          id: '0196696c028a81d6f0621ae34bc68b2c',
          materialId: 'b9c8b9ffe46e46279419c7723226db94',
          materialCode: 'ME-0001',
          materialName: '标准机柜',
          spec: '42U 600×1000',
          unit: 'UNIT',
          quantity: 12,
          unitPrice: '2380.00',
          taxRate: 13,
          deliveryDate: '2026-11-28',
          sourceRequestId: ROOM,
          sourceLineId: 'ce79ef8884fb1282a23cb409b143a268',
        },
      ],
    });
    expect(amended).toMatchObject({
      status: 'APPROVING',
      statusReason: '项目追加 2 台机柜',
      totalQuantity: 12,
      totalAmount: '28560.00',
      totalTax: '3712.80',
      totalWithTax: '32272.80',
      projectId: PROJECT,
    });
    expect(processOf(amended.processId)).toMatchObject({
      status: 'RUNNING',
      definitionKey: 'purchase_order',
    });
    expect(orderedOf(ROOM)).toEqual([200, 0, 12]);
    expect(request(ROOM).orderedPercent).toBe(91.3);
    approveThrough(amended.processId);
    expect(order(CABINET_ORDER).status).toBe('APPROVED');
  });

  it('refuses each change of state its status does not allow, with the operation’s business error', () => {
    expect(call('submitPurchaseOrders', { ids: [RECEIVING_ORDER] })).toEqual(
      declared('submitPurchaseOrders', 'businessError'),
    );
    expect(call('withdrawPurchaseOrder', { id: CAPACITOR_ORDER })).toEqual(
      refusal('withdrawPurchaseOrder', 'businessError', '订单 CGDD-20261118-001 已审批通过，不能撤回'),
    );
    expect(call('holdPurchaseOrder', { id: DRAFT_ORDER, reason: '等' })).toEqual(
      declared('holdPurchaseOrder', 'businessError'),
    );
    expect(call('resumePurchaseOrder', { id: CAPACITOR_ORDER })).toEqual(
      declared('resumePurchaseOrder', 'businessError'),
    );
    expect(call('closePurchaseOrder', { id: DRAFT_ORDER, reason: '不要了' })).toEqual(
      declared('closePurchaseOrder', 'businessError'),
    );
    expect(call('cancelPurchaseOrder', { id: RECEIVING_ORDER, reason: '不要了' })).toEqual(
      declared('cancelPurchaseOrder', 'businessError'),
    );
    const chips = structuredClone(order(RECEIVING_ORDER).lines).map((/** @type {any} */ line) => {
      const {
        amount,
        taxAmount,
        amountWithTax,
        receivedQuantity,
        returnedQuantity,
        sourceRequestNo,
        ...input
      } = line;
      return input.materialCode === 'EL-0003' ? { ...input, quantity: 100 } : input;
    });
    expect(
      call('amendPurchaseOrder', {
        id: RECEIVING_ORDER,
        reason: '减量',
        expectedDate: '2026-12-01',
        lines: chips,
      }),
    ).toEqual(declared('amendPurchaseOrder', 'businessError'));
    expect(
      call('savePurchaseOrder', {
        ...orderInput([powerLine(ROOM, ROOM_POWER_LINE, 1)]),
        id: RECEIVING_ORDER,
      }),
    ).toEqual(declared('savePurchaseOrder', 'notEditable'));
    expect(
      call('savePurchaseOrder', orderInput([powerLine(ROOM, ROOM_POWER_LINE, 1)], { supplierId: LIDA })),
    ).toEqual(declared('savePurchaseOrder', 'businessError'));
  });
});
