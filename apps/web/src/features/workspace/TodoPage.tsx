import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router-dom';
import { CC_TAB, TAB_PARAM } from '../../lib/approval-detail';
import { ApprovalDrawer } from './ApprovalDrawer';
import { CcList } from './CcList';
import { ARRIVE_TIME_COLUMN, CURRENT_NODE_COLUMN } from './ProcessColumns';
import { ProcessList } from './ProcessList';

const TODO_COLUMNS = [CURRENT_NODE_COLUMN, ARRIVE_TIME_COLUMN];

/** /workspace/todo: 待办, and 抄送我的 as a tab (screens.md: a view without a route of its own lives here). */
export default function TodoPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB_PARAM) === CC_TAB ? 'cc' : 'todo';
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          params.set(TAB_PARAM, key);
          setParams(params, { replace: true });
        }}
        items={[
          {
            key: 'todo',
            label: '待办',
            children: (
              <ProcessList
                tableId="workspace-todo"
                queryType="PENDING"
                columns={TODO_COLUMNS}
                openLabel="办理"
              />
            ),
          },
          { key: CC_TAB, label: '抄送我的', children: <CcList /> },
        ]}
      />
      <ApprovalDrawer context={tab === 'cc' ? 'cc' : 'todo'} />
    </>
  );
}
