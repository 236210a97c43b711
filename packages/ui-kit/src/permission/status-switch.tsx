import Popconfirm from 'antd/es/popconfirm';
import Switch from 'antd/es/switch';
import Tooltip from 'antd/es/tooltip';
import { useGate } from './permission-context';
import type { GateProps } from './permitted-button';

/**
 * The inline 启用/停用 switch of a list row (RuoYi's handleStatusChange): asks 确认停用/启用{what}「{name}」？
 * before `onToggle`; with `code` it is disabled, and says why, for a user without that code.
 * `what` names the kind of record (用户, 角色), empty when the name says it.
 */
export function StatusSwitch({
  enabled,
  name,
  what = '',
  code,
  disabledReason,
  onToggle,
}: Omit<GateProps, 'hideIfDenied'> & {
  enabled: boolean;
  name: string;
  what?: string;
  onToggle: () => unknown;
}) {
  const { allowed, reason } = useGate(code, disabledReason);
  const control = <Switch aria-label={`启用${name}`} checked={enabled} disabled={!allowed} />;
  if (!allowed) return <Tooltip title={reason}>{control}</Tooltip>;
  return (
    <Popconfirm title={`确认${enabled ? '停用' : '启用'}${what}「${name}」？`} onConfirm={() => onToggle()}>
      {control}
    </Popconfirm>
  );
}
