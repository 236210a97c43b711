import type { Schema } from '@backoffice/sdk';
import { TREE_ROOT_PARENT_ID } from '@backoffice/sdk/constants';

export type Permission = Schema<'Permission'>;
export type PermissionInput = Schema<'PermissionInput'>;

/** spec §3: the root parent id, as the contract's string ids carry it. */
export const ROOT_PARENT_ID = String(TREE_ROOT_PARENT_ID);

/** What the form sends for a type: a button has no route or icon; a directory or menu has no operation code. */
export function permissionPayload(values: PermissionInput): PermissionInput {
  const button = values.type === 'F';
  return {
    ...values,
    parentId: values.parentId || ROOT_PARENT_ID,
    path: button ? null : values.path || null,
    icon: button ? null : values.icon || null,
    code: values.code || null,
    component: values.component || null,
  };
}

/** Deleting a menu with children is refused by the server too; say it before asking. */
export function hasChildren(permissions: readonly Permission[], id: string): boolean {
  return permissions.some((permission) => permission.parentId === id);
}
