import { useSyncExternalStore } from 'react';
import { type Theme, type ThemePreference, themeStore } from './theme';

/** The theme choice (system, light or dark) and its setter. */
export function useThemePreference(): [ThemePreference, (value: ThemePreference) => void] {
  const value = useSyncExternalStore(themeStore.subscribe, themeStore.preference, themeStore.preference);
  return [value, themeStore.set];
}

/** The palette in use now; changes with the choice and, under "system", with the system. */
export function useTheme(): Theme {
  return useSyncExternalStore(themeStore.subscribe, themeStore.theme, themeStore.theme);
}
