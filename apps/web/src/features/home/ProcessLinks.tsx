import type { Schema } from '@backoffice/sdk';
import Empty from 'antd/es/empty';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProcessStatusTag, UrgencyTag } from '../../lib/process-status';
import { CardList as List } from './CardList';

type ProcessRecord = Schema<'ProcessRecord'>;

/** A to-do's tag: how urgent it is (they are all running). */
export const urgencyTag = (process: ProcessRecord) => <UrgencyTag urgency={process.urgency} />;

/** An application's tag: where it stands. */
export const statusTag = (process: ProcessRecord) => <ProcessStatusTag process={process} />;

/** Processes as links to their 审批详情 (the list's URL with the detail open), with who started them and when. */
export function ProcessLinks({
  items,
  detailPath,
  tag,
  empty,
}: {
  items: readonly ProcessRecord[];
  detailPath: (processId: string) => string;
  tag: (process: ProcessRecord) => ReactNode;
  empty: string;
}) {
  return (
    <List
      dataSource={[...items]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      renderItem={(process) => (
        <List.Item extra={tag(process)}>
          <List.Item.Meta
            title={<Link to={detailPath(process.id)}>{process.title}</Link>}
            description={`${process.initiator.name} · ${process.initiatorDept} · ${process.startTime}`}
          />
        </List.Item>
      )}
    />
  );
}
