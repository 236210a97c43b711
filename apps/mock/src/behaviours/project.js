// @ts-check
// 项目管理 in memory mode (screens.md §5): projects and their status flow; the demand list is project-demand.js,
// the team project-team.js, the documents of other modules project-documents.js (each with its rules).
// Rules written down where the spec is silent, as a real ERP keeps a project:
//   - a project's name is its own: another project with the same name is the contract's refusal (naming it);
//   - the status flow is screens.md §5's: 未开始 → 进行中 ⇄ 已暂停 → … 进行中 → 已完成 → 已关闭, and 已取消 from 未开始
//     or 已暂停; 启动 sets the actual start (today, once), 完成 the actual end and 100 %; any other change is refused, and
//     so is 完成 while a document of the project is still open (project-documents.js says which are), naming the
//     first five by number and status;
//   - only a 未开始 project without documents (采购申请, 采购订单, 出入库单) is deleted, its demand and team with it.

import { demandBehaviours } from './project-demand.js';
import { projectDocuments } from './project-documents.js';
import { joinManager, teamBehaviours } from './project-team.js';
import { byId, dictLabel, notFound, refuse, today } from './records.js';

/** @typedef {import('../memory/kinds.js').MockContext} MockContext */

/** Where a project may go from each status (ProjectStatus). @type {Record<string, string[]>} */
const NEXT = {
  NOT_STARTED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['PAUSED', 'COMPLETED'],
  PAUSED: ['IN_PROGRESS', 'CANCELLED'],
  COMPLETED: ['CLOSED'],
  CLOSED: [],
  CANCELLED: [],
};

/** @param {MockContext} context @param {unknown} status */
const statusLabel = (context, status) => dictLabel(context.collections, 'project_status', status);

/** @param {MockContext} context @param {unknown} projectId */
const documentsOf = (context, projectId) => [
  ...projectDocuments(context.collections, projectId, 'PURCHASE'),
  ...projectDocuments(context.collections, projectId, 'STOCK'),
];

/** Open documents named in a refusal: `CGDD-… 已审核、RKD-… 待执行`, the first five and then 「等 N 张」. */
function openList(/** @type {{ docNo: string, statusText: string }[]} */ documents) {
  const named = documents
    .slice(0, 5)
    .map((document) => `${document.docNo} ${document.statusText}`)
    .join('、');
  return documents.length > 5 ? `${named}等 ${documents.length} 张` : named;
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const projectBehaviours = {
  /** 保存项目: a name of its own; a new project's team starts with its manager. */
  'project.save': (context, generic) => {
    const { id, name } = context.body;
    const twin = (context.collections.projects ?? []).find(
      (project) => project.id !== id && String(project.name).trim() === String(name).trim(),
    );
    if (twin) throw refuse(context, undefined, `项目名称「${name}」已存在（${twin.projectNo}）`);
    const result = /** @type {NonNullable<typeof generic>} */ (generic)(context);
    if (!id) joinManager(context, /** @type {Record<string, any>} */ ('data' in result ? result.data : {}));
    return result;
  },

  /** 删除项目: 未开始 and without documents, with its demand and team. */
  'project.delete': (context, generic) => {
    const ids = new Set(context.body.ids ?? []);
    for (const id of ids) {
      const project = byId(context.collections.projects, id);
      if (!project) continue;
      const documents = documentsOf(context, id).length;
      if (project.status !== 'NOT_STARTED' || documents > 0)
        throw refuse(
          context,
          undefined,
          `项目「${project.name}」${project.status === 'NOT_STARTED' ? `已有 ${documents} 张单据` : statusLabel(context, project.status)}，只能删除未开始且没有单据的项目`,
        );
    }
    for (const name of ['projectMaterials', 'projectMembers']) {
      const kept = (context.collections[name] ?? []).filter((record) => !ids.has(record.projectId));
      context.collections[name]?.splice(0, Infinity, ...kept);
    }
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 项目状态变更: along the flow only. */
  'project.changeStatus': (context) => {
    const project = byId(context.collections.projects, context.body.id);
    if (!project) throw notFound('项目');
    const { status } = context.body;
    const allowed = NEXT[project.status] ?? [];
    if (!allowed.includes(status))
      throw refuse(
        context,
        'businessError',
        `项目「${project.name}」${statusLabel(context, project.status)}，不能改为${statusLabel(context, status)}`,
      );
    if (status === 'COMPLETED') {
      const open = documentsOf(context, project.id).filter((document) => document.open);
      if (open.length > 0)
        throw refuse(
          context,
          'openDocuments',
          `项目「${project.name}」尚有未完成的单据：${openList(open)}，不能完成`,
        );
      Object.assign(project, { actualEnd: today(context.now), progress: 100 });
    }
    if (status === 'IN_PROGRESS' && !project.actualStart) project.actualStart = today(context.now);
    project.status = status;
    return { data: null };
  },

  /** 项目单据: purchase or stock documents of the project, latest first. */
  'project.documents': (context) => {
    if (!byId(context.collections.projects, context.body.projectId)) throw notFound('项目');
    return { data: projectDocuments(context.collections, context.body.projectId, context.body.kind) };
  },

  ...demandBehaviours,
  ...teamBehaviours,
};
