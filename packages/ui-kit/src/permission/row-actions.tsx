import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import Dropdown from 'antd/es/dropdown';
import Popconfirm from 'antd/es/popconfirm';
import Tooltip from 'antd/es/tooltip';
import { type ReactNode, useState } from 'react';
import { LinkButton } from './link-button';
import { noPermission, usePermissions } from './permission-context';
import { ConfirmButton, type GateProps, PermittedButton } from './permitted-button';
import { useRefocusWhenBuilt } from './refocus-when-built';

/** One action of a table row. */
export interface RowAction extends Omit<GateProps, 'hideIfDenied'> {
  key: string;
  label: string;
  onClick: () => unknown;
  /** Ask first: the question, and optionally the consequence under it. */
  confirm?: string;
  confirmDescription?: ReactNode;
  danger?: boolean;
  /** Leave the action out for this row (it does not apply, e.g. 新增下级 on a button). */
  hidden?: boolean;
}

// As antd's `<Space size={0}>` lays them out, without a component around each action (issue 26).
const ROW = { display: 'inline-flex', alignItems: 'center' } as const;

/** How many actions a row shows before 更多 (screens.md §10: 修改 / 删除 / 更多). */
export const ROW_ACTIONS_SHOWN = 2;

function reasonOf(action: RowAction, can: (code?: string) => boolean): string | undefined {
  if (action.code !== undefined && !can(action.code)) return noPermission(action.code);
  return action.disabledReason;
}

/**
 * The 操作 cell of a row: the first two actions as links, the rest under 更多. Every action is gated by its
 * code (disabled with the reason, in the menu too) and asks first when it has `confirm`.
 */
export function RowActions({
  actions,
  shown = ROW_ACTIONS_SHOWN,
}: {
  actions: readonly RowAction[];
  shown?: number;
}) {
  const { can } = usePermissions();
  const [asking, setAsking] = useState<RowAction | undefined>();
  const visible = actions.filter((action) => !action.hidden);
  // With exactly one action more than fits, show it rather than a menu of one.
  const inline = visible.length === shown + 1 ? visible : visible.slice(0, shown);
  const more = visible.slice(inline.length);
  // 更多's menu (and the question one of its actions asks) is built when first opened: a list has one a row, and
  // each is a trigger with its own observers and styles before anyone clicks (issue 26). Until then `menuOpen`
  // is undefined and 更多 is a plain button that opens it; its focus stays on it (moreRef).
  const [menuOpen, setMenuOpen] = useState<boolean | undefined>();
  const moreRef = useRefocusWhenBuilt(menuOpen !== undefined);
  const moreButton = (open?: () => void) => (
    <LinkButton ref={moreRef} type="link" size="small" aria-haspopup="menu" onClick={open}>
      更多 <DownOutlined />
    </LinkButton>
  );

  return (
    <div style={ROW}>
      {inline.map(({ key, label, onClick, confirm, confirmDescription, ...gate }) =>
        confirm ? (
          <ConfirmButton
            key={key}
            type="link"
            size="small"
            {...gate}
            confirm={confirm}
            description={confirmDescription}
            onConfirm={onClick}
          >
            {label}
          </ConfirmButton>
        ) : (
          <PermittedButton key={key} type="link" size="small" {...gate} onClick={() => onClick()}>
            {label}
          </PermittedButton>
        ),
      )}
      {more.length > 0 &&
        (menuOpen === undefined ? (
          moreButton(() => setMenuOpen(true))
        ) : (
          <Popconfirm
            open={asking !== undefined}
            title={asking?.confirm}
            description={asking?.confirmDescription}
            onConfirm={() => {
              const action = asking;
              setAsking(undefined);
              return action?.onClick();
            }}
            onCancel={() => setAsking(undefined)}
            onOpenChange={(open) => {
              if (!open) setAsking(undefined);
            }}
          >
            <Dropdown
              trigger={['click']}
              open={menuOpen}
              onOpenChange={(open) => setMenuOpen(open)}
              menu={{
                items: more.map((action) => {
                  const reason = reasonOf(action, can);
                  return {
                    key: action.key,
                    danger: action.danger,
                    disabled: reason !== undefined,
                    label: reason ? (
                      <Tooltip title={reason} placement="left">
                        <span>{action.label}</span>
                      </Tooltip>
                    ) : (
                      action.label
                    ),
                  };
                }),
                onClick: ({ key }) => {
                  setMenuOpen(false);
                  const action = more.find((candidate) => candidate.key === key);
                  if (!action) return;
                  if (action.confirm) setAsking(action);
                  else void action.onClick();
                },
              }}
            >
              {moreButton()}
            </Dropdown>
          </Popconfirm>
        ))}
    </div>
  );
}
