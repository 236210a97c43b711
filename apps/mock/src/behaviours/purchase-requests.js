// @ts-check
// 采购申请's lifecycle in memory mode (rules in purchase.js): 提交 into 采购申请审批, 撤回, 关闭, 作废, 删除, and the
// lines still to order that 合并生成 offers.
import { idsOf } from '../memory/kinds.js';
import {
  allowOnly,
  documents,
  ORDERABLE,
  openQuantity,
  ordersFrom,
  requestById,
  requestState,
  requestWords,
} from './purchase-links.js';
import { byId, refuse } from './records.js';
import { finishProcess, startProcess } from './workflow.js';

/**
 * @typedef {import('../memory/kinds.js').MockContext} MockContext
 * @typedef {Record<string, any>} Doc
 */

/** The approval process of requests (the contract's process definitions). */
export const REQUEST_PROCESS = 'purchase_request';
/** The statuses a request is submitted from. */
const SUBMITTABLE = new Set(['DRAFT', 'RETURNED']);
/** The statuses a request is voided from. */
const VOIDABLE = new Set(['DRAFT', 'RETURNED', 'APPROVING']);
/** Orders still in the making: they hold the request's lines until they are submitted or cancelled. */
const IN_THE_MAKING = /** @type {Record<string, string>} */ ({
  DRAFT: '订单草稿',
  APPROVING: '审批中的订单',
});

/** `¥86,500.00`, as a process summary shows an amount. @param {string} amount */
export function yuan(amount) {
  const [whole = '0', cents = '00'] = String(amount).split('.');
  return `¥${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** The running process of a document, if it has one. @param {MockContext} context @param {Doc} document */
export const runningProcess = (context, document) => {
  const process = byId(context.collections.processes, document.processId);
  return process?.status === 'RUNNING' ? process : undefined;
};

/** Starts 采购申请审批 for a request: its title, amount, quantity and need date as the form and summary. */
function submit(/** @type {MockContext} */ context, /** @type {Doc} */ request) {
  const lines = request.lines ?? [];
  startProcess(context, {
    definitionKey: REQUEST_PROCESS,
    businessType: 'PURCHASE_REQUEST',
    businessId: request.id,
    title: `${request.applicant?.name ?? context.user.nickname}提交的采购申请：${request.title}`,
    summary: [
      { label: '采购事由', value: request.title },
      { label: '预计金额', value: yuan(request.totalAmount) },
      { label: '需求日期', value: request.needDate },
    ],
    urgency: request.urgency,
    formData: {
      reason: request.title,
      amount: Number(request.totalAmount),
      quantity: lines.reduce(
        (/** @type {number} */ total, /** @type {Doc} */ line) => total + line.quantity,
        0,
      ),
      needInstall: false,
    },
  });
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const requestBehaviours = {
  /** 提交 (批量提交): every request named is a 草稿 or 已退回, or none is submitted. */
  'purchase.submitRequests': (context) => {
    const requests = idsOf(context).map((id) => requestById(context, id));
    for (const request of requests)
      allowOnly(context, SUBMITTABLE.has(request.status), requestState(request), '不能提交', {
        name: 'notSubmittable',
      });
    const definition = documents(context.collections, 'processDefinitions').find(
      (candidate) => candidate.key === REQUEST_PROCESS,
    );
    if (definition && definition.status !== 'ENABLED')
      throw refuse(context, 'businessError', `流程「${definition.name}」已停用，不能提交`);
    for (const request of requests) submit(context, request);
    return { data: requests };
  },

  /** 撤回: a request under approval is a 草稿 again, its process 已撤回. */
  'purchase.withdrawRequest': (context) => {
    const request = requestById(context, context.body.id);
    allowOnly(context, request.status === 'APPROVING', requestState(request), '不能撤回');
    const process = runningProcess(context, request);
    if (process)
      finishProcess(context, process, 'WITHDRAWN', {
        action: 'WITHDRAW',
        comment: context.body.reason ?? null,
      });
    else Object.assign(request, { status: 'DRAFT', statusReason: null });
    return { data: request };
  },

  /** 关闭: an approved or partly ordered request orders nothing more; an order in the making must be dealt with first. */
  'purchase.closeRequest': (context) => {
    const request = requestById(context, context.body.id);
    allowOnly(context, ORDERABLE.has(request.status), requestState(request), '不能关闭');
    const pending = ordersFrom(context.collections, request).find((order) => IN_THE_MAKING[order.status]);
    if (pending)
      throw refuse(
        context,
        undefined,
        `申请单 ${request.requestNo} 已在${IN_THE_MAKING[pending.status]} ${pending.orderNo} 中，请先处理该订单`,
      );
    Object.assign(request, { status: 'CLOSED', statusReason: context.body.reason });
    return { data: request };
  },

  /** 作废: a 草稿, 已退回 or 审批中 request; a running process is voided with it (已取消). */
  'purchase.voidRequest': (context) => {
    const request = requestById(context, context.body.id);
    const closable = ORDERABLE.has(request.status);
    allowOnly(context, VOIDABLE.has(request.status), requestState(request), '不能作废', {
      advice: closable ? '请使用关闭' : undefined,
    });
    const { reason } = context.body;
    const process = runningProcess(context, request);
    if (process) finishProcess(context, process, 'CANCELLED', { action: 'CANCEL', comment: reason });
    else Object.assign(request, { status: 'VOIDED', statusReason: reason });
    return { data: request };
  },

  /** 删除: drafts only; one request that is not refuses them all. */
  'purchase.deleteRequests': (context, generic) => {
    for (const id of idsOf(context)) {
      const request = byId(context.collections.purchaseRequests, id);
      if (request && request.status !== 'DRAFT')
        throw refuse(context, undefined, `只能删除草稿：${request.requestNo} ${requestWords(request)}`);
    }
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 未下单的申请行: the lines of the named approved requests with something still to order, in the order named. */
  'purchase.openLines': (context) => ({
    data: context.body.requestIds
      .map((/** @type {string} */ id) => byId(context.collections.purchaseRequests, id))
      .filter((/** @type {Doc | undefined} */ request) => request && ORDERABLE.has(request.status))
      .flatMap((/** @type {Doc} */ request) =>
        (request.lines ?? [])
          .filter((/** @type {Doc} */ line) => openQuantity(line) > 0)
          .map((/** @type {Doc} */ line) => ({
            requestId: request.id,
            requestNo: request.requestNo,
            lineId: line.id,
            materialId: line.materialId,
            materialCode: line.materialCode,
            materialName: line.materialName,
            spec: line.spec,
            unit: line.unit,
            quantity: line.quantity,
            orderedQuantity: line.orderedQuantity,
            openQuantity: openQuantity(line),
            needDate: line.needDate,
            estimatedPrice: line.estimatedPrice,
            suggestedSupplierId: line.suggestedSupplierId,
            suggestedSupplierName: line.suggestedSupplierName,
            projectId: request.projectId,
          })),
      ),
  }),
};
