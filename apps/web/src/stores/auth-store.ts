import type { Schema } from '@backoffice/sdk';
import { create } from 'zustand';

type OperationPermission = Schema<'OperationPermission'>;

/**
 * spec §4: operation permission state holds a list of permission items and a list of their codes — those of the
 * open screen. Components never read codes from here: they ask the ui-kit's PermissionProvider (`can(code)`),
 * which the layout feeds from the same call, so there is one source for buttons and columns alike.
 */
export interface AuthState {
  items: OperationPermission[];
  codes: string[];
  setItems: (items: OperationPermission[]) => void;
}

export const useAuthStore = create<AuthState>((set) => ({
  items: [],
  codes: [],
  setItems: (items) => set({ items, codes: items.map((item) => item.code) }),
}));
