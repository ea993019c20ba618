import { useSyncExternalStore } from 'react';

/** 'system' follows prefers-color-scheme; an explicit choice is persisted under THEME_KEY. */
export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/** Also read by public/theme-init.js before the app loads. */
export const THEME_KEY = 'theme';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

export function readPreference(): ThemePreference {
  const stored = localStorage.getItem(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): Theme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

function currentTheme(): Theme {
  return resolveTheme(readPreference(), darkQuery().matches);
}

function applyTheme(): void {
  document.documentElement.classList.toggle('dark', currentTheme() === 'dark');
  listeners.forEach((listener) => listener());
}

export function setThemePreference(preference: ThemePreference): void {
  if (preference === 'system') localStorage.removeItem(THEME_KEY);
  else localStorage.setItem(THEME_KEY, preference);
  applyTheme();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const query = darkQuery();
  query.addEventListener('change', applyTheme);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', applyTheme);
  };
}

/** The chosen preference (Light, Dark or System) and how to change it; applied at once. */
export function useThemePreference(): {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
} {
  const preference = useSyncExternalStore(subscribe, readPreference);
  return { preference, setPreference: setThemePreference };
}
