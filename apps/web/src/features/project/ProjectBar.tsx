import { apiQueryOptions } from '@backoffice/sdk/query';
import { ProjectStatusSchema } from '@backoffice/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { ProjectSelect } from '../../lib/pickers/ProjectSelect';
import { useProjectParam } from './use-project-param';

/**
 * The head of the execution screens: the project selector (kept in `?projectId=`) and the chosen project's
 * manager, plan and progress. Renders `children(projectId)` once a project is chosen.
 */
export function ProjectBar({ children }: { children: (projectId: string) => React.ReactNode }) {
  const { projectId, choose, resolving } = useProjectParam();
  const project = useQuery({
    ...apiQueryOptions(api, 'post', '/api/project/project/get', { body: { id: projectId ?? '' } }),
    enabled: projectId !== undefined,
  });
  const p = project.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap size={[24, 8]} align="center">
          <Space>
            <span style={{ whiteSpace: 'nowrap' }}>项目</span>
            <ProjectSelect
              aria-label="项目"
              value={projectId}
              allowClear={false}
              onChange={(id) => id && choose(id)}
              style={{ width: 320, maxWidth: '70vw' }}
            />
          </Space>
          {p && p.id === projectId && (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                {
                  key: 'status',
                  label: '状态',
                  children: <DictTag dict={ProjectStatusSchema} value={p.status} />,
                },
                { key: 'manager', label: '项目经理', children: p.managerName },
                { key: 'plan', label: '计划', children: `${p.planStart} ~ ${p.planEnd}` },
                { key: 'progress', label: '进度', children: `${p.progress}%` },
              ]}
            />
          )}
        </Space>
      </Card>
      {projectId ? (
        children(projectId)
      ) : resolving ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Empty description="还没有进行中的项目，请先在上方选择一个项目" />
      )}
    </Space>
  );
}
