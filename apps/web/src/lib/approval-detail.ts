import { api } from './api';
import { pathWith } from './route-paths';

/** The hash query parameter that opens a process's 审批详情 over a workspace list, so it can be linked and reloaded. */
export const DETAIL_PARAM = 'processId';
/** The to-do screen's tab parameter; 抄送我的 lives there as a tab (screens.md: no route of its own). */
export const TAB_PARAM = 'tab';
export const CC_TAB = 'cc';

/** The workspace lists a process's detail opens over. */
export type DetailList = 'todo' | 'done' | 'myApply';

/** The URL of a process's 审批详情 over a workspace list: the list route with the detail parameter. */
export function approvalDetailPath(list: DetailList, processId: string): string {
  return pathWith(list, { [DETAIL_PARAM]: processId });
}

/** The 抄送我的 tab, and with a process id the detail of a process shared with me over it. */
export function ccListPath(processId?: string): string {
  return pathWith('todo', { [TAB_PARAM]: CC_TAB, [DETAIL_PARAM]: processId });
}

/**
 * Opening a CC record reads it (screens.md §2); resolves whether it was marked read. If that fails the record just
 * stays unread: the detail opens anyway, so no notice is shown.
 */
export function readCcRecord(ccId: string): Promise<boolean> {
  return api
    .PUT('/api/workflow/processCc/read', { body: { ids: [ccId] }, httpNotice: false, businessNotice: false })
    .then(
      () => true,
      () => false,
    );
}
