import { type PermissionColumn, type RowAction, RowActions, useListDialog } from '@backoffice/ui-kit';
import { DOCUMENT_PARAM } from '../../lib/document-links';
import { useOpenedOnce } from '../../lib/opened-once';
import { useDetailParam } from '../../lib/use-detail-param';
import { DetailButton } from './DetailButton';

/**
 * The document whose detail is open over a purchase list (`detail` in the URL), and `loaded`: whether its lazily
 * loaded drawer has been needed yet.
 */
export function useDocumentDetail() {
  const detail = useDetailParam(DOCUMENT_PARAM);
  return { ...detail, loaded: useOpenedOnce(detail.id !== null) };
}

/** The purchase lists are refreshed by the form's save itself (afterPurchaseChange), not by closing the form. */
const REFRESHED_BY_THE_SAVE = () => undefined;

/**
 * The form open over a purchase list (`target` says which: new, copy, edit …), held as every list's dialog
 * (useListDialog): `saved` closes it and opens the saved document's detail, so the user sees what was saved.
 */
export function useDocumentForm<Target>(openDetail: (id: string) => void) {
  const { dialog: target, open, close } = useListDialog<Target>(REFRESHED_BY_THE_SAVE);
  const saved = (id: string) => {
    close();
    openDetail(id);
  };
  return { target, open, close, saved };
}

/** A purchase list's first column: the document's number, opening its detail. */
export function documentNoColumn<Doc extends { id: string }>(
  column: { key: string; title: string; no: (doc: Doc) => string },
  openDetail: (id: string) => void,
): PermissionColumn<Doc> {
  return {
    key: column.key,
    title: column.title,
    width: 160,
    render: (_, doc) => (
      <DetailButton title={column.no(doc)} onClick={() => openDetail(doc.id)}>
        {column.no(doc)}
      </DetailButton>
    ),
  };
}

/** A purchase list's 操作 column: 详情, then the document's own actions (the ones its detail's footer shows too). */
export function documentActionsColumn<Doc extends { id: string }>(
  width: number,
  actionsFor: (doc: Doc) => RowAction[],
  openDetail: (id: string) => void,
): PermissionColumn<Doc> {
  return {
    key: 'actions',
    title: '操作',
    fixed: 'right',
    width,
    render: (_, doc) => (
      <RowActions
        actions={[{ key: 'detail', label: '详情', onClick: () => openDetail(doc.id) }, ...actionsFor(doc)]}
      />
    ),
  };
}
