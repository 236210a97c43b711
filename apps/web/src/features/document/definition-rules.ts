import type { Schema } from '@backoffice/sdk';
import { NODE_BUTTON_ACTIONS, PROCESS_ACTIONS } from '../../lib/process-actions';

export type ProcessDefinition = Schema<'ProcessDefinition'>;
export type NodeConfig = Schema<'NodeConfig'>;
export type FieldRight = 'READ' | 'EDIT' | 'HIDE';

/** Chinese labels of the node settings (screens.md §4). */
export const APPROVER_RULE_LABELS: Record<NodeConfig['approverRule'], string> = {
  USER: '指定成员',
  ROLE: '角色',
  DEPT_LEADER: '部门负责人',
  INITIATOR_PICK: '发起人自选',
  INITIATOR: '发起人本人',
};
export const MULTI_MODE_LABELS: Record<NodeConfig['multiMode'], string> = {
  SEQUENTIAL: '依次审批',
  COUNTERSIGN: '会签',
  OR_SIGN: '或签',
};
export const EMPTY_APPROVER_LABELS: Record<NodeConfig['emptyApprover'], string> = {
  AUTO_PASS: '自动通过',
  AUTO_REJECT: '自动拒绝',
  TO_ADMIN: '转交管理员',
};
export const FIELD_RIGHT_LABELS: Record<FieldRight, string> = { READ: '只读', EDIT: '可编辑', HIDE: '隐藏' };
/** 操作按钮: the actions a node may offer, in the product's one wording (lib/process-actions). */
export const NODE_BUTTONS: { value: NodeConfig['buttons'][number]; label: string }[] =
  NODE_BUTTON_ACTIONS.map((value) => ({ value, label: PROCESS_ACTIONS[value].label }));
/**
 * What every process carries itself (发起申请 asks for them above the form, StartProcessRequest): the business form
 * never asks for them again, so no application holds two urgencies.
 */
export const PROCESS_OWN_FIELDS = [
  { code: 'title', name: '标题' },
  { code: 'urgency', name: '紧急程度' },
] as const;

/** Why a form field may not be added: it repeats a field of the process itself (by code or by name). */
export function processOwnFieldClash(field: { code?: string; name?: string }): string | undefined {
  const code = field.code?.trim().toLowerCase();
  const name = field.name?.trim();
  const own = PROCESS_OWN_FIELDS.find((f) => f.code === code || f.name === name);
  return own && `「${own.name}」是流程自带的字段，发起时已填写，表单里不要重复`;
}

/** The rules whose approvers are picked by id: 指定成员 (users) and 角色 (roles). */
export const PICKED_APPROVER_RULES: readonly NodeConfig['approverRule'][] = ['USER', 'ROLE'];

/** What a node saves as approverIds: the picked ids for 指定成员/角色, none for the other rules. */
export function approverIdsFor(
  rule: NodeConfig['approverRule'],
  ids: readonly string[] | undefined,
): string[] {
  return PICKED_APPROVER_RULES.includes(rule) ? [...(ids ?? [])] : [];
}

/** A new node: approved by the department leader, any one of them, and handed to the admin when nobody is found. */
export function newNode(index: number): NodeConfig {
  return {
    name: `审批节点${index + 1}`,
    approverRule: 'DEPT_LEADER',
    approverIds: [],
    multiMode: 'OR_SIGN',
    emptyApprover: 'TO_ADMIN',
    buttons: ['APPROVE', 'REJECT', 'ANNOTATE'],
    fieldRights: {},
  };
}

/** The list with one item moved up (-1) or down (+1); unchanged at the edges. */
export function move<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** Definitions grouped by category, in the order the server lists them. */
export function groupByCategory(definitions: readonly ProcessDefinition[]): [string, ProcessDefinition[]][] {
  const groups = new Map<string, ProcessDefinition[]>();
  for (const definition of definitions)
    groups.set(definition.category, [...(groups.get(definition.category) ?? []), definition]);
  return [...groups.entries()];
}

/** `NORMAL=普通, URGENT=紧急` ⇄ { NORMAL: '普通', URGENT: '紧急' }: how a select's options are typed in. */
export function parseAcceptValues(text: string | undefined): Record<string, string> | null {
  const pairs = (text ?? '')
    .split(/[,，\n]/)
    .map((part) => part.split(/[=＝]/).map((s) => s.trim()))
    .filter(([value, label]) => value && label);
  return pairs.length ? Object.fromEntries(pairs) : null;
}

export function formatAcceptValues(values: Record<string, string> | null | undefined): string {
  return Object.entries(values ?? {})
    .map(([value, label]) => `${value}=${label}`)
    .join(', ');
}
