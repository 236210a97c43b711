import { type ComponentType, createContext } from 'react';

/**
 * A document's read-only view inside 审批详情 (业务单据), given the process's businessId and the URLs of the files the
 * detail already shows under 附件 (the process carries the document's attachments: the view does not repeat them).
 */
export type BusinessFormView = ComponentType<{ businessId: string; shownFiles: readonly string[] }>;

/** The views by a process's businessType (a DocumentType: PURCHASE_REQUEST …), each loaded when first shown. */
export type BusinessForms = Readonly<Partial<Record<string, BusinessFormView>>>;

/**
 * How the app shell hands 审批详情 its table of document views (`app/business-forms.ts`): a loader, so the layout
 * (and with it the home page) carries neither the table nor the views' chunk lists (issue 12: the home page's JS).
 * The workspace shows a purchase request (or any document a module registers) as the process's business form
 * without importing that module (features never import each other).
 */
export const BusinessFormsContext = createContext<() => Promise<BusinessForms>>(() => Promise.resolve({}));
