import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProjectMaterialFiltersSchema, ProjectMaterialStatusSchema } from '@backoffice/sdk/schemas';
import {
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { dictSearchField } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import { operationCodes } from '../../lib/operation-codes';
import type { Material } from '../../lib/pickers/material-picker-rules';
import { categorySearchField } from '../../lib/pickers/tree-search-fields';
import { useUrlListParams } from '../../lib/url-list-params';
import { DEMAND_COLUMNS, type DemandLine, RequestFromDemandButton } from './demand-columns';
import { ProjectBar } from './ProjectBar';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const MaterialPicker = lazyExport(
  'material-picker',
  () => import('../../lib/pickers/MaterialPicker'),
  'MaterialPicker',
);
const AddDemandDialog = lazyExport(
  'project-demand-add',
  () => import('./AddDemandDialog'),
  'AddDemandDialog',
);
const BomImportDialog = lazyExport(
  'project-bom-import',
  () => import('./BomImportDialog'),
  'BomImportDialog',
);
const EditDemandDialog = lazyExport(
  'project-demand-edit',
  () => import('./EditDemandDialog'),
  'EditDemandDialog',
);

type Filters = ListFilters<'post', '/api/project/material/getPage'>;
type SortField = ListSortField<'post', '/api/project/material/getPage'>;

type Line = DemandLine;
type Dialog =
  | { kind: 'pick' }
  | { kind: 'add'; materials: Material[] }
  | { kind: 'bom' }
  | { kind: 'edit'; line: Line }
  | undefined;

const CODES = operationCodes({
  add: 'project:material:add',
  edit: 'project:material:edit',
  remove: 'project:material:remove',
  import: 'project:material:import',
  export: 'project:material:export',
});
const SEARCH_FIELDS = [
  { name: 'keyword', label: '物料', placeholder: '编码/名称' },
  dictSearchField('status', '状态', ProjectMaterialStatusSchema),
  dateRangeSearchField('demandDate', '需求日期'),
  categorySearchField('categoryId', '分类'),
];
const requestFilters = (filters: Record<string, unknown>) =>
  rangeFilters(filters, 'demandDate', 'demandDateFrom', 'demandDateTo');

/** The demand lines of one project. */
function DemandList({ projectId }: { projectId: string }) {
  // The project the bar above has loaded (same query, from the cache): its number and name go with 生成采购申请.
  const project = useQuery(
    apiQueryOptions(api, 'post', '/api/project/project/get', { body: { id: projectId } }),
  );
  const list = useServerList<Line, Filters, SortField>({
    ...useUrlListParams(),
    permanentFilters: { projectId },
    sortFields: ProjectMaterialFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/project/material/getPage', {
        body: { ...pageRequest(params), projectId, ...requestFilters(params.filters) },
      }),
    remove: (ids) => api.DELETE('/api/project/material/delete', { body: { ids } }),
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/project/material/export', {
        body: { projectId, ...requestFilters(filters), ...sortRequest(sort) },
      }),
  });
  useWarmChunks(list.status !== 'loading', [
    MaterialPicker,
    AddDemandDialog,
    BomImportDialog,
    EditDemandDialog,
  ]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { remove, rows } = list;
  const columns = useMemo<PermissionColumn<Line>[]>(
    () => [
      ...DEMAND_COLUMNS,
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 110,
        render: (_, l) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                label: '修改',
                code: CODES.edit,
                onClick: () => openDialog({ kind: 'edit', line: l }),
              },
              {
                key: 'remove',
                label: '删除',
                danger: true,
                code: CODES.remove,
                disabledReason:
                  l.requestedQuantity > 0 ? `已申请 ${l.requestedQuantity}，不能删除` : undefined,
                confirm: `确认删除「${l.materialCode} ${l.materialName}」的需求？`,
                confirmDescription: '删除后这项物料不再计入项目需求。',
                onClick: () => remove([l.id]),
              },
            ]}
          />
        ),
      },
    ],
    [remove],
  );
  return (
    <>
      <PermissionTable<Line>
        tableId="project-material"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={SEARCH_FIELDS}
        batchActions={(_keys, selected) => (
          <RequestFromDemandButton project={project.data} selected={selected} />
        )}
        toolbar={
          <>
            <PermittedButton code={CODES.add} type="primary" onClick={() => openDialog({ kind: 'pick' })}>
              添加物料
            </PermittedButton>
            <PermittedButton code={CODES.import} onClick={() => openDialog({ kind: 'bom' })}>
              从BOM导入
            </PermittedButton>
            <ExportButton code={CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {dialog?.kind === 'pick' && (
        <MaterialPicker
          multiple
          excludeIds={rows.map((l) => l.materialId)}
          onPick={(materials) => openDialog({ kind: 'add', materials })}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'add' && (
        <AddDemandDialog
          projectId={projectId}
          materials={dialog.materials}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
      {dialog?.kind === 'bom' && (
        <BomImportDialog projectId={projectId} onClose={close} onImported={closeAndRefresh} />
      )}
      {dialog?.kind === 'edit' && (
        <EditDemandDialog line={dialog.line} onClose={close} onSaved={closeAndRefresh} />
      )}
    </>
  );
}

/** /project/execution/material 项目物料管理 (screens.md §5): the chosen project's demand lines. */
export default function ProjectMaterialPage() {
  return <ProjectBar>{(projectId) => <DemandList key={projectId} projectId={projectId} />}</ProjectBar>;
}
