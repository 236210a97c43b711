import type { Schema } from '@backoffice/sdk';
import { pathWith, type RouteName } from './route-paths';

export type DocumentRef = Schema<'DocumentRef'>;
export type DocumentType = Schema<'DocumentType'>;

/**
 * The search parameter that opens a document's detail on its screen (`/purchase/order?detail=<id>`): every
 * document screen reads it, so a link from another document, a home card or a notice opens that document.
 */
export const DOCUMENT_PARAM = 'detail';

/**
 * The screen that shows each kind of document. Apart from document-links.tsx (the kinds' names, status tags and
 * the 单据联查 links) so that a home card opens a document without bringing those along (issue 12: the home page's
 * JS). A module that adds a DocumentType to the contract adds it here; the type check asks for it.
 */
export const DOCUMENT_ROUTES: Record<DocumentType, RouteName> = {
  PURCHASE_REQUEST: 'purchaseApply',
  PURCHASE_ORDER: 'purchaseOrder',
  WAREHOUSE_DOC: 'warehouseDoc',
};

/** The URL of a document's detail: its screen with the document parameter. */
export function documentPath(document: Pick<DocumentRef, 'type' | 'id'>): string {
  return pathWith(DOCUMENT_ROUTES[document.type], { [DOCUMENT_PARAM]: document.id });
}
