import ProjectOutlined from '@ant-design/icons/es/icons/ProjectOutlined';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { pathWith } from '../../lib/route-paths';
import { CardProgress, CardList as List } from './CardList';
import { HomeCard } from './HomeCard';
import { HOME_LIST_SIZE } from './home-rules';

/** The project list filtered to 进行中, as 查看全部 opens it. */
const RUNNING_PROJECTS = pathWith('projectOverview', { filter: JSON.stringify({ status: 'IN_PROGRESS' }) });

/** 进行中项目: how many projects are running, and the first few with their progress, each opening its materials. */
export function ProjectCard() {
  const projects = useQuery(
    apiQueryOptions(api, 'post', '/api/project/project/getPage', {
      body: { pageNum: 1, pageSize: HOME_LIST_SIZE, status: 'IN_PROGRESS' },
    }),
  );
  return (
    <HomeCard
      title="进行中项目"
      more={RUNNING_PROJECTS}
      count={{ label: '进行中', value: projects.data?.total ?? 0, icon: <ProjectOutlined /> }}
      query={projects}
    >
      <List
        dataSource={projects.data?.list ?? []}
        locale={{ emptyText: '没有进行中的项目' }}
        renderItem={(p) => (
          <List.Item extra={<CardProgress percent={p.progress} label={`${p.name} 进度`} />}>
            <Link to={pathWith('projectMaterial', { projectId: p.id })}>
              {p.projectNo} {p.name}
            </Link>
          </List.Item>
        )}
      />
    </HomeCard>
  );
}
