import { describe, expect, it } from 'vitest';
import { runningText } from './process-status';

const zhang = { id: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61', name: '张三' };
describe('runningText (screens.md §2: 审批中 shows the current approvers)', () => {
  it('names one approver and the node', () => {
    expect(runningText({ status: 'RUNNING', currentApprovers: [zhang], currentNodeName: '部门审批' })).toBe(
      '张三 (部门审批) 审批中',
    );
  });
  it('counts several approvers', () => {
    expect(
      runningText({ status: 'RUNNING', currentApprovers: [zhang, zhang, zhang], currentNodeName: null }),
    ).toBe('张三等 3 人 审批中');
  });
  it('leaves an ended flow to its status label', () => {
    expect(runningText({ status: 'WITHDRAWN', currentApprovers: [], currentNodeName: null })).toBeUndefined();
  });
});
