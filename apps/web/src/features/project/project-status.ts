import type { Schema } from '@backoffice/sdk';

export type ProjectStatus = Schema<'ProjectStatus'>;

/** One step of the project status flow: its action word and where it leads. */
export interface ProjectTransition {
  action: string;
  to: ProjectStatus;
  /** What the step means, named in its confirmation. */
  consequence: string;
}

/**
 * screens.md §5: 未开始 → 进行中 ⇄ 已暂停 → 已完成 → 已关闭, with the side exit 已取消 from 未开始 or 已暂停 (a project
 * that is running is paused first). 已关闭 and 已取消 are final.
 */
const FLOW: Record<ProjectStatus, readonly ProjectTransition[]> = {
  NOT_STARTED: [
    { action: '启动', to: 'IN_PROGRESS', consequence: '项目进入执行，开始记录实际开始日期。' },
    { action: '取消', to: 'CANCELLED', consequence: '项目将不再执行，取消后不能恢复。' },
  ],
  IN_PROGRESS: [
    { action: '暂停', to: 'PAUSED', consequence: '暂停期间不能为项目新建采购申请和领料。' },
    { action: '完成', to: 'COMPLETED', consequence: '项目记为已完成，记录实际结束日期。' },
  ],
  PAUSED: [
    { action: '恢复', to: 'IN_PROGRESS', consequence: '项目回到进行中。' },
    { action: '取消', to: 'CANCELLED', consequence: '项目将不再执行，取消后不能恢复。' },
  ],
  COMPLETED: [{ action: '关闭', to: 'CLOSED', consequence: '关闭后项目归档，不能再修改。' }],
  CLOSED: [],
  CANCELLED: [],
};

/** The transitions offered from a status, in the order the flow lists them. */
export function allowedTransitions(status: ProjectStatus): readonly ProjectTransition[] {
  return FLOW[status];
}

/** Whether a project may be deleted: only before it starts (the server also refuses one with documents). */
export const isDeletable = (status: ProjectStatus) => status === 'NOT_STARTED';
