import type { Schema } from '@backoffice/sdk';

/** The Chinese label of each process status (the contract's ProcessStatus; screens.md §3). */
export const PROCESS_STATUS_LABELS: Record<Schema<'ProcessStatus'>, string> = {
  RUNNING: '审批中',
  APPROVED: '审批通过',
  REJECTED: '审批不通过',
  RETURNED: '已退回',
  WITHDRAWN: '已撤回',
  CANCELLED: '已取消',
};

/** The tag colour of each process status. */
export const PROCESS_STATUS_COLORS: Record<Schema<'ProcessStatus'>, string> = {
  RUNNING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
  RETURNED: 'warning',
  WITHDRAWN: 'default',
  CANCELLED: 'default',
};

/** The Chinese label of each urgency (the contract's Urgency). */
export const URGENCY_LABELS: Record<Schema<'Urgency'>, { label: string; color: string }> = {
  NORMAL: { label: '普通', color: 'default' },
  URGENT: { label: '紧急', color: 'orange' },
  CRITICAL: { label: '特急', color: 'red' },
};
