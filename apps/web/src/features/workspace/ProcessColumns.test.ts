import { describe, expect, it } from 'vitest';
import { statusText } from './ProcessColumns';

const zhang = { id: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61', name: '张三' };
describe('statusText (screens.md §2: 审批中 shows the current approvers)', () => {
  it('names one approver and the node', () => {
    expect(statusText({ status: 'RUNNING', currentApprovers: [zhang], currentNodeName: '部门审批' })).toBe(
      '张三 (部门审批) 审批中',
    );
  });
  it('counts several approvers', () => {
    expect(
      statusText({ status: 'RUNNING', currentApprovers: [zhang, zhang, zhang], currentNodeName: null }),
    ).toBe('张三等 3 人 审批中');
  });
  it('reads the status once the flow ended', () => {
    expect(statusText({ status: 'WITHDRAWN', currentApprovers: [], currentNodeName: null })).toBe('已撤回');
  });
});
