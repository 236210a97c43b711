import Popconfirm from 'antd/es/popconfirm';
import Switch from 'antd/es/switch';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import { useGate } from './permission-context';
import type { GateProps } from './permitted-button';

/**
 * The inline 启用/停用 switch of a list row (RuoYi's handleStatusChange): asks 确认停用/启用{what}「{name}」？
 * before `onToggle`; with `code` it is disabled, and says why, for a user without that code.
 * `what` names the kind of record (用户, 角色), empty when the name says it; `description` a second line under the
 * question, naming what the change means (what a disabled record can no longer be used for, a refusal to expect).
 */
export function StatusSwitch({
  enabled,
  name,
  what = '',
  description,
  code,
  disabledReason,
  onToggle,
}: Omit<GateProps, 'hideIfDenied'> & {
  enabled: boolean;
  name: string;
  what?: string;
  description?: ReactNode;
  onToggle: () => unknown;
}) {
  const { allowed, reason } = useGate(code, disabledReason);
  const control = <Switch aria-label={`启用${name}`} checked={enabled} disabled={!allowed} />;
  if (!allowed) return <Tooltip title={reason}>{control}</Tooltip>;
  return (
    <Popconfirm
      title={`确认${enabled ? '停用' : '启用'}${what}「${name}」？`}
      description={description}
      onConfirm={() => onToggle()}
    >
      {control}
    </Popconfirm>
  );
}
