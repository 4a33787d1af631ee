import { StorageKey, storage } from '../lib/storage';

/** The user's theme choice: follow the system (default), or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
/** The palette in use now. */
export type Theme = 'light' | 'dark';
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const satisfies readonly ThemePreference[];

/** The browser bar's colour per theme: the screen background (palette.css --bourse-bg). */
const BAR_COLOURS: Record<Theme, string> = { dark: '#0b1220', light: '#f3f5f9' };

const systemQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: light)')
    : null;

const readPreference = (): ThemePreference => {
  const stored = storage.get(StorageKey.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
};

/** What a preference means now; the system's choice is light only when it says so (dark is Bourse's own look). */
export const resolveTheme = (preference: ThemePreference, systemLight: boolean): Theme =>
  preference === 'system' ? (systemLight ? 'light' : 'dark') : preference;

let preference: ThemePreference = readPreference();
let theme: Theme = resolveTheme(preference, systemQuery()?.matches ?? false);
const listeners = new Set<() => void>();

/** palette.css and antd-mobile read the attribute; index.html sets it the same way before the first paint. */
const apply = () => {
  theme = resolveTheme(preference, systemQuery()?.matches ?? false);
  document.documentElement.dataset.prefersColorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BAR_COLOURS[theme]);
  for (const listener of listeners) listener();
};

export const themeStore = {
  preference: (): ThemePreference => preference,
  theme: (): Theme => theme,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(value: ThemePreference): void {
    preference = value;
    if (value === 'system') storage.remove(StorageKey.theme);
    else storage.set(StorageKey.theme, value);
    apply();
  },
  /** Applies the stored choice and follows the system's changes while the choice is "system" (at start). */
  start(): void {
    preference = readPreference();
    apply();
    systemQuery()?.addEventListener('change', () => {
      if (preference === 'system') apply();
    });
  },
};
