// @ts-check
// 角色管理 and 个人中心 in memory mode, from the contract's roles and users (the seed).
import { beforeEach, expect, it } from 'vitest';
import { authBehaviours } from './auth.js';
import { roleBehaviours } from './role.js';
import { call as callWith, seed } from './test-context.js';

const ADMIN = 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c01';
const PURCHASE_MANAGER = 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c02';
const FINANCE = 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c03';
const COMMON = 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c05';
const LIUYANG = '4e5f6a7b8c9d4e0f9a1b2c3d4e5f6a74';
const ZHANGWEI = '7c9e6679f4a84c6d9a3b2e1f0d8c7b61';

/** @type {import('../memory/store.js').Collections} */
let collections;
beforeEach(() => {
  collections = structuredClone(seed);
});

/** @param {string} operationId @param {{ body?: any, query?: Record<string, string> }} [request] */
const call = (operationId, request) =>
  callWith({ ...roleBehaviours, ...authBehaviours }, collections, operationId, request);
/** @param {string} roleId @param {boolean} [allocated] */
const roleUsers = (roleId, allocated = true) =>
  call('getRoleUsers', { body: { roleId, allocated, pageNum: 1, pageSize: 50 } }).data;
/** @param {{ list: any[] }} page */
const names = (page) => page.list.map((user) => user.nickname);

it('refuses to delete a role users still hold, naming it and how many hold it', () => {
  expect(call('deleteRoles', { body: { ids: [FINANCE] } })).toEqual({
    status: 200,
    code: 40302,
    message: '角色「财务」已分配给 2 个用户，不能删除',
  });
  expect(collections.roles.some((role) => role.id === FINANCE)).toBe(true);
});

it('deletes a role once nobody holds it', () => {
  call('unassignRoleUsers', {
    body: { roleId: PURCHASE_MANAGER, userIds: ['2d4f6a8c0e1b4d3f9a7c5e3b1d9f7a52'] },
  });
  expect(call('deleteRoles', { body: { ids: [PURCHASE_MANAGER] } })).toMatchObject({
    code: 200,
    message: '删除成功',
  });
  expect(collections.roles.map((role) => role.roleName)).not.toContain('采购经理');
});

it('assigns users to a role: getRoleUsers and 用户管理 show it, the unallocated list no longer does', () => {
  expect(names(roleUsers(PURCHASE_MANAGER))).toEqual(['李娜']);
  expect(names(roleUsers(PURCHASE_MANAGER, false))).toContain('刘洋');
  expect(call('assignRoleUsers', { body: { roleId: PURCHASE_MANAGER, userIds: [LIUYANG] } })).toMatchObject({
    code: 200,
    message: '授权成功',
  });
  expect(names(roleUsers(PURCHASE_MANAGER))).toEqual(['刘洋', '李娜']);
  expect(names(roleUsers(PURCHASE_MANAGER, false))).not.toContain('刘洋');
  const page = call('getUserPage', { body: { pageNum: 1, pageSize: 50, username: 'liuyang' } }).data;
  expect(page.list[0]).toMatchObject({
    roleIds: [COMMON, PURCHASE_MANAGER],
    roleNames: ['普通员工', '采购经理'],
  });
  call('unassignRoleUsers', { body: { roleId: PURCHASE_MANAGER, userIds: [LIUYANG] } });
  expect(names(roleUsers(PURCHASE_MANAGER))).toEqual(['李娜']);
});

it('sets a user’s roles to exactly the ones sent', () => {
  call('assignUserRoles', { body: { userId: LIUYANG, roleIds: [FINANCE, PURCHASE_MANAGER] } });
  expect(names(roleUsers(COMMON))).not.toContain('刘洋');
  expect(names(roleUsers(FINANCE))).toContain('刘洋');
  expect(call('assignUserRoles', { body: { userId: LIUYANG, roleIds: ['f'.repeat(32)] } })).toMatchObject({
    status: 404,
  });
});

it('filters a role’s users by username and phone', () => {
  const page = call('getRoleUsers', {
    body: { roleId: COMMON, allocated: true, pageNum: 1, pageSize: 10, phone: '1382222' },
  }).data;
  expect(names(page)).toEqual(['陈静']);
});

it('checks in the permission tree what the role holds: saved, the contract’s, every one for admin, none for new', () => {
  const tree = (/** @type {string | undefined} */ roleId) =>
    call('getRolePermissionTree', { query: roleId ? { roleId } : {} }).data;
  const all = collections.permissions.length;
  expect(tree(undefined)).toMatchObject({ checkedIds: [] });
  expect(tree(undefined).permissions).toHaveLength(all);
  expect(tree(PURCHASE_MANAGER).checkedIds).toContain('4cf3b7fe13985127da738b413184322c');
  expect(tree(ADMIN).checkedIds).toHaveLength(all);
  const role = collections.roles.find((candidate) => candidate.id === FINANCE);
  Object.assign(/** @type {any} */ (role), { permissionIds: ['4cf3b7fe13985127da738b413184322c', 'gone'] });
  expect(tree(FINANCE).checkedIds).toEqual(['4cf3b7fe13985127da738b413184322c']);
});

it('saves 个人中心’s profile on the user’s record: 当前用户, login and 用户管理 show it', () => {
  const saved = call('updateProfile', {
    body: { nickname: '张大伟', phone: '13900009999', email: null, gender: 'MALE' },
  });
  expect(saved).toMatchObject({
    code: 200,
    message: '修改成功',
    data: { nickname: '张大伟', phone: '13900009999', email: null },
  });
  expect(call('getCurrentUser').data).toMatchObject({
    id: ZHANGWEI,
    nickname: '张大伟',
    postNames: ['研发经理'],
  });
  expect(call('login', { body: { username: 'zhangwei', password: 'x' } }).data.user.nickname).toBe('张大伟');
  expect(collections.users.find((user) => user.id === ZHANGWEI)).toMatchObject({
    nickname: '张大伟',
    email: null,
  });
  call('assignUserRoles', { body: { userId: ZHANGWEI, roleIds: [ADMIN, FINANCE] } });
  expect(call('getCurrentUser').data.roleNames).toEqual(['系统管理员', '财务']);
});

it('refuses a role key another role has, naming the role saved', () => {
  const input = { roleName: '另一个管理员', roleKey: 'admin', sort: 9, menuLinkage: true, permissionIds: [] };
  expect(call('saveRole', { body: input })).toEqual({
    status: 200,
    code: 40301,
    message: '新增角色「另一个管理员」失败，权限字符已存在',
  });
  expect(call('saveRole', { body: { ...input, roleKey: 'auditor' } })).toMatchObject({ code: 200 });
});
