// @ts-check
// 登录 and 个人中心 in memory mode (screens.md §1).
// Rules written down where the spec is silent:
//   - the mock has one user: any account logs in as the contract's login user, with the example's token (the
//     mock keeps no passwords);
//   - that user is also a record of 用户管理 (same id): what 个人中心 saves (nickname, phone, email, gender) is saved
//     there, and what 用户管理 and 角色管理 change about them (name, contacts, department, roles) is what login and
//     当前用户 answer; the avatar, posts and creation date stay the login example's;
//   - a profile field left out of the request keeps its value; phone and email may be cleared (null); once the
//     user's record is deleted in 用户管理 there is nothing to save the profile on (记录不存在).
import { byId, notFound } from './records.js';

/** @typedef {import('../memory/kinds.js').MockContext} MockContext */

/** The fields of UserInfo a 用户管理 record holds. */
const KEPT_IN_USERS = ['username', 'nickname', 'phone', 'email', 'gender', 'deptId', 'deptName', 'roleNames'];

/** The logged-in user as it is now. @param {MockContext} context */
export function currentUser(context) {
  const record = byId(context.collections.users, context.user.id);
  /** @type {Record<string, any>} */
  const user = structuredClone(context.user);
  for (const field of KEPT_IN_USERS) if (record && record[field] !== undefined) user[field] = record[field];
  return user;
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const authBehaviours = {
  /** 登录: the contract's token, the user as it is now. */
  'auth.login': (context) => {
    const example = context.operation.successExamples[0]?.value.data;
    return { data: { token: example?.token, user: currentUser(context) } };
  },

  /** 当前用户. */
  'auth.currentUser': (context) => ({ data: currentUser(context) }),

  /** 修改个人资料: saved on the user's 用户管理 record. */
  'auth.updateProfile': (context) => {
    const record = byId(context.collections.users, context.user.id);
    if (!record) throw notFound('当前用户在用户管理中');
    for (const field of ['nickname', 'phone', 'email', 'gender'])
      if (context.body?.[field] !== undefined) record[field] = context.body[field];
    return { data: currentUser(context) };
  },
};
