import {
  DepartmentInputSchema,
  DictTypeInputSchema,
  PasswordChangeSchema,
  PermissionInputSchema,
  RoleInputSchema,
  UserInputSchema,
} from '@backoffice/sdk/schemas';
import type { Rule } from 'antd/es/form';

/** What a form rule needs of a string field of the contract. */
interface StringField {
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
}

/**
 * antd Form rules for a string field, derived from the contract's JSON Schema (its `pattern`, `minLength`,
 * `maxLength`, e-mail `format`), so a form refuses before sending exactly what the server would refuse.
 * `patternMessage` says in words what the pattern wants.
 */
export function contractRules(field: StringField, label: string, patternMessage?: string): Rule[] {
  const rules: Rule[] = [];
  if (field.pattern)
    rules.push({ pattern: new RegExp(field.pattern), message: patternMessage ?? `${label}格式不正确` });
  if (field.format === 'email') rules.push({ type: 'email', message: '请输入正确的邮箱地址' });
  const { minLength: min, maxLength: max } = field;
  if (max !== undefined && min !== undefined && min > 1)
    rules.push({ min, max, message: `${label}长度为 ${min} 到 ${max} 个字符` });
  else if (max !== undefined) rules.push({ max, message: `${label}不能超过 ${max} 个字符` });
  return rules;
}

/** The contract's rules for the fields that several forms share, each in one place. */
export const FIELD_RULES = {
  username: contractRules(
    UserInputSchema.properties.username,
    '用户名称',
    '字母开头，4 到 20 位字母、数字或下划线',
  ),
  nickname: contractRules(UserInputSchema.properties.nickname, '用户昵称'),
  password: contractRules(UserInputSchema.properties.password, '密码'),
  newPassword: contractRules(PasswordChangeSchema.properties.newPassword, '新密码'),
  phone: contractRules(UserInputSchema.properties.phone, '手机号码', '请输入正确的手机号码'),
  email: contractRules(UserInputSchema.properties.email, '邮箱'),
  roleName: contractRules(RoleInputSchema.properties.roleName, '角色名称'),
  roleKey: contractRules(
    RoleInputSchema.properties.roleKey,
    '权限字符',
    '小写字母开头，2 到 30 位小写字母、数字或下划线',
  ),
  operationCode: contractRules(PermissionInputSchema.properties.code, '权限标识', '形如 system:user:add'),
  menuName: contractRules(PermissionInputSchema.properties.name, '菜单名称'),
  departmentName: contractRules(DepartmentInputSchema.properties.name, '部门名称'),
  leader: contractRules(DepartmentInputSchema.properties.leader, '负责人'),
  dictName: contractRules(DictTypeInputSchema.properties.name, '字典名称'),
  dictType: contractRules(
    DictTypeInputSchema.properties.type,
    '字典类型',
    '小写字母开头，只含小写字母、数字和下划线',
  ),
} as const;
