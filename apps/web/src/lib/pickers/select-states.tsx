import { partialListNote, SideQueryEmpty, sideQuery } from '@backoffice/ui-kit';
import type { ReactElement, ReactNode } from 'react';

/** The part of a TanStack query of options a select reads: a page (`list`, `total`) or a whole list. */
interface OptionsQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

type Options<Row> = { list: readonly Row[]; total: number } | readonly Row[];

const rowsOf = <Row,>(data: Options<Row> | undefined): readonly Row[] | undefined =>
  data === undefined ? undefined : 'list' in data ? data.list : data;

/**
 * What a select over a query of options shows besides its options, so a failure or a cut never passes for "none":
 * 加载中… while it loads; `{label}加载失败` with 重试 in the dropdown when it failed; and, when the server holds more
 * than the page offered, 显示前 N 条，共 M 条 under the options with `narrow` (how to find the rest).
 */
export function selectStates<Row>(
  label: string,
  query: OptionsQuery<Options<Row>>,
  { empty, narrow }: { empty: ReactNode; narrow?: string },
): { notFoundContent: ReactNode; popupRender?: (menu: ReactElement) => ReactNode } {
  const side = sideQuery(label, { ...query, data: rowsOf(query.data) });
  const page = query.data !== undefined && 'list' in query.data ? query.data : undefined;
  const note = page && partialListNote(page.list.length, page.total);
  return {
    notFoundContent:
      query.isPending && !query.isError ? '加载中…' : <SideQueryEmpty query={side} empty={empty} />,
    popupRender: note
      ? (menu) => (
          <>
            {menu}
            <div role="note" style={{ padding: '4px 12px', opacity: 0.65, fontSize: 12 }}>
              {narrow ? `${note}，${narrow}` : note}
            </div>
          </>
        )
      : undefined,
  };
}
