import { PurchaseOrderStatusSchema, PurchaseRequestStatusSchema } from '@backoffice/sdk/schemas';
import Space from 'antd/es/space';
import { Link } from 'react-router-dom';
import { type DictRef, DictTag } from './dict-tag';
import { DOCUMENT_ROUTES, type DocumentRef, type DocumentType, documentPath } from './document-paths';
import type { RouteName } from './route-paths';

export { DOCUMENT_PARAM, type DocumentRef, type DocumentType, documentPath } from './document-paths';

/**
 * Each kind of document: what people call it, the screen that shows it and the dictionary of its status. A
 * module that adds a DocumentType to the contract adds it here; the type check asks for it.
 */
export const DOCUMENT_KINDS: Record<DocumentType, { label: string; route: RouteName; status: DictRef }> = {
  PURCHASE_REQUEST: {
    label: '采购申请',
    route: DOCUMENT_ROUTES.PURCHASE_REQUEST,
    status: PurchaseRequestStatusSchema,
  },
  PURCHASE_ORDER: {
    label: '采购订单',
    route: DOCUMENT_ROUTES.PURCHASE_ORDER,
    status: PurchaseOrderStatusSchema,
  },
  WAREHOUSE_DOC: { label: '出入库单', route: DOCUMENT_ROUTES.WAREHOUSE_DOC, status: 'document_status' },
};

/** One linked document: its kind, its number as a link to its detail, its status tag. */
export function DocumentLink({ document }: { document: DocumentRef }) {
  const kind = DOCUMENT_KINDS[document.type];
  return (
    <Space size={4}>
      <span>{kind.label}</span>
      <Link to={documentPath(document)}>{document.no}</Link>
      <DictTag dict={kind.status} value={document.status} />
    </Space>
  );
}

function LinkRow({ label, documents }: { label: string; documents: readonly DocumentRef[] }) {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
      <span style={{ flex: 'none', opacity: 0.65 }}>{label}：</span>
      {documents.length === 0 ? (
        <span style={{ opacity: 0.65 }}>无</span>
      ) : (
        <Space wrap size={[16, 4]}>
          {documents.map((document) => (
            <DocumentLink key={`${document.type}-${document.id}`} document={document} />
          ))}
        </Space>
      )}
    </div>
  );
}

/**
 * 单据联查 (screens.md §10, document linkage): a document's 来源单据 and 下游单据 (PR → PO → stock-in → ledger) as
 * links, each opening that document's detail on its own screen in one click. Used by 采购申请 (its orders), 采购订单
 * (its requests and stock-ins) and the warehouse documents (their order; the ledger entries they wrote). Pass
 * `undefined` for a direction the document does not have (a request has no source), an empty list for "none
 * yet".
 */
export function DocumentLinks({
  sources,
  downstream,
}: {
  sources?: readonly DocumentRef[];
  downstream?: readonly DocumentRef[];
}) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {sources && <LinkRow label="来源单据" documents={sources} />}
      {downstream && <LinkRow label="下游单据" documents={downstream} />}
    </Space>
  );
}
