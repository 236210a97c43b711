import WarningFilled from '@ant-design/icons/es/icons/WarningFilled';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '../../lib/chunk-loading';

/**
 * What a screen that failed shows: a chunk that did not load offers a reload; nothing the user typed elsewhere is
 * lost. Plain markup on purpose: this page must render when chunks do not load, so it lives in the entry and stays
 * small (antd Result would bring its illustrations along).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { token } = theme.useToken();
  const chunk = error instanceof ChunkLoadError;
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '48px 16px' }}>
      <WarningFilled style={{ fontSize: 64, color: chunk ? token.colorWarning : token.colorError }} />
      <h2 style={{ margin: '24px 0 8px', color: token.colorTextHeading }}>
        {chunk ? '页面加载失败' : '页面出错了'}
      </h2>
      <p style={{ color: token.colorTextSecondary }}>
        {error instanceof Error ? error.message : String(error)}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </div>
  );
}
