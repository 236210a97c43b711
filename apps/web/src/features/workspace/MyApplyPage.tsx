import Button from 'antd/es/button';
import { useState } from 'react';
import { lazyExport } from '../../lib/lazy-chunk';
import { ApprovalDrawer } from './ApprovalDrawer';
import { STATUS_COLUMN } from './ProcessColumns';
import { ProcessList } from './ProcessList';

// Shown when asked: loaded then, or fetched once the list has answered (ProcessList's warm).
const StartProcessDialog = lazyExport(
  'start-process',
  () => import('./StartProcessDialog'),
  'StartProcessDialog',
);

const START_CHUNKS = [StartProcessDialog];

const MY_APPLY_COLUMNS = [STATUS_COLUMN];
/** Every application here is mine. */
const MY_APPLY_HIDDEN = ['initiator'];

/** /workspace/myapply: my applications with who holds them now; 撤回/作废 in the detail; 发起申请. */
export default function MyApplyPage() {
  const [starting, setStarting] = useState(false);
  return (
    <>
      <ProcessList
        tableId="workspace-myapply"
        queryType="MY_APPLY"
        columns={MY_APPLY_COLUMNS}
        openLabel="详情"
        hidden={MY_APPLY_HIDDEN}
        warm={START_CHUNKS}
        toolbar={
          <Button type="primary" onClick={() => setStarting(true)}>
            发起申请
          </Button>
        }
      />
      {starting && <StartProcessDialog onClose={() => setStarting(false)} />}
      <ApprovalDrawer context="myapply" />
    </>
  );
}
