import type { Schema } from '@backoffice/sdk';
import { newId } from '@backoffice/ui-kit';

export type Supplier = Schema<'Supplier'>;
export type SupplierStatus = Schema<'SupplierStatus'>;
export type SupplierContact = Schema<'SupplierContact'>;

/** 启用 / 停用 / 冻结: what each status can be changed to, and what the change means (screens.md §7). */
export const STATUS_CHANGES: Record<SupplierStatus, readonly SupplierStatus[]> = {
  ENABLED: ['DISABLED', 'FROZEN'],
  DISABLED: ['ENABLED', 'FROZEN'],
  FROZEN: ['ENABLED', 'DISABLED'],
};

/** The action label and its consequence, by the status it leads to. */
export const STATUS_CHANGE_TEXT: Record<
  SupplierStatus,
  { verb: string; consequence: string; reason: boolean }
> = {
  ENABLED: { verb: '启用', consequence: '启用后可以向它下单。', reason: false },
  DISABLED: { verb: '停用', consequence: '停用后不能再向它下单；有未完成订单时服务器会拒绝。', reason: true },
  FROZEN: {
    verb: '冻结',
    consequence: '冻结后不能再向它下单，已有订单照常执行；冻结原因会显示在供应商上。',
    reason: true,
  },
};

/** A new contact row: a new id (spec §3), the first one primary. */
export function newContact(existing: readonly SupplierContact[]): SupplierContact {
  return { id: newId(), name: '', position: null, mobile: null, email: null, primary: existing.length === 0 };
}

/** Exactly one primary contact when there are any: the one ticked last wins, the first when none is ticked. */
export function withOnePrimary(contacts: readonly SupplierContact[], ticked?: string): SupplierContact[] {
  if (contacts.length === 0) return [];
  const primaryId = ticked ?? contacts.find((contact) => contact.primary)?.id ?? contacts[0]?.id;
  return contacts.map((contact) => ({ ...contact, primary: contact.id === primaryId }));
}

/** Blank optional texts go as null, as the contract wants; texts are trimmed. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
