import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Timeline from 'antd/es/timeline';
import { api } from './api';
import { PROCESS_ACTIONS } from './process-actions';

type NodeHistory = Schema<'ProcessNodeHistory'>;

/** How long a handler took, as people say it (耗时 of 审批记录). */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} 分钟`;
  return `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
}

/** The 审批记录 of a process (processNodeHistory/getAll); nothing while `processId` is null. */
export function useApprovalHistory(processId: string | null) {
  return useQuery({
    ...apiQueryOptions(api, 'post', '/api/workflow/processNodeHistory/getAll', {
      body: { processId: processId ?? '' },
    }),
    enabled: processId !== null,
  });
}

/**
 * 审批记录 (screens.md §2): node, handler, action, time, time taken and comment of each step, oldest first. The
 * approval detail of the workspace and every document bound to a flow (采购申请 …) show it the same way.
 */
export function ApprovalTimeline({ histories }: { histories: readonly NodeHistory[] }) {
  return (
    <Timeline
      items={histories.map((entry) => ({
        key: entry.id,
        content: (
          <div>
            <strong>{entry.nodeName}</strong> · {entry.handler.name} · {PROCESS_ACTIONS[entry.action].label}
            <div style={{ opacity: 0.75 }}>
              {entry.time}
              {entry.durationMs > 0 ? ` · 耗时 ${formatDuration(entry.durationMs)}` : ''}
            </div>
            {entry.comment && <div>{entry.comment}</div>}
          </div>
        ),
      }))}
    />
  );
}
