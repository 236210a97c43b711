import { create } from 'zustand';
import { type AuthData, type MenuPermission, toAuthData } from '../lib/access';
import { clearSession, storedUser, type UserInfo } from '../lib/session';

/** spec §4: global state holds user info, menu permission data, the to-do count and a refresh function for it. */
export interface GlobalState {
  userInfo: UserInfo | null;
  authData: AuthData | null;
  todoCount: number;
  refreshTodoCount: () => Promise<void>;
  setUserInfo: (user: UserInfo | null) => void;
  setMenuPermissions: (list: readonly MenuPermission[]) => void;
  setTodoCount: (count: number) => void;
  setTodoRefresher: (refresh: () => Promise<void>) => void;
  reset: () => void;
}

export const useGlobalStore = create<GlobalState>((set) => ({
  userInfo: storedUser(),
  authData: null,
  todoCount: 0,
  refreshTodoCount: async () => {},
  setUserInfo: (userInfo) => set({ userInfo }),
  setMenuPermissions: (list) => set({ authData: toAuthData(list) }),
  setTodoCount: (todoCount) => set({ todoCount }),
  setTodoRefresher: (refreshTodoCount) => set({ refreshTodoCount }),
  reset: () => {
    clearSession();
    set({ userInfo: null, authData: null, todoCount: 0 });
  },
}));
