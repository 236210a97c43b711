// @ts-check
// 采购申请 and 采购订单 in memory mode (screens.md §7; PurchaseRequestStatus, PurchaseOrderStatus and ReceiptStatus in
// the contract). Rules written down where the spec is silent, as a real ERP keeps requisitions and purchase orders:
// 采购申请
//   - a new request is 草稿 (DRAFT), numbered CGSQ-<yyyyMMdd>-### per day, dated today, created by the caller;
//   - the applicant's department is the request's department; the project's number and name come with projectId;
//   - each line takes the material's code, name, spec and unit from 物料 and the suggested supplier's name from 供应商;
//     its amount is quantity × estimated price (exact, half up to the cent) and the request's total is their sum;
//   - only a 草稿 or 已退回 request can be changed: anything later is the contract's business error;
//   - 提交 (批量提交) takes 草稿 and 已退回 requests, all named or none, and starts 采购申请审批 (`purchase_request`)
//     for each: the request is 审批中 and its processId names the new process (the workflow moves it on: 已通过,
//     已退回, 已驳回, 草稿 when withdrawn, 已作废 when voided). Refused while that process is 停用. The process reads
//     "<申请人>提交的采购申请：<标题>", its summary 采购事由 (the title), 预计金额 and 需求日期;
//   - 撤回 takes a request 审批中: its process is 已撤回 and the request a 草稿 again (the mock's one user acts for
//     every role, and the initiator may withdraw at any node);
//   - 关闭 takes an 已通过 or 部分下单 request, with the reason; refused while an order in the making (草稿 or 审批中)
//     has its lines: that order is submitted or cancelled first;
//   - 作废 takes a 草稿, 已退回 or 审批中 request, with the reason; a running process is voided with it (已取消);
//     an approved request is closed instead. 删除 takes drafts only, all named or none;
//   - 已下单 of a request line is what submitted orders not cancelled (审批中, 已审核, 部分入库, 已完成, 暂停,
//     已关闭) order of it: a draft order holds nothing yet (the contract's draft CGDD-20261124-001 takes 开关电源 of
//     two requests that still show it open), a closed order keeps what it ordered (a new request asks for the rest);
//     it is computed from the orders as they stand whenever a purchase operation runs, so an order the workflow
//     sends back or voids, and a cancelled one, give their quantities back. 已下单% = Σ min(ordered, asked) / Σ asked
//     in percent, two decimals; an approved request is 已通过 with nothing ordered, 部分下单, or 已下单 once every
//     line is; a closed request stays closed. A line made from a project's demand moves its 已下单数量 with it;
//   - a request's 下游单据 are the orders with a line from it once submitted, oldest first; 未下单的申请行 are the
//     lines of the named 已通过 / 部分下单 requests with something open (asked − ordered), in the order named.
// 采购订单
//   - a new order is 草稿, numbered CGDD-<yyyyMMdd>-### per day, 未入库, created by the caller; only a 草稿 is saved
//     again (a released order changes by 变更); its supplier must be 启用 (冻结 or 停用: refused on save and on 提交),
//     its buyer comes from 用户管理 and its tags from 属性标签;
//   - each line takes the material's facts; amount = quantity × unit price (tax excluded) and tax = amount × rate,
//     each half up to the cent per line, the totals their sums (money.js);
//   - a line from a request names that request line (the same material); a line has one source, so 合并生成 makes
//     one order of several requests with a line per request line, even of one material (the contract's
//     CGDD-20261124-001: two 开关电源 lines), and every source is kept. Such lines order at most what their request
//     lines have open, summed over the order's lines (and the orders submitted together), checked on 保存 and again
//     on 提交, since two drafts may take the same open quantity: the first submitted has it;
//   - the project is carried from the source requests when they share one (none when they differ); an order of no
//     request has the project it names. Its 来源单据 are the requests of its lines, in line order;
//   - 提交 takes 草稿 orders, all named or none, and starts 采购订单审批 (`purchase_order`: the contract defines no
//     such process, so the workflow gives it one 审批 node): 审批中, then 已审核, or a 草稿 again when sent back,
//     refused or withdrawn; 撤回 takes an order 审批中;
//   - 变更 takes an 已审核, 部分入库 or 暂停 order: new lines and expected date, the reason kept; a line something was
//     received of stays, with at least that; it is approved again (a new process). The requests do not cap it (the
//     approver decides: the contract's example raises 10 机柜 of a 10-机柜 request line to 12), the request line then
//     reads fully ordered. Approved again, an order stands where its receipts put it (部分入库, 已完成);
//   - 暂停 takes an 已审核 or 部分入库 order, with the reason; 恢复 a 暂停 one, back to where its receipts put it,
//     the reason cleared; 关闭 takes 已审核, 部分入库 or 暂停 (a draft is cancelled instead), with the reason;
//   - 取消 takes a 草稿, 已审核 or 暂停 order nothing was received of and no unfinished 入库单 may still receive on;
//     with the reason, and its requests get their quantities back; receipts themselves are the warehouse's;
//   - a refusal names the document and where it stands, with the operation's declared business error.
import { businessError, formatTime, MockError, newId, nextSerial } from '../memory/kinds.js';
import { lineAmount, sumMoney } from './money.js';
import { syncPurchasing } from './purchase-links.js';
import { orderStateBehaviours } from './purchase-order-states.js';
import { orderBehaviours } from './purchase-orders.js';
import { requestBehaviours } from './purchase-requests.js';
import { byId, materialFacts } from './records.js';

/** A request line as saved: the material's facts, the supplier's name, the amount. */
function requestLine(
  /** @type {import('../memory/store.js').Collections} */ collections,
  /** @type {any} */ input,
  /** @type {any} */ kept,
) {
  const material = byId(collections.materials, input.materialId);
  if (!material) throw new MockError(400, `物料 ${input.materialId} 不存在`);
  return {
    id: input.id ?? newId(),
    ...materialFacts(material),
    quantity: input.quantity,
    needDate: input.needDate,
    estimatedPrice: input.estimatedPrice ?? null,
    estimatedAmount: lineAmount(input.quantity, input.estimatedPrice) ?? null,
    suggestedSupplierId: input.suggestedSupplierId ?? null,
    suggestedSupplierName: byId(collections.suppliers, input.suggestedSupplierId)?.name ?? null,
    purpose: input.purpose ?? null,
    orderedQuantity: kept?.orderedQuantity ?? 0,
    projectMaterialId: input.projectMaterialId ?? kept?.projectMaterialId ?? null,
  };
}

const EDITABLE = new Set(['DRAFT', 'RETURNED']);

/** @type {Record<string, import('./index.js').Behaviour>} */
const behaviours = {
  /** 采购申请 / 采购订单 pages and details, their links brought up to date first. */
  'purchase.read': (context, generic) => /** @type {NonNullable<typeof generic>} */ (generic)(context),
  ...requestBehaviours,
  ...orderBehaviours,
  ...orderStateBehaviours,
  /** 保存采购申请: creates a 草稿 or changes one (or one sent back). */
  'purchase.saveRequest': (context) => {
    const { collections, body: input, now, user } = context;
    collections.purchaseRequests ??= [];
    const existing = input.id ? byId(collections.purchaseRequests, input.id) : undefined;
    if (input.id && !existing) throw new MockError(404, '采购申请不存在或已被删除');
    if (existing && !EDITABLE.has(existing.status)) throw businessError(context);
    const applicant = byId(collections.users, input.applicantId);
    const project = input.projectId ? byId(collections.projects, input.projectId) : undefined;
    const lines = input.lines.map((/** @type {any} */ line) =>
      requestLine(
        collections,
        line,
        existing?.lines?.find((/** @type {any} */ kept) => kept.id === line.id),
      ),
    );
    const request = Object.assign(existing ?? {}, {
      title: input.title,
      type: input.type,
      applicant: { id: input.applicantId, name: applicant?.nickname ?? user.nickname },
      deptId: applicant?.deptId ?? user.deptId,
      deptName:
        applicant?.deptName ?? byId(collections.departments, applicant?.deptId)?.name ?? user.deptName,
      projectId: input.projectId ?? null,
      projectCode: project?.projectNo ?? null,
      projectName: project?.name ?? null,
      needDate: input.needDate,
      urgency: input.urgency,
      remark: input.remark ?? null,
      attachments: input.attachments ?? [],
      lines,
      totalAmount: sumMoney(lines.map((/** @type {any} */ line) => line.estimatedAmount)),
    });
    if (!existing) {
      Object.assign(request, {
        id: newId(),
        requestNo: nextSerial(collections.purchaseRequests, 'requestNo', 'CGSQ-{date}-###', now),
        applyDate: formatTime(now).slice(0, 10),
        status: 'DRAFT',
        statusReason: null,
        orderedPercent: 0,
        processId: null,
        orders: [],
        createBy: user.nickname,
        createTime: formatTime(now),
      });
      collections.purchaseRequests.unshift(request);
    }
    return { data: request };
  },
};

/**
 * Every purchase behaviour sees the links between requests and orders as the orders stand now, and leaves them so.
 * @type {Record<string, import('./index.js').Behaviour>}
 */
export const purchaseBehaviours = Object.fromEntries(
  Object.entries(behaviours).map(([name, behaviour]) => [
    name,
    (context, generic) => {
      syncPurchasing(context.collections);
      const result = behaviour(context, generic);
      syncPurchasing(context.collections);
      return result;
    },
  ]),
);
