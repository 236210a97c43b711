import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Statistic from 'antd/es/statistic';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardFrame } from './CardFrame';

/** What a card shows of its query: loading, failed (with 重试), or its content. */
export interface CardQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * One home card (screens.md §1): its title, 查看全部 to the list behind it, a count and the latest items. A failed
 * load says so and offers 重试 instead of an empty list.
 */
export function HomeCard({
  title,
  more,
  count,
  query,
  children,
}: {
  title: string;
  /** The list 查看全部 opens; no link when the card has no screen of its own. */
  more?: string;
  count?: { label: string; value: number; icon?: ReactNode };
  query: CardQuery;
  children: ReactNode;
}) {
  return (
    <CardFrame
      role="region"
      aria-label={title}
      title={title}
      extra={more && <Link to={more}>查看全部</Link>}
      style={{ height: '100%' }}
    >
      {query.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${title}加载失败`}>
          <Button onClick={() => query.refetch()}>重试</Button>
        </Empty>
      ) : query.isPending ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : (
        <>
          {count && <Statistic title={count.label} value={count.value} prefix={count.icon} />}
          {children}
        </>
      )}
    </CardFrame>
  );
}
