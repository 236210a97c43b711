import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark';
const STORAGE_KEY = 'theme';

function storedMode(): ThemeMode {
  return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

/** The light/dark theme, kept in local storage. */
export const useThemeStore = create<{ mode: ThemeMode; toggle: () => void }>((set, get) => ({
  mode: storedMode(),
  toggle: () => {
    const mode = get().mode === 'dark' ? 'light' : 'dark';
    localStorage.setItem(STORAGE_KEY, mode);
    set({ mode });
  },
}));
