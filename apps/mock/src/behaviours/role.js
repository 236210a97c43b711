// @ts-check
// 角色管理 in memory mode: who holds a role, and what a role holds (screens.md §9; spec §6 leaves role names and
// the role-to-permission mapping unshown).
// Rules written down where the spec is silent, as RuoYi keeps its roles:
//   - a user holds the roles in its roleIds (用户管理's 角色); roleNames follow whenever a role is given or taken;
//   - a role's key (权限字符) is its own: another role with it is the contract's refusal, naming the role saved;
//   - a role some user still holds is not deleted: the contract's refusal names the role and how many hold it;
//   - 分配用户 adds the role to each user (once), 取消授权 takes it away, 分配角色 sets a user's roles to exactly the
//     ones sent; a role or user that does not exist is 记录不存在;
//   - the users of a role (allocated) or those who could be added (not allocated, disabled users included, as
//     RuoYi lists them) are paged in 用户管理's order, filtered by username and phone (contained);
//   - the permission tree is every menu and button of 菜单管理; a role's checked ids are the ones saved with it, and
//     for a seeded role the contract's example for it (采购经理's); the administrator (roleKey admin) holds every one,
//     as RuoYi's super administrator; any other seeded role holds none until saved; a new role (no roleId) none.
import { pageOf } from '../memory/paging.js';
import { contractAnswer } from './contract-answers.js';
import { byId, notFound, refuse } from './records.js';

/** @typedef {import('../memory/kinds.js').MockContext} MockContext */

/** @param {MockContext} context */
const usersOf = (context) => context.collections.users ?? [];

/** @param {MockContext} context @param {unknown} id */
function roleById(context, id) {
  const role = byId(context.collections.roles, id);
  if (!role) throw notFound('角色');
  return role;
}

/** @param {MockContext} context @param {unknown} id */
function userById(context, id) {
  const user = byId(usersOf(context), id);
  if (!user) throw notFound('用户');
  return user;
}

/** Sets a user's roles, and the names they show. @param {MockContext} context @param {Record<string, any>} user @param {string[]} roleIds */
function setRoles(context, user, roleIds) {
  const roles = roleIds.map((id) => roleById(context, id));
  user.roleIds = roles.map((role) => role.id);
  user.roleNames = roles.map((role) => role.roleName);
}

/** @param {unknown} value @param {unknown} wanted */
const contains = (value, wanted) =>
  wanted === undefined ||
  wanted === null ||
  wanted === '' ||
  String(value ?? '')
    .toLowerCase()
    .includes(String(wanted).trim().toLowerCase());

/** The ids a role holds. @param {MockContext} context @param {Record<string, any>} role */
function checkedIdsOf(context, role) {
  const known = new Set((context.collections.permissions ?? []).map((permission) => String(permission.id)));
  if (Array.isArray(role.permissionIds))
    return role.permissionIds.map(String).filter((/** @type {string} */ id) => known.has(id));
  if (role.roleKey === 'admin') return [...known];
  const example = /** @type {{ checkedIds?: string[] } | undefined} */ (
    contractAnswer(context.spec, 'getRolePermissionTree', { query: { roleId: role.id } })
  );
  return (example?.checkedIds ?? []).filter((id) => known.has(id));
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const roleBehaviours = {
  /** 保存角色: a key of its own. */
  'role.save': (context, generic) => {
    const { id, roleKey, roleName } = context.body;
    if ((context.collections.roles ?? []).some((role) => role.id !== id && role.roleKey === roleKey))
      throw refuse(context, undefined, `${id ? '修改' : '新增'}角色「${roleName}」失败，权限字符已存在`);
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 删除角色: refused while users hold it. */
  'role.delete': (context, generic) => {
    for (const id of context.body?.ids ?? []) {
      const role = byId(context.collections.roles, id);
      const holders = usersOf(context).filter((user) => (user.roleIds ?? []).includes(id));
      if (role && holders.length > 0)
        throw refuse(
          context,
          undefined,
          `角色「${role.roleName}」已分配给 ${holders.length} 个用户，不能删除`,
        );
    }
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 菜单权限树: every permission, and the role's. */
  'role.permissionTree': (context) => {
    const roleId = context.query.roleId;
    const checkedIds = roleId ? checkedIdsOf(context, roleById(context, roleId)) : [];
    return { data: { permissions: context.collections.permissions ?? [], checkedIds } };
  },

  /** 分配用户 (list): the role's users, or those who could be added. */
  'role.users': (context) => {
    const { roleId, allocated, username, phone } = context.body;
    roleById(context, roleId);
    const matching = usersOf(context).filter(
      (user) =>
        (user.roleIds ?? []).includes(roleId) === Boolean(allocated) &&
        contains(user.username, username) &&
        contains(user.phone, phone),
    );
    return { data: pageOf(matching, context.body) };
  },

  /** 分配用户: the role is added to each user. */
  'role.assignUsers': (context) => {
    const { roleId, userIds } = context.body;
    roleById(context, roleId);
    for (const user of userIds.map((/** @type {string} */ id) => userById(context, id)))
      setRoles(context, user, [...new Set([...(user.roleIds ?? []), roleId])]);
    return { data: null };
  },

  /** 取消授权: the role is taken from each user. */
  'role.unassignUsers': (context) => {
    const { roleId, userIds } = context.body;
    roleById(context, roleId);
    for (const user of userIds.map((/** @type {string} */ id) => userById(context, id)))
      setRoles(
        context,
        user,
        (user.roleIds ?? []).filter((/** @type {string} */ id) => id !== roleId),
      );
    return { data: null };
  },

  /** 分配角色: a user's roles become the ones sent. */
  'role.assignUserRoles': (context) => {
    setRoles(context, userById(context, context.body.userId), context.body.roleIds);
    return { data: null };
  },
};
