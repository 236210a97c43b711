import type { Schema } from '@backoffice/sdk';
import { newId } from '@backoffice/ui-kit';
import { canonicalMoney } from '../../lib/money';
import { lineMaterial, savedLineValues } from './line-material';

type OpenRequestLine = Schema<'OpenRequestLine'>;
type OrderLine = Schema<'PurchaseOrderLine'>;

/** The VAT rate a new line starts with (13 %, goods). */
export const DEFAULT_TAX_RATE = 13;

/** An order line as the form holds it while the user types. */
export interface OrderLineValues {
  /** The line's key: its id once saved, a new UUID without dashes before (spec §3). */
  key: string;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string | null;
  unit: string;
  quantity?: number;
  unitPrice?: string;
  taxRate: number;
  deliveryDate?: string | null;
  sourceRequestId?: string | null;
  sourceRequestNo?: string | null;
  sourceLineId?: string | null;
  /** A line from a request can order at most what that request line still has open. */
  maxQuantity?: number;
  /** Amending keeps at least what was received. */
  minQuantity?: number;
  remark?: string | null;
}

/** What 合并生成 makes of the open lines of several approved requests. */
export interface MergePlan {
  /** The one supplier every line suggests, or undefined when they suggest none or differ. */
  supplierId?: string;
  /** The lines suggest more than one supplier: the user chooses the order's one supplier. */
  suppliersDiffer: boolean;
  /** The project the requests share (the order's 关联项目), undefined when they are of none or do not share one. */
  projectId?: string;
  /** A project's request with stock requests: the order is of no project, said before it is saved. */
  projectNote?: string;
  lines: OrderLineValues[];
}

/** 合并生成 refused: why no order is made of these requests, as the user reads it. */
export interface MergeRefusal {
  refused: string;
}

export const isRefusal = (plan: MergePlan | MergeRefusal): plan is MergeRefusal => 'refused' in plan;

/** The requests of each project among the open lines (null: requests of no project), each request once. */
function requestsByProject(open: readonly OpenRequestLine[]): Map<string | null, string[]> {
  const byProject = new Map<string | null, string[]>();
  for (const line of open) {
    const requests = byProject.get(line.projectId) ?? [];
    if (!requests.includes(line.requestNo)) requests.push(line.requestNo);
    byProject.set(line.projectId, requests);
  }
  return byProject;
}

/**
 * 合并生成: the open lines of several approved requests become the lines of one order, each quantity at what is
 * still unordered (its cap) and its price the estimate. An order has one supplier: the one the lines agree on,
 * else none until the user picks it.
 *
 * An order belongs to one project (its header's 关联项目, which the project's 采购 documents list; the contract
 * keeps no project per line), the one its requests share. Requests of two different projects are refused, each
 * project's requests named. A project's request merged with stock requests (of no project) makes an order of no
 * project, as the server keeps it (the contract's draft CGDD-20261124-001 is one): the form says so before saving.
 */
export function mergeOpenLines(open: readonly OpenRequestLine[]): MergePlan | MergeRefusal {
  const byProject = requestsByProject(open);
  const projects = [...byProject.keys()].filter((project) => project !== null);
  const stock = byProject.get(null);
  if (projects.length > 1) {
    const groups = projects.map((project) => byProject.get(project)?.join('、'));
    return {
      refused: `所选申请属于不同的项目（${groups.join('；')}）：一张订单只关联一个项目，请按项目分别生成采购订单。`,
    };
  }
  const [project] = projects;
  const projectNote =
    project && stock
      ? `${stock.join('、')} 不关联项目：合并后的订单不关联项目，不会列入 ${byProject.get(project)?.join('、')} 所属项目的采购单据。要计入项目，请将项目的申请单独生成订单。`
      : undefined;
  const lines = open
    .filter((line) => line.openQuantity > 0)
    .map<OrderLineValues>((line) => ({
      key: newId(),
      ...lineMaterial(line),
      quantity: line.openQuantity,
      unitPrice: line.estimatedPrice ?? undefined,
      taxRate: DEFAULT_TAX_RATE,
      deliveryDate: line.needDate,
      sourceRequestId: line.requestId,
      sourceRequestNo: line.requestNo,
      sourceLineId: line.lineId,
      maxQuantity: line.openQuantity,
    }));
  const suggested = new Set(open.flatMap((line) => line.suggestedSupplierId ?? []));
  const [only] = suggested;
  return {
    supplierId: suggested.size === 1 ? only : undefined,
    suppliersDiffer: suggested.size > 1,
    projectId: projectNote ? undefined : (project ?? undefined),
    projectNote,
    lines,
  };
}

/** A quantity typed for a line, kept within the line's bounds (never above what is open, never below received). */
export function boundedQuantity(
  quantity: number,
  line: Pick<OrderLineValues, 'maxQuantity' | 'minQuantity'>,
): number {
  const capped = line.maxQuantity === undefined ? quantity : Math.min(quantity, line.maxQuantity);
  return line.minQuantity === undefined ? capped : Math.max(capped, line.minQuantity);
}

/** A saved order line back in the form: for 变更, its received quantity is the least it may keep. */
export function orderLineValues(line: OrderLine, amending = false): OrderLineValues {
  return {
    ...savedLineValues(line),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    taxRate: line.taxRate,
    deliveryDate: line.deliveryDate,
    sourceRequestId: line.sourceRequestId,
    sourceRequestNo: line.sourceRequestNo,
    sourceLineId: line.sourceLineId,
    ...(amending && line.receivedQuantity > 0 ? { minQuantity: line.receivedQuantity } : {}),
    remark: line.remark,
  };
}

/** A line as the contract takes it (`PurchaseOrderLineInput`); the form has validated the fields first. */
export function orderLineInput(line: OrderLineValues): Schema<'PurchaseOrderLineInput'> {
  return {
    id: line.key,
    ...lineMaterial(line),
    quantity: line.quantity ?? 0,
    unitPrice: canonicalMoney(line.unitPrice ?? ''),
    taxRate: line.taxRate,
    deliveryDate: line.deliveryDate ?? null,
    sourceRequestId: line.sourceRequestId ?? null,
    sourceLineId: line.sourceLineId ?? null,
    remark: line.remark || null,
  };
}

/**
 * What an order contains, as its list row reads at a glance: the first material's name and how many materials
 * there are (`主控芯片 等 3 项`), one material by its name alone however many lines it has.
 */
export function orderContents(lines: readonly Pick<OrderLine, 'materialId' | 'materialName'>[]): string {
  const [first] = lines;
  if (!first) return '';
  const materials = new Set(lines.map((line) => line.materialId)).size;
  return materials > 1 ? `${first.materialName} 等 ${materials} 项` : first.materialName;
}
