import type { PermissionColumn } from '@backoffice/ui-kit';
import Tag from 'antd/es/tag';
import { PROCESS_STATUS_COLORS, PROCESS_STATUS_LABELS, URGENCY_LABELS } from '../../lib/process-status';
import { ACTION_RESULT_LABELS, type ProcessRecord } from './process-actions';

/** The columns every process list shares (screens.md §2), before each list's own. */
export const PROCESS_COLUMNS: PermissionColumn<ProcessRecord>[] = [
  { key: 'title', title: '流程标题', dataIndex: 'title', ellipsis: true, width: 260 },
  {
    key: 'summary',
    title: '摘要',
    ellipsis: true,
    width: 260,
    render: (_, process) => process.summary.map((item) => `${item.label}：${item.value}`).join('；'),
  },
  { key: 'category', title: '流程分类', dataIndex: 'category', width: 100 },
  { key: 'initiator', title: '发起人', width: 100, render: (_, process) => process.initiator.name },
  { key: 'initiatorDept', title: '发起部门', dataIndex: 'initiatorDept', width: 110 },
  {
    key: 'startTime',
    title: '发起时间',
    dataIndex: 'startTime',
    width: 170,
    sorter: (a, b) => a.startTime.localeCompare(b.startTime),
  },
  {
    key: 'urgency',
    title: '紧急程度',
    width: 100,
    render: (_, process) => (
      <Tag color={URGENCY_LABELS[process.urgency].color}>{URGENCY_LABELS[process.urgency].label}</Tag>
    ),
  },
  { key: 'processNo', title: '流程编号', dataIndex: 'processNo', width: 160 },
];

export const CURRENT_NODE_COLUMN: PermissionColumn<ProcessRecord> = {
  key: 'currentNodeName',
  title: '当前节点',
  dataIndex: 'currentNodeName',
  width: 140,
};

export const ARRIVE_TIME_COLUMN: PermissionColumn<ProcessRecord> = {
  key: 'arriveTime',
  title: '任务到达时间',
  dataIndex: 'arriveTime',
  width: 170,
};

/** 审批中 shows who holds it now: "张三 (部门审批) 审批中" or "张三等 3 人". */
export function statusText(
  process: Pick<ProcessRecord, 'status' | 'currentApprovers' | 'currentNodeName'>,
): string {
  if (process.status !== 'RUNNING') return PROCESS_STATUS_LABELS[process.status];
  const [first] = process.currentApprovers;
  if (!first) return PROCESS_STATUS_LABELS.RUNNING;
  const who =
    process.currentApprovers.length > 1
      ? `${first.name}等 ${process.currentApprovers.length} 人`
      : first.name;
  return `${who}${process.currentNodeName ? ` (${process.currentNodeName})` : ''} 审批中`;
}

export const STATUS_COLUMN: PermissionColumn<ProcessRecord> = {
  key: 'status',
  title: '流程状态',
  width: 220,
  render: (_, process) => <Tag color={PROCESS_STATUS_COLORS[process.status]}>{statusText(process)}</Tag>,
};

export const MY_RESULT_COLUMNS: PermissionColumn<ProcessRecord>[] = [
  {
    key: 'myResult',
    title: '我的审批结果',
    width: 120,
    render: (_, process) => (process.myResult ? ACTION_RESULT_LABELS[process.myResult] : ''),
  },
  { key: 'myComment', title: '审批意见', dataIndex: 'myComment', ellipsis: true, width: 200 },
];
