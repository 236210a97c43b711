import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A home card's frame drawn like antd's Card (its title row with an extra, its body) without it: antd's Card
 * always brings Tabs and the Form's field variants along, which the home page has no use for (issue 12: the home
 * page's JS).
 */
export function CardFrame({
  title,
  extra,
  children,
  style,
  ...rest
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  role?: string;
  'aria-label'?: string;
}) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        display: 'flex',
        flexDirection: 'column',
        ...style,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginSM,
          minHeight: 56,
          padding: `0 ${token.paddingLG}px`,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          fontSize: token.fontSizeLG,
          fontWeight: token.fontWeightStrong,
        }}
      >
        <div
          style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {title}
        </div>
        {extra && <div style={{ fontSize: token.fontSize, fontWeight: 'normal' }}>{extra}</div>}
      </div>
      <div style={{ padding: token.paddingLG, flex: 1 }}>{children}</div>
    </div>
  );
}
