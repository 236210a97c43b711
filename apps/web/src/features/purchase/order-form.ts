import type { Schema } from '@backoffice/sdk';
import { newId } from '@backoffice/ui-kit';
import { type MergePlan, type OrderLineValues, orderLineInput, orderLineValues } from './order-lines';
import type { PurchaseOrder } from './order-rules';

type Attachment = Schema<'Attachment'>;

/** The order form (header of screens.md §7 and its lines). */
export interface OrderFormValues {
  supplierId?: string;
  buyerId?: string;
  orderDate?: string | null;
  expectedDate?: string | null;
  currency: string;
  paymentTerms?: string | null;
  /** The linked project; none is `undefined` (the project select takes no null). */
  projectId?: string;
  tagIds: string[];
  remark?: string | null;
  attachments: Attachment[];
  lines: OrderLineValues[];
  /** 变更 only: why the released order changes. */
  reason?: string;
}

/** A blank order of the buyer, dated today. */
export function newOrderValues(buyerId: string | undefined, today: string): OrderFormValues {
  return {
    buyerId,
    orderDate: today,
    currency: 'CNY',
    tagIds: [],
    attachments: [],
    lines: [],
  };
}

/** 合并生成: a new order with the plan's supplier (when the lines agree on one), project and lines. */
export function mergedOrderValues(
  plan: MergePlan,
  buyerId: string | undefined,
  today: string,
): OrderFormValues {
  return {
    ...newOrderValues(buyerId, today),
    supplierId: plan.supplierId,
    projectId: plan.projectId,
    lines: plan.lines,
  };
}

/** A saved order back in the form: to edit a draft, or (`amending`) to 变更 a released one. */
export function orderFormValues(order: PurchaseOrder, amending = false): OrderFormValues {
  return {
    supplierId: order.supplierId,
    buyerId: order.buyer.id,
    orderDate: order.orderDate,
    expectedDate: order.expectedDate,
    currency: order.currency,
    paymentTerms: order.paymentTerms,
    projectId: order.projectId ?? undefined,
    tagIds: order.tags.map((tag) => tag.id),
    remark: order.remark,
    attachments: order.attachments,
    lines: order.lines.map((line) => orderLineValues(line, amending)),
  };
}

/**
 * 复制: a new draft to the same supplier with the same lines at today's date. The copy orders anew, so its lines
 * leave the requests they came from (those quantities are ordered already) and get new keys.
 */
export function copyOrderValues(
  order: PurchaseOrder,
  buyerId: string | undefined,
  today: string,
): OrderFormValues {
  const values = orderFormValues(order);
  return {
    ...values,
    buyerId: buyerId ?? values.buyerId,
    orderDate: today,
    expectedDate: null,
    attachments: [],
    lines: values.lines.map((line) => ({
      ...line,
      key: newId(),
      sourceRequestId: null,
      sourceRequestNo: null,
      sourceLineId: null,
      maxQuantity: undefined,
    })),
  };
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What 保存 sends (`PurchaseOrderInput`); the form has validated every field first. */
export function orderInput(values: OrderFormValues, id?: string): Schema<'PurchaseOrderInput'> {
  return {
    ...(id ? { id } : {}),
    supplierId: values.supplierId ?? '',
    buyerId: values.buyerId ?? '',
    orderDate: values.orderDate ?? '',
    expectedDate: values.expectedDate ?? '',
    currency: values.currency,
    paymentTerms: blank(values.paymentTerms),
    projectId: values.projectId ?? null,
    remark: blank(values.remark),
    tagIds: values.tagIds,
    attachments: values.attachments,
    lines: values.lines.map(orderLineInput),
  };
}

/** What 变更 sends (`PurchaseOrderAmendment`): the new dates and lines, and why. */
export function orderAmendment(values: OrderFormValues, id: string): Schema<'PurchaseOrderAmendment'> {
  return {
    id,
    reason: values.reason?.trim() ?? '',
    expectedDate: values.expectedDate ?? '',
    lines: values.lines.map(orderLineInput),
  };
}
