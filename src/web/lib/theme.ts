import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** public/theme-init.js applies the stored or system theme before paint; this keeps it in sync after. */
export function applyTheme(theme: Theme, options: { persist?: boolean } = { persist: true }) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  if (options.persist) localStorage.setItem(storageKeys.theme, theme);
  for (const listener of listeners) listener();
}

export function useTheme() {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readTheme,
    () => 'light' as Theme,
  );
  const toggleTheme = useCallback(() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme: applyTheme, toggleTheme };
}
