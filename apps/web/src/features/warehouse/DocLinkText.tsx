import type { Schema } from '@backoffice/sdk';
import { WarehouseDocTypeSchema } from '@backoffice/sdk/schemas';
import Space from 'antd/es/space';
import { Link } from 'react-router-dom';
import { DictTag } from '../../lib/dict';
import { type DocLink, docLinkPath } from './warehouse-queries';

/** What a linked document is, in words: 采购订单, 项目, or the warehouse document's own type. */
export const SOURCE_KIND_LABEL: Record<Schema<'SourceKind'>, string> = {
  PURCHASE_ORDER: '采购订单',
  PROJECT: '项目',
  WAREHOUSE_DOC: '仓库单据',
};

/**
 * A linked document (来源 / 下游 / the source of a ledger entry): its number, a link where this app opens it, and
 * what it is — a warehouse document's type as its dictionary tag, otherwise 采购订单 / 项目.
 */
export function DocLinkText({ link, showKind = false }: { link: DocLink; showKind?: boolean }) {
  const to = docLinkPath(link);
  const text = link.kind === 'PROJECT' && link.name ? `${link.no} ${link.name}` : link.no;
  return (
    <Space size={4} wrap>
      {showKind &&
        (link.kind === 'WAREHOUSE_DOC' && link.docType ? (
          <DictTag dict={WarehouseDocTypeSchema} value={link.docType} />
        ) : (
          <span>{SOURCE_KIND_LABEL[link.kind]}</span>
        ))}
      {to ? <Link to={to}>{text}</Link> : <span>{text}</span>}
    </Space>
  );
}
