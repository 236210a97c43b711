import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Statistic from 'antd/es/statistic';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What a card shows of its query: loading, failed (with 重试), or its content. */
export interface CardQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The frame of a home card, drawn as antd's Card draws it (title bar with its link, padded body) without it: antd's
 * Card always brings Tabs along for its `tabList` (14 KB gzip of the home page's JS with Card's own code). A named
 * region, so a screen reader lists the cards.
 */
export function CardFrame({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={title}
      style={{
        height: '100%',
        minWidth: 0,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: token.marginSM,
          minHeight: 56,
          padding: `0 ${token.paddingLG}px`,
          borderBlockEnd: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        <h2 style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>{title}</h2>
        {extra}
      </header>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
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
    <CardFrame title={title} extra={more && <Link to={more}>查看全部</Link>}>
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
