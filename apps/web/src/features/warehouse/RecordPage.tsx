import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { LedgerFiltersSchema, StockBusinessTypeSchema } from '@backoffice/sdk/schemas';
import { ExportButton, PermissionTable, useServerList } from '@backoffice/ui-kit';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { dictSearchField } from '../../lib/dict';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import { operationCodes } from '../../lib/operation-codes';
import { projectSearchField } from '../../lib/pickers/search-fields';
import { useUrlListParams } from '../../lib/url-list-params';
import { type LedgerEntry, ledgerColumns } from './LedgerColumns';
import { LinkedFilters } from './LinkedFilters';
import { LEDGER_PAGE_SIZES, LEDGER_VIRTUAL_ROWS } from './ledger-rules';
import { LOCATION_SEARCH_FIELD, WAREHOUSE_SEARCH_FIELD } from './WarehouseSelect';

type Filters = ListFilters<'post', '/api/warehouse/ledger/getPage'>;
type SortField = ListSortField<'post', '/api/warehouse/ledger/getPage'>;

const CODES = operationCodes({ export: 'warehouse:record:export' });

/** The list's filters as the contract's request: the 时间 range becomes timeFrom / timeTo. */
const requestFilters = (filters: Record<string, unknown>) =>
  rangeFilters(filters, 'time', 'timeFrom', 'timeTo');

/** 方向: 入 / 出, the sign of the quantity (the ledger has no dictionary for it: it is not a status). */
const DIRECTION_OPTIONS: { value: Schema<'StockDirection'>; label: string }[] = [
  { value: 'IN', label: '入库' },
  { value: 'OUT', label: '出库' },
];

/** What the linked filters name, read from an entry they matched. */
function describeLinked(entry: LedgerEntry | undefined): Partial<Record<string, string>> {
  if (!entry) return {};
  return {
    materialId: `${entry.materialCode} ${entry.materialName}`,
    batchId: entry.batchNo ?? undefined,
    docId: entry.sourceDoc.no,
  };
}

/**
 * /warehouse/record 出入库记录 (screens.md §8): the read-only ledger, newest first — signed quantities (入 green +,
 * 出 red −), the running balance, business type from its dictionary, the source document as a link, reversal
 * entries marked. Opened from 查看流水 it arrives filtered (the filters live in the URL). Pages of 500 rows and
 * more draw only the rows in view.
 */
export default function RecordPage() {
  const list = useServerList<LedgerEntry, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: LedgerFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/warehouse/ledger/getPage', {
        body: { ...pageRequest(params), ...requestFilters(params.filters) },
      }),
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/warehouse/ledger/export', {
        body: { ...requestFilters(filters), ...sortRequest(sort) },
      }),
  });
  const columns = useMemo(() => ledgerColumns(), []);
  const { onPageChange, pageSize } = list.tableProps;
  return (
    <>
      <LinkedFilters
        filters={list.filters}
        describe={describeLinked(list.rows[0])}
        onClear={(name) => list.setFilter(name as keyof Filters, undefined)}
      />
      <PermissionTable<LedgerEntry>
        tableId="warehouse-record"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        virtual={list.rows.length >= LEDGER_VIRTUAL_ROWS}
        searchFields={[
          { name: 'keyword', label: '物料', placeholder: '物料编码或名称' },
          WAREHOUSE_SEARCH_FIELD,
          dictSearchField('businessType', '业务类型', StockBusinessTypeSchema),
          { name: 'direction', label: '方向', type: 'select', options: DIRECTION_OPTIONS },
          { name: 'docNo', label: '单号' },
          { name: 'batchNo', label: '批次' },
          LOCATION_SEARCH_FIELD,
          { name: 'operator', label: '操作人' },
          projectSearchField('projectId', '项目'),
          dateRangeSearchField('time', '时间'),
        ]}
        toolbar={
          <>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
            <Select
              aria-label="每页条数"
              value={pageSize}
              onChange={(size) => onPageChange(1, size)}
              options={LEDGER_PAGE_SIZES.map((size) => ({ value: size, label: `每页 ${size} 条` }))}
              style={{ width: 130 }}
            />
          </>
        }
      />
    </>
  );
}
