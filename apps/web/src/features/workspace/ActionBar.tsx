import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import type { ActionState, BarAction } from './process-actions';

/** The approval detail's action bar (screens.md §3): what this user may do here; a gated action says why not. */
export function ActionBar({
  actions,
  onPick,
}: {
  actions: readonly ActionState[];
  onPick: (action: BarAction) => void;
}) {
  return (
    <Space wrap>
      {actions.map(({ action, label, disabledReason }) => (
        <Tooltip key={action} title={disabledReason}>
          <Button
            type={action === 'APPROVE' ? 'primary' : 'default'}
            danger={action === 'REJECT' || action === 'CANCEL'}
            disabled={Boolean(disabledReason)}
            onClick={() => onPick(action)}
          >
            {label}
          </Button>
        </Tooltip>
      ))}
    </Space>
  );
}
