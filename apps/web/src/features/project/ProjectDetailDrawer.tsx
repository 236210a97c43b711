import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProjectStatusSchema, ProjectTypeSchema } from '@backoffice/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import type { Project } from '../../lib/pickers';

type ProjectDocument = Schema<'ProjectDocument'>;

/** The linked documents of one kind (采购 or 出入库), read-only, as the other modules word them. */
function Documents({ projectId, kind }: { projectId: string; kind: Schema<'ProjectDocumentKind'> }) {
  const documents = useQuery(
    apiQueryOptions(api, 'post', '/api/project/project/documents', { body: { projectId, kind } }),
  );
  return (
    <Table<ProjectDocument>
      rowKey="id"
      size="small"
      pagination={false}
      loading={documents.isPending}
      dataSource={documents.data ?? []}
      locale={{ emptyText: documents.isError ? '加载失败' : '没有单据' }}
      columns={[
        { key: 'docType', title: '单据类型', dataIndex: 'docType', width: 90 },
        { key: 'docNo', title: '单据编号', dataIndex: 'docNo', width: 170 },
        { key: 'title', title: '内容', dataIndex: 'title' },
        { key: 'statusText', title: '状态', dataIndex: 'statusText', width: 120 },
        { key: 'date', title: '日期', dataIndex: 'date', width: 110 },
      ]}
    />
  );
}

/** 项目详情 (screens.md §5): 概况, and the purchase and stock documents linked to the project. */
export function ProjectDetailDrawer({ project: p, onClose }: { project: Project; onClose: () => void }) {
  return (
    <Drawer open title={`${p.projectNo} ${p.name}`} size={820} onClose={onClose}>
      <Tabs
        items={[
          {
            key: 'overview',
            label: '概况',
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
                  { key: 'customer', label: '客户/业主', children: p.customer ?? '—' },
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
                    children: p.budget == null ? '—' : p.budget.toLocaleString('zh-CN'),
                  },
                  { key: 'createTime', label: '创建时间', children: p.createTime },
                  { key: 'description', label: '描述', span: 2, children: p.description ?? '—' },
                ]}
              />
            ),
          },
          { key: 'purchase', label: '采购', children: <Documents projectId={p.id} kind="PURCHASE" /> },
          { key: 'stock', label: '出入库', children: <Documents projectId={p.id} kind="STOCK" /> },
        ]}
      />
    </Drawer>
  );
}
