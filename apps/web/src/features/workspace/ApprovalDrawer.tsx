import { FormDrawer } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useState } from 'react';
import { ChunkFallback, lazyExport } from '../../lib/lazy-chunk';
import { RegionLoading } from '../../lib/region-loading';
import { useGlobalStore } from '../../stores/global-store';
import { ActionBar } from './ActionBar';
import { ActionDialog } from './ActionDialog';
import { type BarAction, barActions, type DetailContext } from './process-actions';
import { afterProcessChange, useProcessDetail } from './process-queries';
import { useDetailParam } from './use-detail-param';

// The record comes when a process is opened; the lists fetch it once they have answered. The action's dialog stays
// with the drawer: it opens over a record whose fields and 批注 may hold typed input, which a chunk that failed to
// load there would take down with the drawer (the error goes to the screen's boundary).
const ApprovalDetail = lazyExport('approval-detail', () => import('./ApprovalDetail'), 'ApprovalDetail');
/** What a workspace list fetches ahead for its rows' 审批详情 (useWarmChunks). */
export const APPROVAL_CHUNKS = [ApprovalDetail];

/** As wide as a form with two columns needs, never wider than the screen. */
const DRAWER_SIZE = 'min(736px, 100vw)';

/**
 * 审批详情 over a workspace list, opened by the URL's detail parameter. The action bar is pinned to the drawer's
 * footer, so what the user came to do is in view however long the record is.
 */
export function ApprovalDrawer({ context }: { context: DetailContext }) {
  const queryClient = useQueryClient();
  const userId = useGlobalStore((state) => state.userInfo?.id);
  const { processId, close } = useDetailParam();
  const { isPending, isError, retry, process, nodes, histories } = useProcessDetail(processId, context);
  const [action, setAction] = useState<BarAction | undefined>();
  const actions = process ? barActions({ context, userId }, process, nodes) : [];

  return (
    <>
      {/* the business fields and the 批注 typed inside ask before the drawer closes (ApprovalDetail) */}
      <FormDrawer
        open={processId !== null}
        onClose={close}
        size={DRAWER_SIZE}
        title="审批详情"
        destroyOnHidden
        footer={actions.length > 0 ? <ActionBar actions={actions} onPick={setAction} /> : null}
      >
        {processId !== null &&
          (isPending ? (
            <RegionLoading />
          ) : isError ? (
            <Empty description="审批详情加载失败">
              <Button onClick={retry}>重试</Button>
            </Empty>
          ) : process ? (
            <ChunkFallback value={<RegionLoading />}>
              <ApprovalDetail
                key={process.id}
                process={process}
                nodes={nodes}
                histories={histories}
                context={context}
              />
            </ChunkFallback>
          ) : (
            <Empty description="流程不存在，或您无权查看" />
          ))}
      </FormDrawer>
      {action && process && (
        <ActionDialog
          action={action}
          process={process}
          nodes={nodes}
          onClose={() => setAction(undefined)}
          onDone={async () => {
            setAction(undefined);
            await afterProcessChange(queryClient);
            close();
          }}
        />
      )}
    </>
  );
}
