import { describe, expect, it } from 'vitest';
import {
  approverIdsFor,
  formatAcceptValues,
  groupByCategory,
  move,
  NODE_BUTTONS,
  newNode,
  type ProcessDefinition,
  parseAcceptValues,
  processOwnFieldClash,
} from './definition-rules';

describe('node list editing', () => {
  it('moves a node up and down, and stays put at the edges', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
  it('names a new node by its place', () => {
    expect(newNode(2)).toMatchObject({ name: '审批节点3', multiMode: 'OR_SIGN', emptyApprover: 'TO_ADMIN' });
  });
});

describe('select options as typed text', () => {
  it('reads value=label pairs, Chinese commas included, and writes them back', () => {
    expect(parseAcceptValues('NORMAL=普通，URGENT = 紧急')).toEqual({ NORMAL: '普通', URGENT: '紧急' });
    expect(formatAcceptValues({ NORMAL: '普通', URGENT: '紧急' })).toBe('NORMAL=普通, URGENT=紧急');
  });
  it('is no options at all when nothing usable was typed', () => {
    expect(parseAcceptValues('')).toBeNull();
    expect(parseAcceptValues('NORMAL=')).toBeNull();
  });
});

describe('groupByCategory', () => {
  it('groups definitions by category', () => {
    const definition = (name: string, category: string) => ({ name, category }) as ProcessDefinition;
    expect(
      groupByCategory([
        definition('报销', '财务'),
        definition('采购', '采购'),
        definition('借款', '财务'),
      ]).map(([c, d]) => [c, d.map((x) => x.name)]),
    ).toEqual([
      ['财务', ['报销', '借款']],
      ['采购', ['采购']],
    ]);
  });
});

describe('approverIdsFor', () => {
  it('keeps the picked users or roles for 指定成员 and 角色', () => {
    expect(approverIdsFor('USER', ['u1', 'u2'])).toEqual(['u1', 'u2']);
    expect(approverIdsFor('ROLE', ['r1'])).toEqual(['r1']);
  });
  it('drops ids left over from another rule', () => {
    expect(approverIdsFor('DEPT_LEADER', ['u1'])).toEqual([]);
    expect(approverIdsFor('INITIATOR', undefined)).toEqual([]);
  });
});

describe('form fields never repeat the process’s own fields', () => {
  it.each([
    [{ code: 'urgency', name: '流程紧急度' }, '「紧急程度」是流程自带的字段，发起时已填写，表单里不要重复'],
    [
      { code: 'urgencyLevel', name: ' 紧急程度 ' },
      '「紧急程度」是流程自带的字段，发起时已填写，表单里不要重复',
    ],
    [{ code: 'Title', name: '申请标题' }, '「标题」是流程自带的字段，发起时已填写，表单里不要重复'],
  ])('refuses %o', (field, message) => {
    expect(processOwnFieldClash(field)).toBe(message);
  });
  it('accepts a field of the business itself', () => {
    expect(processOwnFieldClash({ code: 'amount', name: '预计金额(元)' })).toBeUndefined();
    expect(processOwnFieldClash({})).toBeUndefined();
  });
});

describe('操作按钮 (screens.md §4)', () => {
  it('offers the node actions in the action bar’s words: 同意, 拒绝, 转交 (not 转办) …', () => {
    expect(NODE_BUTTONS).toEqual([
      { value: 'APPROVE', label: '同意' },
      { value: 'REJECT', label: '拒绝' },
      { value: 'TRANSMIT', label: '转交' },
      { value: 'SHARE', label: '抄送' },
      { value: 'REFUND', label: '退回' },
      { value: 'ANNOTATE', label: '批注' },
      { value: 'UPDATE_DATA', label: '修改数据' },
    ]);
  });
});
