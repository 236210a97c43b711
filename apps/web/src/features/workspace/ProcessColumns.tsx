import type { PermissionColumn } from '@backoffice/ui-kit';
import { ProcessStatusTag, UrgencyTag } from '../../lib/process-status';
import { PROCESS_ACTIONS, type ProcessRecord } from './process-actions';

/** The columns every process list shares (screens.md §2), before each list's own. */
export const PROCESS_COLUMNS: PermissionColumn<ProcessRecord>[] = [
  // the title says what the process is: it wraps rather than being cut
  { key: 'title', title: '流程标题', dataIndex: 'title', ellipsis: false, minWidth: 200 },
  {
    key: 'summary',
    title: '摘要',
    ellipsis: true,
    minWidth: 140,
    render: (_, process) => process.summary.map((item) => `${item.label}：${item.value}`).join('；'),
  },
  { key: 'category', title: '流程分类', dataIndex: 'category', width: 80 },
  { key: 'initiator', title: '发起人', width: 80, render: (_, process) => process.initiator.name },
  { key: 'initiatorDept', title: '发起部门', dataIndex: 'initiatorDept', width: 100, defaultHidden: true },
  {
    key: 'startTime',
    title: '发起时间',
    dataIndex: 'startTime',
    width: 150,
    sorter: (a, b) => a.startTime.localeCompare(b.startTime),
  },
  {
    key: 'urgency',
    title: '紧急程度',
    width: 80,
    render: (_, process) => <UrgencyTag urgency={process.urgency} />,
  },
  { key: 'processNo', title: '流程编号', dataIndex: 'processNo', width: 150, defaultHidden: true },
];

export const CURRENT_NODE_COLUMN: PermissionColumn<ProcessRecord> = {
  key: 'currentNodeName',
  title: '当前节点',
  dataIndex: 'currentNodeName',
  width: 110,
};

export const ARRIVE_TIME_COLUMN: PermissionColumn<ProcessRecord> = {
  key: 'arriveTime',
  title: '任务到达时间',
  dataIndex: 'arriveTime',
  width: 150,
};

export const STATUS_COLUMN: PermissionColumn<ProcessRecord> = {
  key: 'status',
  title: '流程状态',
  width: 180,
  render: (_, process) => <ProcessStatusTag process={process} />,
};

export const MY_RESULT_COLUMNS: PermissionColumn<ProcessRecord>[] = [
  {
    key: 'myResult',
    title: '我的审批结果',
    width: 100,
    render: (_, process) => (process.myResult ? PROCESS_ACTIONS[process.myResult].result : ''),
  },
  { key: 'myComment', title: '审批意见', dataIndex: 'myComment', ellipsis: true, minWidth: 140 },
];
