import { ConfirmButton, PermittedButton, type RowAction } from '@backoffice/ui-kit';
import Space from 'antd/es/space';

/** A document's actions as the buttons of its detail's footer: the same list, gates and confirmations as its row. */
export function ActionButtons({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Space wrap>
      {actions
        .filter((action) => !action.hidden)
        .map(({ key, label, onClick, confirm, confirmDescription, hidden: _, ...gate }) =>
          confirm ? (
            <ConfirmButton
              key={key}
              {...gate}
              confirm={confirm}
              description={confirmDescription}
              onConfirm={onClick}
            >
              {label}
            </ConfirmButton>
          ) : (
            <PermittedButton key={key} {...gate} onClick={() => onClick()}>
              {label}
            </PermittedButton>
          ),
        )}
    </Space>
  );
}
