import { type DocLink, DocumentLink } from './source-links';

/** A linked document in a table cell or a line of text: its number as a link, with what it is when asked. */
export function DocLinkText({ link, showKind = false }: { link: DocLink; showKind?: boolean }) {
  return <DocumentLink link={link} showKind={showKind} />;
}
