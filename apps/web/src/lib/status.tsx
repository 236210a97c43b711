import type { Schema } from '@backoffice/sdk';
import { StatusSchema } from '@backoffice/sdk/schemas';
import { DictRadioGroup, DictTag, dictSearchField } from './dict';

export type Status = Schema<'Status'>;

/** The 状态 filter of a list's query bar (正常 / 停用, from the dictionary the contract names). */
export const STATUS_SEARCH_FIELD = dictSearchField('status', '状态', StatusSchema);

/** 正常 / 停用 as the dictionary's coloured tag. */
export function StatusTag({ status }: { status: Status }) {
  return <DictTag dict={StatusSchema} value={status} />;
}

/** The 状态 field of a form. */
export function StatusRadioGroup(props: { value?: Status; onChange?: (status: Status) => void }) {
  return (
    <DictRadioGroup
      dict={StatusSchema}
      value={props.value}
      onChange={(event) => props.onChange?.(event.target.value as Status)}
    />
  );
}

/**
 * The `status` option of a list hook for records with the contract's Status: enabled when ENABLED, changed by
 * sending `{ id, status }` — e.g. `statusToggle((body) => api.PUT('/api/admin/user/status', { body }))`.
 */
export function statusToggle<Row extends { id: string; status: Status }>(
  send: (body: { id: string; status: Status }) => Promise<unknown>,
) {
  return {
    enabled: (row: Row) => row.status === 'ENABLED',
    change: (row: Row, enable: boolean) => send({ id: row.id, status: enable ? 'ENABLED' : 'DISABLED' }),
  };
}
