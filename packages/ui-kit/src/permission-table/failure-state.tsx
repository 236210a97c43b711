import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

/**
 * What failed to load, said in place of what would have shown: a warning icon, the title, the reason and the way
 * on (重试…). The look of antd's `<Result status="warning">` without its module, which carries the 403/404/500
 * illustrations every screen would download for a state it rarely shows (issue 26). Announced as an alert.
 */
export function FailureState({
  title,
  reason,
  extra,
}: {
  title: string;
  reason: ReactNode;
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{ padding: `${token.paddingXL * 2}px ${token.paddingLG}px`, textAlign: 'center' }}
    >
      <ExclamationCircleFilled
        style={{ fontSize: 72, color: token.colorWarning, marginBottom: token.marginLG }}
      />
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
        }}
      >
        {title}
      </div>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, marginTop: token.marginXS }}>
        {reason}
      </div>
      {extra && <div style={{ marginTop: token.marginLG }}>{extra}</div>}
    </div>
  );
}
