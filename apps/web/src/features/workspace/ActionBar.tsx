import { PermittedButton } from '@backoffice/ui-kit';
import Space from 'antd/es/space';
import type { ActionState, BarAction } from './process-actions';

/**
 * The approval detail's action bar (screens.md §3): what this user may do here, each action gated by its operation
 * code from the screen's permission provider as every button is (without it: disabled, saying which code is missing).
 */
export function ActionBar({
  actions,
  onPick,
}: {
  actions: readonly ActionState[];
  onPick: (action: BarAction) => void;
}) {
  return (
    <Space wrap>
      {actions.map(({ action, label, code }) => (
        <PermittedButton
          key={action}
          code={code}
          type={action === 'APPROVE' ? 'primary' : 'default'}
          danger={action === 'REJECT' || action === 'CANCEL'}
          onClick={() => onPick(action)}
        >
          {label}
        </PermittedButton>
      ))}
    </Space>
  );
}
