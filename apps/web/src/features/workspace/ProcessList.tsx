import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProcessFiltersSchema } from '@backoffice/sdk/schemas';
import {
  ExportButton,
  LinkButton,
  type PermissionColumn,
  PermissionTable,
  useServerList,
} from '@backoffice/ui-kit';
import { type ReactNode, useMemo } from 'react';
import { api } from '../../lib/api';
import { type Preloadable, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import type { OperationCode } from '../../lib/operation-codes';
import { useUrlListParams } from '../../lib/url-list-params';
import { APPROVAL_CHUNKS } from './ApprovalDrawer';
import { PROCESS_COLUMNS } from './ProcessColumns';
import type { ProcessRecord } from './process-actions';
import { processRequestFilters, processSearchFields } from './process-filters';
import { useDetailParam } from './use-detail-param';

type Filters = ListFilters<'post', '/api/workflow/process/getPage'>;
type SortField = ListSortField<'post', '/api/workflow/process/getPage'>;

const EXPORT_CODE: OperationCode = 'workflow:process:export';
const NONE_HIDDEN: readonly string[] = [];
const NO_CHUNKS: readonly Preloadable[] = [];

/** One server-paged process list: the shared columns, the list's own, and an action that opens the detail. */
export function ProcessList({
  tableId,
  queryType,
  columns,
  openLabel,
  toolbar,
  exportable = false,
  hidden = NONE_HIDDEN,
  warm = NO_CHUNKS,
}: {
  tableId: string;
  queryType: Schema<'QueryType'>;
  columns: PermissionColumn<ProcessRecord>[];
  openLabel: string;
  toolbar?: ReactNode;
  /** 导出 the current filter as a spreadsheet (screens.md §10), guarded by the export operation code. */
  exportable?: boolean;
  /** Shared columns this list shows only when asked (列设置): what its users rarely need. */
  hidden?: readonly string[];
  /** The page's own lazy parts (a toolbar's dialog), fetched with the detail's once the list has answered. */
  warm?: readonly Preloadable[];
}) {
  const { open } = useDetailParam();
  // The processes live in TanStack Query under their operation, so an action's invalidation
  // (afterProcessChange) refreshes this list too.
  const list = useServerList<ProcessRecord, Filters, SortField>({
    ...useUrlListParams(),
    permanentFilters: { queryType },
    sortFields: ProcessFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/workflow/process/getPage', {
        body: { ...pageRequest(params), queryType, ...processRequestFilters(params.filters) },
      }),
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/workflow/process/export', {
        body: { queryType, ...processRequestFilters(filters), ...sortRequest(sort) },
      }),
  });
  useWarmChunks(list.status !== 'loading', [...APPROVAL_CHUNKS, ...warm]);
  const searchFields = useMemo(() => processSearchFields(queryType), [queryType]);
  const allColumns = useMemo<PermissionColumn<ProcessRecord>[]>(
    () => [
      ...PROCESS_COLUMNS.map((column) =>
        hidden.includes(column.key) ? { ...column, defaultHidden: true } : column,
      ),
      ...columns,
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 70,
        render: (_, process) => (
          <LinkButton type="link" size="small" onClick={() => open(process.id)}>
            {openLabel}
          </LinkButton>
        ),
      },
    ],
    [columns, openLabel, open, hidden],
  );
  return (
    <PermissionTable<ProcessRecord>
      tableId={tableId}
      rowKey="id"
      columns={allColumns}
      searchFields={searchFields}
      toolbar={
        <>
          {toolbar}
          {exportable && <ExportButton code={EXPORT_CODE} onExport={list.exportFile} />}
        </>
      }
      {...list.tableProps}
    />
  );
}
