import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import FileDoneOutlined from '@ant-design/icons/es/icons/FileDoneOutlined';
import { PENDING_QUERY_TYPE } from '@backoffice/sdk/constants';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { approvalDetailPath } from '../../lib/approval-detail';
import { PATHS } from '../../lib/route-paths';
import { HomeCard } from './HomeCard';
import { latestFirst } from './home-rules';
import { ProcessLinks, statusTag, urgencyTag } from './ProcessLinks';

/** 我的待办: how many wait for me, and the five that reached me last; each opens its detail to handle it. */
export function TodoCard() {
  const todos = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/process/getAll', { body: { queryType: PENDING_QUERY_TYPE } }),
  );
  const list = todos.data ?? [];
  return (
    <HomeCard
      title="我的待办"
      more={PATHS.todo}
      count={{ label: '待办数', value: list.length, icon: <AuditOutlined /> }}
      query={todos}
    >
      <ProcessLinks
        items={latestFirst(list)}
        detailPath={(id) => approvalDetailPath('todo', id)}
        tag={urgencyTag}
        empty="没有待办"
      />
    </HomeCard>
  );
}

/** 我的申请（审批中）: my applications still running, each opening its detail (where it can be withdrawn). */
export function ApplicationsCard() {
  const applications = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/process/getAll', {
      body: { queryType: 'MY_APPLY', status: 'RUNNING' },
    }),
  );
  const running = (applications.data ?? []).filter((process) => process.status === 'RUNNING');
  return (
    <HomeCard
      title="我的申请（审批中）"
      more={PATHS.myApply}
      count={{ label: '审批中', value: running.length, icon: <FileDoneOutlined /> }}
      query={applications}
    >
      <ProcessLinks
        items={latestFirst(running)}
        detailPath={(id) => approvalDetailPath('myApply', id)}
        tag={statusTag}
        empty="没有审批中的申请"
      />
    </HomeCard>
  );
}
