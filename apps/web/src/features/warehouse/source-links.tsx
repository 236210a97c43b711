import type { Schema } from '@backoffice/sdk';
import { DocumentStatusSchema, WarehouseDocTypeSchema } from '@backoffice/sdk/schemas';
import Space from 'antd/es/space';
import { Link } from 'react-router-dom';
import { DictTag } from '../../lib/dict-tag';
import { documentPath } from '../../lib/document-paths';
import { pathWith } from '../../lib/route-paths';

/** A linked document as the contract gives it: its kind, id, number, and for a warehouse document its type. */
export type DocLink = Schema<'DocLink'>;

/** What people call each kind of linked document. */
export const DOC_KIND_LABEL: Record<Schema<'SourceKind'>, string> = {
  PURCHASE_ORDER: '采购订单',
  PROJECT: '项目',
  WAREHOUSE_DOC: '仓库单据',
};

/**
 * Where a linked document opens: a warehouse document in 单据管理's detail, a purchase order in 采购订单's, a project
 * in its material screen (the project chosen by `projectId`).
 */
export function docLinkPath(link: Pick<DocLink, 'kind' | 'id'>): string {
  switch (link.kind) {
    case 'WAREHOUSE_DOC':
    case 'PURCHASE_ORDER':
      return documentPath({ type: link.kind, id: link.id });
    case 'PROJECT':
      return pathWith('projectMaterial', { projectId: link.id });
  }
}

/**
 * One linked document: what it is (a warehouse document's type as its dictionary tag, else 采购订单 / 项目), its
 * number (a project's with its name) as a link to its detail, and a warehouse document's status.
 */
export function DocumentLink({ link, showKind = true }: { link: DocLink; showKind?: boolean }) {
  const text = link.kind === 'PROJECT' && link.name ? `${link.no} ${link.name}` : link.no;
  const warehouseDoc = link.kind === 'WAREHOUSE_DOC';
  return (
    <Space size={4} wrap>
      {showKind &&
        (warehouseDoc && link.docType ? (
          <DictTag dict={WarehouseDocTypeSchema} value={link.docType} />
        ) : (
          <span>{DOC_KIND_LABEL[link.kind]}</span>
        ))}
      <Link to={docLinkPath(link)}>{text}</Link>
      {warehouseDoc && showKind && <DictTag dict={DocumentStatusSchema} value={link.status} />}
    </Space>
  );
}

/**
 * The warehouse's 单据联查 over its own link type (DocLink: a document's source may be a project, which is no
 * document of lib/document-links' DocumentRef). 单据联查 (screens.md §10, document linkage): a document's 来源单据 and 下游单据 (PO → stock-in → ledger), each a
 * link to that document's detail on its own screen. An empty list says 无.
 */
export function DocumentLinks({
  sources,
  downstream,
}: {
  sources: readonly DocLink[];
  downstream: readonly DocLink[];
}) {
  const row = (label: string, links: readonly DocLink[]) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
      <span style={{ flex: 'none', color: 'var(--ant-color-text-secondary)' }}>{label}：</span>
      {links.length === 0 ? (
        <span style={{ color: 'var(--ant-color-text-secondary)' }}>无</span>
      ) : (
        <Space wrap size={[16, 4]}>
          {links.map((link) => (
            <DocumentLink key={`${link.kind}-${link.id}`} link={link} />
          ))}
        </Space>
      )}
    </div>
  );
  return (
    <section aria-label="单据联查" style={{ display: 'grid', gap: 4, marginBottom: 16 }}>
      {row('来源单据', sources)}
      {row('下游单据', downstream)}
    </section>
  );
}
