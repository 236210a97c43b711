import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProjectStatusSchema, ProjectTypeSchema } from '@backoffice/sdk/schemas';
import {
  EMPTY_CELL_TEXT,
  type PermissionColumn,
  PermissionTable,
  type RowAction,
  RowActions,
  useLocalList,
  useServerList,
} from '@backoffice/ui-kit';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Tabs from 'antd/es/tabs';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { documentPath } from '../../lib/document-paths';
import type { Project } from '../../lib/pickers';
import { DEMAND_COLUMNS, type DemandLine, RequestFromDemandButton } from './demand-columns';
import { MEMBER_COLUMNS, type Member } from './member-columns';
import { projectDocumentsQuery } from './project-actions';
import type { ProjectDocument } from './project-completion';

/** The demand lines of the project (as on 项目物料管理), paged; 生成采购申请 from the ones selected. */
function DemandTab({ project }: { project: Project }) {
  const list = useServerList<DemandLine>({
    permanentFilters: { projectId: project.id },
    query: ({ pageNum, pageSize }) =>
      apiQueryOptions(api, 'post', '/api/project/material/getPage', {
        body: { pageNum, pageSize, projectId: project.id },
      }),
  });
  return (
    <PermissionTable<DemandLine>
      tableId="project-detail-material"
      rowKey="id"
      columns={DEMAND_COLUMNS}
      {...list.tableProps}
      emptyText="项目还没有物料需求"
      batchActions={(_keys, selected) => <RequestFromDemandButton project={project} selected={selected} />}
    />
  );
}

/** The members of the project and their roles, paged. */
function TeamTab({ projectId }: { projectId: string }) {
  const list = useServerList<Member>({
    permanentFilters: { projectId },
    query: ({ pageNum, pageSize }) =>
      apiQueryOptions(api, 'post', '/api/project/member/getPage', { body: { pageNum, pageSize, projectId } }),
  });
  return (
    <PermissionTable<Member>
      tableId="project-detail-team"
      rowKey="id"
      columns={MEMBER_COLUMNS}
      {...list.tableProps}
      emptyText="项目还没有成员"
    />
  );
}

const DOCUMENT_COLUMNS: PermissionColumn<ProjectDocument>[] = [
  { key: 'docType', title: '单据类型', dataIndex: 'docType', width: 90 },
  {
    key: 'docNo',
    title: '单据编号',
    width: 170,
    render: (_, d) => <Link to={documentPath(d)}>{d.docNo}</Link>,
  },
  { key: 'title', title: '内容', dataIndex: 'title', minWidth: 160 },
  { key: 'statusText', title: '状态', dataIndex: 'statusText', width: 110 },
  { key: 'date', title: '日期', dataIndex: 'date', width: 104 },
];

/** The linked documents of one kind (采购 or 出入库), every one (never cut), each number opening its document. */
function DocumentsTab({ projectId, kind }: { projectId: string; kind: 'PURCHASE' | 'STOCK' }) {
  const list = useLocalList<ProjectDocument>({ query: projectDocumentsQuery(projectId, kind) });
  return (
    <PermissionTable<ProjectDocument>
      tableId={`project-detail-${kind.toLowerCase()}`}
      rowKey="id"
      columns={DOCUMENT_COLUMNS}
      {...list.tableProps}
      emptyText="没有单据"
    />
  );
}

/**
 * 项目详情 (screens.md §5): 概览, its demand (物料, with 生成采购申请), its team, the purchase and stock documents
 * linked to it (each opening its document), and the actions its row in the list has.
 */
export function ProjectDetailDrawer({
  project: p,
  actions,
  onClose,
}: {
  project: Project;
  actions: readonly RowAction[];
  onClose: () => void;
}) {
  return (
    <Drawer
      open
      title={`${p.projectNo} ${p.name}`}
      size={960}
      onClose={onClose}
      extra={<RowActions actions={actions} shown={4} />}
    >
      <Tabs
        items={[
          {
            key: 'overview',
            label: '概览',
            children: (
              <Descriptions
                bordered
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  {
                    key: 'type',
                    label: '项目类型',
                    children: <DictTag dict={ProjectTypeSchema} value={p.type} />,
                  },
                  {
                    key: 'status',
                    label: '状态',
                    children: <DictTag dict={ProjectStatusSchema} value={p.status} />,
                  },
                  { key: 'customer', label: '客户/业主', children: p.customer ?? EMPTY_CELL_TEXT },
                  { key: 'manager', label: '项目经理', children: p.managerName },
                  { key: 'dept', label: '所属部门', children: p.deptName },
                  { key: 'progress', label: '进度', children: `${p.progress}%` },
                  { key: 'plan', label: '计划', children: `${p.planStart} ~ ${p.planEnd}` },
                  {
                    key: 'actual',
                    label: '实际',
                    children: `${p.actualStart ?? '未开始'} ~ ${p.actualEnd ?? (p.actualStart ? '进行中' : '')}`,
                  },
                  {
                    key: 'budget',
                    label: '预算（元）',
                    children: p.budget == null ? EMPTY_CELL_TEXT : p.budget.toLocaleString('zh-CN'),
                  },
                  { key: 'createTime', label: '创建时间', children: p.createTime },
                  { key: 'description', label: '描述', span: 2, children: p.description ?? EMPTY_CELL_TEXT },
                ]}
              />
            ),
          },
          { key: 'material', label: '物料', children: <DemandTab project={p} /> },
          { key: 'team', label: '团队', children: <TeamTab projectId={p.id} /> },
          { key: 'purchase', label: '采购', children: <DocumentsTab projectId={p.id} kind="PURCHASE" /> },
          { key: 'stock', label: '出入库', children: <DocumentsTab projectId={p.id} kind="STOCK" /> },
        ]}
      />
    </Drawer>
  );
}
