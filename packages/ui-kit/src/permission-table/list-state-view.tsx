import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { failureReason, type ListStatus } from '../list/list-status';
import { FailureState } from './failure-state';

/**
 * What a list shows instead of (or above) its rows: the skeleton before the first rows; 加载失败 with the reason
 * and 重试 when they never came (never 暂无数据); a warning with 重试 above rows still shown when a reload failed.
 * Returns null when the rows are to be shown as they are.
 */
export function ListStateView({
  status,
  error,
  onRetry,
  position,
}: {
  status: ListStatus;
  error: unknown;
  onRetry?: () => void;
  /** 'body' renders the states that replace the table, 'above' the one shown over stale rows. */
  position: 'body' | 'above';
}) {
  const retry = onRetry && (
    <Button type="primary" onClick={onRetry}>
      重试
    </Button>
  );
  if (position === 'above')
    return status === 'refetchError' ? (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={`刷新失败：${failureReason(error)}，当前显示的是上次加载的数据`}
        action={retry}
      />
    ) : null;
  if (status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (status === 'error')
    return <FailureState title="加载失败" reason={failureReason(error)} extra={retry} />;
  return null;
}
