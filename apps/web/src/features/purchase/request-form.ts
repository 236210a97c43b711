import type { Schema } from '@backoffice/sdk';
import { newId } from '@backoffice/ui-kit';
import { canonicalMoney } from '../../lib/money';
import type { PurchaseRequestHandoff } from '../../lib/purchase-handoff';
import { lineMaterial, savedLineValues } from './line-material';
import type { PurchaseRequest } from './request-rules';

type Attachment = Schema<'Attachment'>;

/** A request line as the form holds it while the user types. */
export interface RequestLineValues {
  /** The line's key: its id once saved, a new UUID without dashes before (spec §3). */
  key: string;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string | null;
  unit: string;
  quantity?: number | null;
  needDate?: string | null;
  estimatedPrice?: string | null;
  suggestedSupplierId?: string | null;
  purpose?: string | null;
  projectMaterialId?: string | null;
}

/** The request form (header of screens.md §7 and its lines). */
export interface RequestFormValues {
  title?: string;
  type?: Schema<'PurchaseRequestType'>;
  applicantId?: string;
  /** The linked project; none is `undefined` (the project select takes no null). */
  projectId?: string;
  needDate?: string | null;
  urgency: Schema<'Urgency'>;
  remark?: string | null;
  attachments: Attachment[];
  lines: RequestLineValues[];
}

/** A new request: the user applies for themself, normal urgency, no lines yet. */
export function newRequestValues(applicantId: string | undefined): RequestFormValues {
  return { applicantId, urgency: 'NORMAL', attachments: [], lines: [] };
}

const lineValues = (line: PurchaseRequest['lines'][number]): RequestLineValues => ({
  ...savedLineValues(line),
  quantity: line.quantity,
  needDate: line.needDate,
  estimatedPrice: line.estimatedPrice,
  suggestedSupplierId: line.suggestedSupplierId,
  purpose: line.purpose,
  projectMaterialId: line.projectMaterialId,
});

/** A saved request back in the form (修改 a 草稿 or 已退回 one): its lines keep their ids as keys. */
export function requestFormValues(request: PurchaseRequest): RequestFormValues {
  return {
    title: request.title,
    type: request.type,
    applicantId: request.applicant.id,
    projectId: request.projectId ?? undefined,
    needDate: request.needDate,
    urgency: request.urgency,
    remark: request.remark,
    attachments: request.attachments,
    lines: request.lines.map(lineValues),
  };
}

/**
 * 复制: a new request with the same header and lines, applied for by the one copying it. Lines get new keys and
 * forget the project demand line they came from (the copy is not that demand's request); dates are kept, so the
 * form points at any that lie in the past.
 */
export function copyRequestValues(
  request: PurchaseRequest,
  applicantId: string | undefined,
): RequestFormValues {
  const values = requestFormValues(request);
  return {
    ...values,
    applicantId: applicantId ?? values.applicantId,
    attachments: [],
    lines: values.lines.map((line) => ({ ...line, key: newId(), projectMaterialId: null })),
  };
}

/**
 * 生成采购申请 from a project's demand lines: a project request linked to the project, each line keeping the demand
 * line it came from; the request's need date is the earliest the lines name.
 */
export function handoffRequestValues(
  handoff: PurchaseRequestHandoff,
  applicantId: string | undefined,
): RequestFormValues {
  const dates = handoff.lines.flatMap((line) => line.needDate ?? []).sort();
  return {
    ...newRequestValues(applicantId),
    title: `${handoff.project.name}物料采购`,
    type: 'PROJECT',
    projectId: handoff.project.id,
    needDate: dates[0] ?? null,
    lines: handoff.lines.map((line) => ({
      key: newId(),
      ...lineMaterial(line),
      quantity: line.quantity,
      needDate: line.needDate,
      projectMaterialId: line.projectMaterialId,
    })),
  };
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What 保存草稿 sends (`PurchaseRequestInput`); the form has validated every field first. */
export function requestInput(values: RequestFormValues, id?: string): Schema<'PurchaseRequestInput'> {
  return {
    ...(id ? { id } : {}),
    title: values.title?.trim() ?? '',
    type: values.type ?? 'PROJECT',
    applicantId: values.applicantId ?? '',
    projectId: values.projectId ?? null,
    needDate: values.needDate ?? '',
    urgency: values.urgency,
    remark: blank(values.remark),
    attachments: values.attachments,
    lines: values.lines.map((line) => ({
      id: line.key,
      ...lineMaterial(line),
      quantity: line.quantity ?? 0,
      needDate: line.needDate ?? '',
      estimatedPrice: line.estimatedPrice?.trim() ? canonicalMoney(line.estimatedPrice.trim()) : null,
      suggestedSupplierId: line.suggestedSupplierId ?? null,
      purpose: blank(line.purpose),
      projectMaterialId: line.projectMaterialId ?? null,
    })),
  };
}
