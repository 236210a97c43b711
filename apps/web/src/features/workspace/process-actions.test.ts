import { describe, expect, it } from 'vitest';
import { actionPayload, barActions, earlierNodes, type ProcessNode } from './process-actions';

const node = (
  id: string,
  order: number,
  allowedActions: ProcessNode['allowedActions'] = [],
): ProcessNode => ({
  id,
  processId: 'p',
  name: `节点${order}`,
  order,
  status: 'WAITING',
  approvers: [],
  allowedActions,
});
const nodes = [
  node('n1', 1),
  node('n2', 2, ['APPROVE', 'TRANSMIT', 'SHARE', 'REFUND', 'ANNOTATE']),
  node('n3', 3),
];
const allCodes = [
  'workflow:process:approve',
  'workflow:process:transmit',
  'workflow:process:share',
  'workflow:process:refund',
  'workflow:process:withdraw',
  'workflow:process:cancel',
];
const running = { status: 'RUNNING' as const, currentNodeId: 'n2' };

describe('barActions', () => {
  it('gives an approver what the current node allows', () => {
    expect(barActions('todo', running, nodes, allCodes).map((a) => a.label)).toEqual([
      '同意',
      '转交',
      '抄送',
      '退回',
    ]);
  });

  it('disables an action the user has no operation code for, saying why', () => {
    const approveOnly = barActions('todo', running, nodes, ['workflow:process:approve']);
    expect(approveOnly[0]).toEqual({ action: 'APPROVE', label: '同意' });
    expect(approveOnly[1]?.disabledReason).toBe('没有「转交」权限（workflow:process:transmit）');
  });

  it('lets the initiator withdraw or cancel a running application, and nothing once it ended', () => {
    expect(barActions('myapply', running, nodes, allCodes).map((a) => a.action)).toEqual([
      'WITHDRAW',
      'CANCEL',
    ]);
    expect(barActions('myapply', { status: 'APPROVED', currentNodeId: null }, nodes, allCodes)).toEqual([]);
  });

  it('lets the handler of a done task recall it, and gives CC readers no action', () => {
    expect(barActions('done', running, nodes, allCodes).map((a) => a.action)).toEqual(['WITHDRAW']);
    expect(barActions('cc', running, nodes, allCodes)).toEqual([]);
  });
});

describe('earlierNodes (退回 only to a node already passed)', () => {
  it('lists the nodes before the current one, in order', () => {
    expect(earlierNodes([nodes[2] as ProcessNode, ...nodes.slice(0, 2)], 'n3').map((n) => n.id)).toEqual([
      'n1',
      'n2',
    ]);
    expect(earlierNodes(nodes, 'n1')).toEqual([]);
    expect(earlierNodes(nodes, 'unknown')).toEqual([]);
  });
});

describe('actionPayload (what each action sends)', () => {
  const process = {
    id: '0f1e2d3c4b5a49687a6b5c4d3e2f1a01',
    currentNodeId: 'e1f2a3b4c5d64e7f8a9b0c1d2e3f4a12',
  };
  it('approves the current node, with a trimmed comment or none', () => {
    expect(actionPayload('APPROVE', process, { comment: '  同意  ' }).body).toEqual({
      ...ids(),
      comment: '同意',
    });
    expect(actionPayload('APPROVE', process, { comment: '   ' }).body).toEqual(ids());
  });
  it('transmits to the chosen user with the reason, and refunds to the chosen node', () => {
    expect(actionPayload('TRANSMIT', process, { targetUserId: 'u2', reason: ' 出差 ' }).body).toEqual({
      ...ids(),
      targetUserId: 'u2',
      reason: '出差',
    });
    expect(actionPayload('REFUND', process, { targetNodeId: 'n1', reason: '补充清单' }).body).toEqual({
      ...ids(),
      targetNodeId: 'n1',
      reason: '补充清单',
    });
  });
  it('shares with the chosen users', () => {
    expect(actionPayload('SHARE', process, { userIds: ['u3', 'u4'] }).body).toEqual({
      ...ids(),
      userIds: ['u3', 'u4'],
    });
  });
  it('withdraws and cancels the process itself', () => {
    expect(actionPayload('WITHDRAW', { id: process.id, currentNodeId: null }, {}).body).toEqual({
      processId: process.id,
    });
    expect(actionPayload('CANCEL', process, { reason: '项目取消' }).body).toEqual({
      processId: process.id,
      reason: '项目取消',
    });
  });
  function ids() {
    return { processId: process.id, nodeId: process.currentNodeId };
  }
});
