import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { api } from '../../lib/api';
import { lazyChunk } from '../../lib/lazy-chunk';
import { CardList as List } from './CardList';
import { HomeCard } from './HomeCard';
import { HOME_LIST_SIZE } from './home-rules';

type Notice = Schema<'Notice'>;

// The dialog (antd Modal) loads when a notice is first opened: most visits to the home page open none.
const NoticeDialog = lazyChunk('notice-dialog', () => import('./NoticeDialog'));

/** The contract's notice types as people read them (screens.md §1: 通知/公告). */
export const NOTICE_TYPES: Record<Schema<'NoticeType'>, { label: string; color: string }> = {
  NOTICE: { label: '通知', color: 'blue' },
  ANNOUNCEMENT: { label: '公告', color: 'orange' },
};

/** 通知公告: the latest notices in force; a title opens the whole text. */
export function NoticeCard() {
  const [reading, setReading] = useState<Notice | undefined>();
  const notices = useQuery(
    apiQueryOptions(api, 'post', '/api/system/notice/getPage', {
      body: { pageNum: 1, pageSize: HOME_LIST_SIZE, status: 'NORMAL' },
    }),
  );
  return (
    <HomeCard title="通知公告" query={notices}>
      <List
        dataSource={notices.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通知公告" /> }}
        renderItem={(notice) => (
          <List.Item extra={<span style={{ opacity: 0.65 }}>{notice.createdTime}</span>}>
            <span>
              <Tag color={NOTICE_TYPES[notice.type].color}>{NOTICE_TYPES[notice.type].label}</Tag>
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                onClick={() => setReading(notice)}
              >
                {notice.title}
              </Button>
            </span>
          </List.Item>
        )}
      />
      {reading && <NoticeDialog notice={reading} onClose={() => setReading(undefined)} />}
    </HomeCard>
  );
}
