import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { ccListPath, readCcRecord } from '../../lib/approval-detail';
import { CardList as List } from './CardList';
import { HomeCard } from './HomeCard';
import { HOME_LIST_SIZE } from './home-rules';

/** 抄送我的（未读）: what others shared with me and I have not read; opening one reads it, as in the list. */
export function CcCard() {
  const queryClient = useQueryClient();
  const unread = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/processCc/getPage', {
      body: { pageNum: 1, pageSize: HOME_LIST_SIZE, read: false },
    }),
  );
  return (
    <HomeCard
      title="抄送我的（未读）"
      more={ccListPath()}
      count={{ label: '未读', value: unread.data?.total ?? 0, icon: <CopyOutlined /> }}
      query={unread}
    >
      <List
        dataSource={unread.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有未读的抄送" /> }}
        renderItem={(cc) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link
                  to={ccListPath(cc.processId)}
                  onClick={async () => {
                    if (await readCcRecord(cc.id))
                      await queryClient.invalidateQueries({ queryKey: operationKey('getCcPage') });
                  }}
                >
                  {cc.title}
                </Link>
              }
              description={`${cc.ccBy.name} 抄送 · ${cc.ccNodeName} · ${cc.ccTime}`}
            />
          </List.Item>
        )}
      />
    </HomeCard>
  );
}
