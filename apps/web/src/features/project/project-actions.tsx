import { apiQueryOptions } from '@backoffice/sdk/query';
import { failureReason, type RowAction } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import type { NavigateFunction } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { documentPath } from '../../lib/document-paths';
import { operationCodes } from '../../lib/operation-codes';
import type { Project } from '../../lib/pickers';
import { pathWith } from '../../lib/route-paths';
import { openDocuments, openDocumentsSummary } from './project-completion';
import { PROJECT_PARAM } from './project-param';
import { allowedTransitions, isDeletable } from './project-status';

export const PROJECT_CODES = operationCodes({
  add: 'project:project:add',
  edit: 'project:project:edit',
  remove: 'project:project:remove',
  status: 'project:project:status',
  export: 'project:project:export',
});

/** The query of a project's documents of one kind (采购 or 出入库), shared by the detail's tabs and 完成's check. */
export const projectDocumentsQuery = (projectId: string, kind: 'PURCHASE' | 'STOCK') =>
  apiQueryOptions(api, 'post', '/api/project/project/documents', { body: { projectId, kind } });

/**
 * Under 完成's question: the project's open documents, each a link to it, read when the question opens (the same
 * queries as the detail's 采购 and 出入库 tabs), so the user sees what is still open before pressing 确定.
 */
function CompletionCheck({ projectId, consequence }: { projectId: string; consequence: string }) {
  const purchase = useQuery(projectDocumentsQuery(projectId, 'PURCHASE'));
  const stock = useQuery(projectDocumentsQuery(projectId, 'STOCK'));
  if (purchase.isPending || stock.isPending) return <span>{consequence} 正在查看项目的单据…</span>;
  if (purchase.isError || stock.isError)
    return (
      <span>
        {consequence} 项目的单据没有加载出来（{failureReason(purchase.error ?? stock.error)}
        ），仍有未完成的单据时服务器会拒绝完成。
      </span>
    );
  const open = openDocuments(purchase.data, stock.data);
  const summary = openDocumentsSummary(open);
  if (!summary) return <span>{consequence}</span>;
  return (
    <Space orientation="vertical" size={4} style={{ maxWidth: 420 }} aria-label="未完成的单据">
      <Typography.Text type="danger">{`${summary}。这些单据完成、关闭或作废前，项目不能完成。`}</Typography.Text>
      <Space wrap size={[12, 2]}>
        {open.map((document) => (
          <Link key={document.id} to={documentPath(document)}>
            {document.docNo}
          </Link>
        ))}
      </Space>
    </Space>
  );
}

/** What the actions of a project do where they are shown (the list's row, the detail's header). */
export interface ProjectActionHandlers {
  /** 详情: on the row only (the detail is where it leads). */
  detail?: () => void;
  edit: () => void;
  navigate: NavigateFunction;
  /** Runs a status change and says `success` (the list's run). */
  run: (action: () => Promise<unknown>, success: string) => Promise<unknown>;
  remove: () => unknown;
}

/**
 * The one table of a project's actions (screens.md §5), for its row in 项目列表 and for 项目详情: 详情, 修改, 物料管理,
 * 团队管理, the steps of its status flow (完成 showing what is still open), 删除.
 */
export function projectActions(p: Project, on: ProjectActionHandlers): RowAction[] {
  return [
    ...(on.detail ? [{ key: 'detail', label: '详情', onClick: on.detail }] : []),
    { key: 'edit', label: '修改', code: PROJECT_CODES.edit, onClick: on.edit },
    {
      key: 'materials',
      label: '物料管理',
      onClick: () => on.navigate(pathWith('projectMaterial', { [PROJECT_PARAM]: p.id })),
    },
    {
      key: 'team',
      label: '团队管理',
      onClick: () => on.navigate(pathWith('projectTeam', { [PROJECT_PARAM]: p.id })),
    },
    ...allowedTransitions(p.status).map<RowAction>((t) => ({
      key: `to-${t.to}`,
      label: t.action,
      code: PROJECT_CODES.status,
      confirm: `确认${t.action}项目「${p.name}」？`,
      confirmDescription:
        t.to === 'COMPLETED' ? (
          <CompletionCheck projectId={p.id} consequence={t.consequence} />
        ) : (
          t.consequence
        ),
      onClick: () =>
        on.run(
          () => api.PUT('/api/project/project/status', { body: { id: p.id, status: t.to } }),
          `已${t.action}`,
        ),
    })),
    {
      key: 'remove',
      label: '删除',
      danger: true,
      code: PROJECT_CODES.remove,
      disabledReason: isDeletable(p.status) ? undefined : '只能删除未开始的项目',
      confirm: `确认删除项目「${p.name}」？`,
      confirmDescription: '项目已有审批、采购或出入库单据时，服务器会拒绝删除。',
      onClick: on.remove,
    },
  ];
}
