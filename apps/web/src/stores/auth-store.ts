import type { Schema } from '@backoffice/sdk';
import { create } from 'zustand';

type OperationPermission = Schema<'OperationPermission'>;

/** spec §4: operation permission state holds a list of permission items and a list of their codes. */
export interface AuthState {
  items: OperationPermission[];
  codes: string[];
  setItems: (items: OperationPermission[]) => void;
  /** Synchronous check for buttons and columns (Ant Design Pro's access): no request per check. */
  can: (code: string) => boolean;
}

export const useAuthStore = create<AuthState>((set, get) => ({
  items: [],
  codes: [],
  setItems: (items) => set({ items, codes: items.map((item) => item.code) }),
  can: (code) => get().codes.includes(code),
}));
