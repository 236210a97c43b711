import type { Schema } from '@backoffice/sdk';
import { createStore } from 'zustand/vanilla';

type OperationPermission = Schema<'OperationPermission'>;

/**
 * spec §4: operation permission state holds a list of permission items and a list of their codes — those of the
 * open screen, written by the layout (ScreenPermissions) from the same call that feeds the ui-kit's
 * PermissionProvider. A plain store, not a hook: no component can read codes from here (one render behind the
 * provider); every gate asks the provider (`can(code)`, PermittedButton, RowActions …), the one source of codes.
 */
export interface AuthState {
  items: OperationPermission[];
  codes: string[];
  setItems: (items: OperationPermission[]) => void;
}

export const authStore = createStore<AuthState>((set) => ({
  items: [],
  codes: [],
  setItems: (items) => set({ items, codes: items.map((item) => item.code) }),
}));
