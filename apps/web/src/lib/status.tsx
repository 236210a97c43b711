import type { Schema } from '@backoffice/sdk';
import type { SearchField } from '@backoffice/ui-kit';
import Popconfirm from 'antd/es/popconfirm';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';

export type Status = Schema<'Status'>;

/** The contract's Status (ENABLED 正常, DISABLED 停用) as the forms and filters offer it. */
export const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: 'ENABLED', label: '正常' },
  { value: 'DISABLED', label: '停用' },
];

/** The 状态 filter of a list's query bar. */
export const STATUS_SEARCH_FIELD: SearchField = {
  name: 'status',
  label: '状态',
  type: 'select',
  options: STATUS_OPTIONS,
};

/** 正常 in green, 停用 in grey. */
export function StatusTag({ status }: { status: Status }) {
  return status === 'ENABLED' ? <Tag color="success">正常</Tag> : <Tag>停用</Tag>;
}

/**
 * The inline 状态 switch of a list row: asks 确认停用/启用{what}「{name}」？ before `onToggle` flips it.
 * `what` names the kind of record (用户, 角色), empty for menus and definitions whose names say it.
 */
export function StatusSwitch({
  enabled,
  name,
  what = '',
  disabled,
  onToggle,
}: {
  enabled: boolean;
  name: string;
  what?: string;
  disabled?: boolean;
  onToggle: () => unknown;
}) {
  return (
    <Popconfirm
      title={`确认${enabled ? '停用' : '启用'}${what}「${name}」？`}
      onConfirm={() => onToggle()}
      disabled={disabled}
    >
      <Switch aria-label={`启用${name}`} checked={enabled} disabled={disabled} />
    </Popconfirm>
  );
}
