import type { Schema } from '@backoffice/sdk';
import Steps from 'antd/es/steps';

type ProcessNode = Schema<'ProcessNode'>;
type NodeStatus = Schema<'NodeStatus'>;

/** screens.md §3 node statuses: their Chinese label and how a step shows them. */
export const NODE_STATUS: Record<
  NodeStatus,
  { label: string; step: 'wait' | 'process' | 'finish' | 'error' }
> = {
  WAITING: { label: '未开始', step: 'wait' },
  PENDING: { label: '审批中', step: 'process' },
  APPROVED: { label: '已通过', step: 'finish' },
  RETURNED: { label: '已退回', step: 'error' },
  CANCELLED: { label: '已取消', step: 'error' },
};

/** 流程进度: the process's nodes in order, each with its approvers and where it stands. */
export function NodeProgress({ nodes }: { nodes: readonly ProcessNode[] }) {
  return (
    <Steps
      size="small"
      items={[...nodes]
        .sort((a, b) => a.order - b.order)
        .map((node) => ({
          key: node.id,
          title: node.name,
          status: NODE_STATUS[node.status].step,
          content: `${node.approvers.map((person) => person.name).join('、')} · ${NODE_STATUS[node.status].label}`,
        }))}
    />
  );
}
