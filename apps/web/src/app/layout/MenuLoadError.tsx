import { FailureState } from '@backoffice/ui-kit';
import Button from 'antd/es/button';

/**
 * The menu permissions could not be loaded: without them there is no menu to show, so the layout says why and
 * offers 重试 and 退出登录 instead of spinning for ever.
 */
export function MenuLoadError({
  reason,
  onRetry,
  onLogout,
}: {
  reason: string;
  onRetry: () => void;
  onLogout: () => void;
}) {
  return (
    <FailureState
      title="菜单加载失败"
      reason={reason}
      extra={
        <div style={{ display: 'inline-flex', gap: 8 }}>
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
          <Button onClick={onLogout}>退出登录</Button>
        </div>
      }
    />
  );
}
