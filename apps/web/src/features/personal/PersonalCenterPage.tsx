import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { EMPTY_CELL_TEXT, ListStateView, notify } from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { api } from '../../lib/api';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** screens.md §1: profile card, 基本资料 and 修改密码. */
export default function PersonalCenterPage() {
  const queryClient = useQueryClient();
  const currentUser = apiQueryOptions(api, 'get', '/api/auth/currentUser');
  const query = useQuery(currentUser);
  const user = query.data;
  if (query.isError && !user)
    return (
      <ListStateView
        status="error"
        error={query.error}
        onRetry={() => void query.refetch()}
        position="body"
      />
    );
  if (!user) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title="个人信息">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Avatar size={80} src={user.avatar ?? undefined} icon={<UserOutlined />} />
          </div>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'username', label: '用户名称', children: user.username },
              { key: 'phone', label: '手机号码', children: user.phone ?? EMPTY_CELL_TEXT },
              { key: 'email', label: '用户邮箱', children: user.email ?? EMPTY_CELL_TEXT },
              {
                key: 'dept',
                label: '所属部门/岗位',
                children: [user.deptName, ...user.postNames].join(' / '),
              },
              { key: 'roles', label: '所属角色', children: user.roleNames.join('、') },
              { key: 'created', label: '创建日期', children: user.createTime },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              {
                key: 'profile',
                label: '基本资料',
                children: (
                  <ProfileForm
                    user={user}
                    onSaved={(saved) => {
                      queryClient.setQueryData(currentUser.queryKey, saved);
                      notify({ level: 'success', title: '修改成功' });
                    }}
                  />
                ),
              },
              {
                key: 'password',
                label: '修改密码',
                children: (
                  <PasswordForm onSaved={() => notify({ level: 'success', title: '密码修改成功' })} />
                ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
