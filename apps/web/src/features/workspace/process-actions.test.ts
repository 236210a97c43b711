import { describe, expect, it } from 'vitest';
import {
  actionPayload,
  barActions,
  earlierNodes,
  PROCESS_ACTIONS,
  type ProcessNode,
  type Viewer,
} from './process-actions';

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
const ZHANGWEI = { id: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61', name: '张伟' };
const LINA = { id: '2d4f6a8c0e1b4d3f9a7c5e3b1d9f7a52', name: '李娜' };
const nodes = [
  node('n1', 1),
  node('n2', 2, ['APPROVE', 'REJECT', 'TRANSMIT', 'SHARE', 'REFUND', 'ANNOTATE', 'UPDATE_DATA']),
  node('n3', 3),
];
const running = { status: 'RUNNING' as const, currentNodeId: 'n2', currentApprovers: [ZHANGWEI] };
const approver = (): Viewer => ({ context: 'todo', userId: ZHANGWEI.id });
const labels = (states: { label: string }[]) => states.map((state) => state.label);

describe('barActions: what the bar shows for a node', () => {
  it('gives the current approver every action his node’s 操作按钮 offer, 拒绝 among them, in one order', () => {
    expect(labels(barActions(approver(), running, nodes))).toEqual(['同意', '拒绝', '转交', '抄送', '退回']);
  });

  it('shows exactly what the node allows: no 拒绝 where the node does not offer it', () => {
    const sendBackOnly = [
      node('n1', 1),
      node('n2', 2, ['APPROVE', 'TRANSMIT', 'SHARE', 'REFUND', 'ANNOTATE']),
    ];
    expect(labels(barActions(approver(), running, sendBackOnly))).toEqual(['同意', '转交', '抄送', '退回']);
    const approveOnly = [node('n1', 1), node('n2', 2, ['APPROVE', 'ANNOTATE'])];
    expect(labels(barActions(approver(), running, approveOnly))).toEqual(['同意']);
    // 批注 and 修改数据 live in the detail itself, never in the bar
    expect(barActions(approver(), running, nodes).map((a) => a.action)).not.toContain('ANNOTATE');
  });

  it('offers nothing to whoever is not the current approver, nor once the process has ended', () => {
    expect(barActions(approver(), { ...running, currentApprovers: [LINA] }, nodes)).toEqual([]);
    expect(barActions({ ...approver(), userId: undefined }, running, nodes)).toEqual([]);
    expect(barActions(approver(), { ...running, status: 'REJECTED', currentNodeId: null }, nodes)).toEqual(
      [],
    );
  });

  it('names the operation code each action needs, for the bar to gate it', () => {
    const [approve, reject, transmit] = barActions(approver(), running, nodes);
    expect(approve).toEqual({ action: 'APPROVE', label: '同意', code: 'workflow:process:approve' });
    expect(reject?.code).toBe('workflow:process:reject');
    expect(transmit?.code).toBe('workflow:process:transmit');
  });

  it('lets the initiator withdraw or cancel a running application, and nothing once it ended', () => {
    const initiator: Viewer = { context: 'myapply', userId: LINA.id };
    expect(barActions(initiator, running, nodes).map((a) => a.action)).toEqual(['WITHDRAW', 'CANCEL']);
    expect(barActions(initiator, { ...running, status: 'APPROVED', currentNodeId: null }, nodes)).toEqual([]);
  });

  it('lets the handler of a done task recall it, and gives CC readers no action', () => {
    expect(barActions({ ...approver(), context: 'done' }, running, nodes).map((a) => a.action)).toEqual([
      'WITHDRAW',
    ]);
    expect(barActions({ ...approver(), context: 'cc' }, running, nodes)).toEqual([]);
  });
});

describe('PROCESS_ACTIONS: one wording, what each asks for', () => {
  it('says 转交 and 同意 everywhere, and 已办 reads 通过 / 不通过', () => {
    expect(PROCESS_ACTIONS.TRANSMIT.label).toBe('转交');
    expect(Object.values(PROCESS_ACTIONS).map((spec) => spec.label)).not.toContain('转办');
    expect(PROCESS_ACTIONS.APPROVE.result).toBe('通过');
    expect(PROCESS_ACTIONS.REJECT.result).toBe('不通过');
  });

  it('asks a required reason for 拒绝, 转交, 退回 and 作废, and warns that 拒绝 ends the flow', () => {
    const required = Object.entries(PROCESS_ACTIONS)
      .filter(([, spec]) => spec.text?.required)
      .map(([action, spec]) => [action, spec.text?.label]);
    expect(required).toEqual([
      ['REJECT', '拒绝理由'],
      ['TRANSMIT', '转交原因'],
      ['REFUND', '退回原因'],
      ['CANCEL', '作废原因'],
    ]);
    expect(PROCESS_ACTIONS.REJECT.warning).toContain('流程结束');
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
  it('rejects the current node with the trimmed reason', () => {
    expect(actionPayload('REJECT', process, { reason: ' 预算不足 ' })).toEqual({
      action: 'REJECT',
      body: { ...ids(), reason: '预算不足' },
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
