import theme from 'antd/es/theme';
import { createContext, type ReactNode, useContext } from 'react';

const FirstItem = createContext(false);

/**
 * The short lists of the home cards, drawn like antd's List without its paging: antd's List always brings
 * Pagination and its Select along, and the home page has no use for them (issue 12: the home page's JS). Same
 * props as the List uses here: `dataSource`, `renderItem`, `locale.emptyText`; items are keyed by their id.
 */
export function CardList<Item extends { id: string }>({
  dataSource,
  renderItem,
  locale,
}: {
  dataSource: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  locale: { emptyText: ReactNode };
}) {
  if (dataSource.length === 0) return locale.emptyText;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {dataSource.map((item, index) => (
        <FirstItem.Provider key={item.id} value={index === 0}>
          {renderItem(item)}
        </FirstItem.Provider>
      ))}
    </ul>
  );
}

function CardListItem({ extra, children }: { extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const first = useContext(FirstItem);
  return (
    <li
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: token.marginMD,
        padding: `${token.paddingSM}px 0`,
        borderBlockStart: first ? undefined : `1px solid ${token.colorSplit}`,
        color: token.colorText,
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {extra}
    </li>
  );
}

function CardListMeta({ title, description }: { title: ReactNode; description: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <>
      <div style={{ fontWeight: token.fontWeightStrong, marginBlockEnd: token.marginXXS }}>{title}</div>
      <div style={{ color: token.colorTextDescription }}>{description}</div>
    </>
  );
}

CardListItem.Meta = CardListMeta;
CardList.Item = CardListItem;

/**
 * A project's progress in a card's row, drawn like antd's small Progress line without bringing it (5.6 KB gzip
 * the home page does not need): a bar in the theme's colours and the percentage, named for screen readers.
 */
export function CardProgress({ percent, label }: { percent: number; label: string }) {
  const { token } = theme.useToken();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, width: 110, flex: 'none' }}
    >
      <div style={{ flex: 1, height: 6, borderRadius: 3, background: token.colorFillSecondary }}>
        <div
          style={{
            width: `${value}%`,
            height: '100%',
            borderRadius: 3,
            background: value === 100 ? token.colorSuccess : token.colorPrimary,
          }}
        />
      </div>
      <span style={{ color: token.colorText, fontSize: token.fontSizeSM, minWidth: 32 }}>{value}%</span>
    </div>
  );
}
