import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProjectFiltersSchema, ProjectStatusSchema, ProjectTypeSchema } from '@backoffice/sdk/schemas';
import {
  ExportButton,
  type PermissionColumn,
  PermissionTable,
  PermittedButton,
  RowActions,
  useListDialog,
  useServerList,
} from '@backoffice/ui-kit';
import Progress from 'antd/es/progress';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { dateRangeSearchField, rangeFilters } from '../../lib/date-fields';
import { DictTag, dictSearchField } from '../../lib/dict';
import { lazyExport, useWarmChunks } from '../../lib/lazy-chunk';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from '../../lib/list-query';
import type { Project } from '../../lib/pickers/ProjectSelect';
import { deptSearchField } from '../../lib/pickers/tree-search-fields';
import { UserSelect } from '../../lib/pickers/UserSelect';
import { useUrlListParams } from '../../lib/url-list-params';
import { PROJECT_CODES, projectActions } from './project-actions';

// Shown when asked: loaded then, or fetched once the list has answered (useWarmChunks).
const ProjectDetailDrawer = lazyExport(
  'project-detail',
  () => import('./ProjectDetailDrawer'),
  'ProjectDetailDrawer',
);
const ProjectForm = lazyExport('project-form', () => import('./ProjectForm'), 'ProjectForm');

type Filters = ListFilters<'post', '/api/project/project/getPage'>;
type SortField = ListSortField<'post', '/api/project/project/getPage'>;

const SEARCH_FIELDS = [
  { name: 'keyword', label: '编号/名称' },
  dictSearchField('type', '项目类型', ProjectTypeSchema),
  dictSearchField('status', '状态', ProjectStatusSchema),
  { name: 'managerId', label: '项目经理', render: () => <UserSelect style={{ width: 180 }} /> },
  dateRangeSearchField('planStart', '计划开始'),
  deptSearchField('deptId', '部门'),
];
/** The list's filters as the contract's request: the planned-start range becomes planStartFrom / planStartTo. */
const requestFilters = (filters: Record<string, unknown>) =>
  rangeFilters(filters, 'planStart', 'planStartFrom', 'planStartTo');

type Dialog = { kind: 'form'; project?: Project } | { kind: 'detail'; project: Project } | undefined;

/** /project/overview 项目列表 (screens.md §5): projects, their status flow, and the way into materials and team. */
export default function ProjectPage() {
  const navigate = useNavigate();
  const list = useServerList<Project, Filters, SortField>({
    ...useUrlListParams(),
    sortFields: ProjectFiltersSchema.properties.sortField.enum,
    query: (params) =>
      apiQueryOptions(api, 'post', '/api/project/project/getPage', {
        body: { ...pageRequest(params), ...requestFilters(params.filters) },
      }),
    remove: (ids) => api.DELETE('/api/project/project/delete', { body: { ids } }),
    exportFile: ({ filters, sort }) =>
      api.download('post', '/api/project/project/export', {
        body: { ...requestFilters(filters), ...sortRequest(sort) },
      }),
  });
  useWarmChunks(list.status !== 'loading', [ProjectDetailDrawer, ProjectForm]);
  const { dialog, open: openDialog, close, closeAndRefresh } = useListDialog<Dialog>(list.refresh);
  const { remove, run, rows } = list;
  // The project the detail shows, as the list has it now (after 启动, 完成 … its status moves on).
  const detail =
    dialog?.kind === 'detail' ? (rows.find((p) => p.id === dialog.project.id) ?? dialog.project) : undefined;

  const columns = useMemo<PermissionColumn<Project>[]>(
    () => [
      { key: 'projectNo', title: '项目编号', dataIndex: 'projectNo', width: 100 },
      { key: 'name', title: '项目名称', dataIndex: 'name', minWidth: 160 },
      {
        key: 'type',
        title: '类型',
        width: 96,
        render: (_, p) => <DictTag dict={ProjectTypeSchema} value={p.type} />,
      },
      { key: 'customer', title: '客户/业主', dataIndex: 'customer', minWidth: 120, defaultHidden: true },
      { key: 'managerName', title: '项目经理', dataIndex: 'managerName', width: 86 },
      { key: 'deptName', title: '所属部门', dataIndex: 'deptName', width: 90, defaultHidden: true },
      { key: 'planStart', title: '计划开始', dataIndex: 'planStart', width: 104 },
      { key: 'planEnd', title: '计划结束', dataIndex: 'planEnd', width: 104 },
      {
        key: 'status',
        title: '状态',
        width: 80,
        render: (_, p) => <DictTag dict={ProjectStatusSchema} value={p.status} />,
      },
      {
        key: 'progress',

        title: '进度',
        width: 130,
        render: (_, p) => <Progress percent={p.progress} size="small" aria-label={`${p.name} 进度`} />,
      },
      {
        key: 'budget',

        title: '预算（元）',
        width: 120,
        align: 'right',
        defaultHidden: true,
        render: (_, p) => (p.budget == null ? '' : p.budget.toLocaleString('zh-CN')),
      },
      {
        key: 'actions',
        title: '操作',
        fixed: 'right',
        width: 150,
        render: (_, p) => (
          <RowActions
            actions={projectActions(p, {
              detail: () => openDialog({ kind: 'detail', project: p }),
              edit: () => openDialog({ kind: 'form', project: p }),
              navigate,
              run,
              remove: () => remove([p.id]),
            })}
          />
        ),
      },
    ],
    [navigate, remove, run],
  );

  return (
    <>
      <PermissionTable<Project>
        tableId="project-overview"
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        searchFields={SEARCH_FIELDS}
        toolbar={
          <>
            <PermittedButton
              code={PROJECT_CODES.add}
              type="primary"
              onClick={() => openDialog({ kind: 'form' })}
            >
              新增
            </PermittedButton>
            <ExportButton code={PROJECT_CODES.export} onExport={list.exportFile} />
          </>
        }
      />
      {dialog?.kind === 'form' && (
        <ProjectForm editing={dialog.project} onClose={close} onSaved={closeAndRefresh} />
      )}
      {detail && (
        <ProjectDetailDrawer
          project={detail}
          actions={projectActions(detail, {
            edit: () => openDialog({ kind: 'form', project: detail }),
            navigate,
            run,
            remove: async () => (await remove([detail.id])) && close(),
          })}
          onClose={close}
        />
      )}
    </>
  );
}
