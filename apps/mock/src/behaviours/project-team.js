// @ts-check
// 项目团队管理 in memory mode (screens.md §5: 成员, 项目角色, 加入/离开日期).
// Rules written down where the spec is silent, as a real ERP keeps a project team:
//   - a member's name, login, department and phone are the user's in 用户管理 when added; the join date is the one
//     sent, today when none is;
//   - a user on the team (not left) is not added again (the contract's refusal names them and their role); one who
//     left joins again as a new member;
//   - a project keeps at least one 项目经理 on its team: the last one can neither change role nor be removed;
//   - a new project's team starts with its manager (项目经理, joined the day the project is created).
import { newId } from '../memory/kinds.js';
import { byId, dictLabel, notFound, refuse, today } from './records.js';

/** @typedef {import('../memory/kinds.js').MockContext} MockContext @typedef {Record<string, any>} Member */

/** @param {MockContext} context */
const membersOf = (context) => {
  context.collections.projectMembers ??= [];
  return context.collections.projectMembers;
};

/** The members of a project who have not left. @param {MockContext} context @param {unknown} projectId */
const teamOf = (context, projectId) =>
  membersOf(context).filter((member) => member.projectId === projectId && !member.leaveDate);

/**
 * A user joining a project.
 * @param {unknown} projectId @param {Record<string, any>} user
 * @param {string} role @param {string} joinDate
 */
function memberOf(projectId, user, role, joinDate) {
  return {
    id: newId(),
    projectId,
    userId: user.id,
    name: user.nickname,
    username: user.username,
    deptId: user.deptId,
    deptName: user.deptName,
    role,
    phone: user.phone ?? null,
    joinDate,
    leaveDate: null,
    remark: null,
  };
}

/** A new project's manager joins its team. @param {MockContext} context @param {Record<string, any>} project */
export function joinManager(context, project) {
  const manager = byId(context.collections.users, project.managerId);
  if (manager) membersOf(context).push(memberOf(project.id, manager, 'MANAGER', today(context.now)));
}

/**
 * Whether a member is a manager the project has no other of once `leaving` are gone.
 * @param {MockContext} context @param {Member} member @param {Member[]} [leaving]
 */
const lastManager = (context, member, leaving = [member]) =>
  member.role === 'MANAGER' &&
  !teamOf(context, member.projectId).some(
    (other) => other.role === 'MANAGER' && !leaving.some((gone) => gone.id === other.id),
  );

/** @type {Record<string, import('./index.js').Behaviour>} */
export const teamBehaviours = {
  /** 添加成员: each user once on the team. */
  'project.addMembers': (context) => {
    const { projectId, userIds, role, joinDate } = context.body;
    if (!byId(context.collections.projects, projectId)) throw notFound('项目');
    const team = teamOf(context, projectId);
    const joining = [];
    for (const userId of new Set(/** @type {string[]} */ (userIds))) {
      const user = byId(context.collections.users, userId);
      if (!user) throw notFound('用户');
      const member = team.find((candidate) => candidate.userId === userId);
      if (member)
        throw refuse(
          context,
          undefined,
          `${member.name}已是本项目成员（${dictLabel(context.collections, 'project_role', member.role)}）`,
        );
      joining.push(memberOf(projectId, user, role, joinDate ?? today(context.now)));
    }
    membersOf(context).push(...joining);
    return { data: null };
  },

  /** 修改角色: the last manager keeps the role. */
  'project.changeMemberRole': (context) => {
    const member = byId(membersOf(context), context.body.id);
    if (!member) throw notFound('项目成员');
    if (context.body.role !== 'MANAGER' && lastManager(context, member))
      throw refuse(context, undefined, `${member.name}是本项目唯一的项目经理，改角色前请先指定新的项目经理`);
    member.role = context.body.role;
    return { data: null };
  },

  /** 移出: not the last manager. */
  'project.removeMembers': (context, generic) => {
    const leaving = (context.body.ids ?? []).map((/** @type {string} */ id) => byId(membersOf(context), id));
    const members = /** @type {Member[]} */ (leaving.filter(Boolean));
    const manager = members.find((member) => lastManager(context, member, members));
    if (manager) throw refuse(context, undefined, `不能移出项目经理${manager.name}，请先指定新的项目经理`);
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },
};
