import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark';
const STORAGE_KEY = 'theme';

function storedMode(): ThemeMode {
  return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

/** The page's own colours (its background, scrollbars, the boot markup of index.html) follow the theme too. */
function markDocument(mode: ThemeMode): ThemeMode {
  // The build renders the login page in Node, where there is no document.
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = mode;
  return mode;
}

/** The light/dark theme, kept in local storage. */
export const useThemeStore = create<{ mode: ThemeMode; toggle: () => void }>((set, get) => ({
  mode: markDocument(storedMode()),
  toggle: () => {
    const mode = markDocument(get().mode === 'dark' ? 'light' : 'dark');
    localStorage.setItem(STORAGE_KEY, mode);
    set({ mode });
  },
}));
