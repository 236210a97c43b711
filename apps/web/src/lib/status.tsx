import type { Schema } from '@backoffice/sdk';
import type { SearchField } from '@backoffice/ui-kit';
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
