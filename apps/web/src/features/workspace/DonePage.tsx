import { ApprovalDrawer } from './ApprovalDrawer';
import { MY_RESULT_COLUMNS, STATUS_COLUMN } from './ProcessColumns';
import { ProcessList } from './ProcessList';

const DONE_COLUMNS = [...MY_RESULT_COLUMNS, STATUS_COLUMN];
/** What I handled is decided: its summary and urgency matter less than my result. */
const DONE_HIDDEN = ['summary', 'urgency'];

/** /workspace/done: what I handled, my result and comment; 撤回 from the detail while the flow allows it. */
export default function DonePage() {
  return (
    <>
      <ProcessList
        tableId="workspace-done"
        queryType="DONE"
        columns={DONE_COLUMNS}
        openLabel="详情"
        exportable
        hidden={DONE_HIDDEN}
      />
      <ApprovalDrawer context="done" />
    </>
  );
}
