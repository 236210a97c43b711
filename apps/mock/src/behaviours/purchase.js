// @ts-check
// 采购申请 in memory mode: what the server adds to a saved request.
// Rules written down where the spec is silent, as a real ERP keeps a requisition:
//   - a new request is 草稿 (DRAFT), numbered CGSQ-<yyyyMMdd>-### per day, dated today, created by the caller;
//   - the applicant's department is the request's department; the project's number and name come with projectId;
//   - each line takes the material's code, name, spec and unit from 物料 and the suggested supplier's name from 供应商;
//     its amount is quantity × estimated price (exact, half up to the cent) and the request's total is their sum;
//   - only a 草稿 or 已退回 request can be changed: anything later is the contract's business error.
import { businessError, formatTime, MockError, newId, nextSerial } from '../memory/kinds.js';
import { lineAmount, sumMoney } from './money.js';

/** @param {Record<string, any>[] | undefined} records @param {unknown} id */
const byId = (records, id) => (records ?? []).find((record) => String(record.id) === String(id));

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
    materialId: material.id,
    materialCode: material.code,
    materialName: material.name,
    spec: material.spec ?? null,
    unit: material.unit,
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
export const purchaseBehaviours = {
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
