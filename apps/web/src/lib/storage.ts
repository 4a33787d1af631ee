/** Local storage under the product prefix (docs/product.md §6). Storage failures (private mode, quota) are ignored. */
export const STORAGE_PREFIX = 'bourse_';

export const StorageKey = {
  token: 'token',
  user: 'user',
  /** The last username used to log in, to prefill the login form. The password is never stored. */
  account: 'account',
  priceColors: 'price_colors',
  /** 'light' or 'dark' when the user chose one; absent to follow the system. index.html reads it before any script. */
  theme: 'theme',
  /** Instruments opened from search, newest first (docs/product.md §6: search history is stored). */
  searchHistory: 'search_history',
  /** '1' when the My screen masks amounts as ***** (docs/product.md §9). */
  hideAmounts: 'hide_amounts',
  /** The chosen language (en, zh-Hant, id); absent to follow the browser's. */
  language: 'language',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return localStorage.getItem(STORAGE_PREFIX + key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      localStorage.setItem(STORAGE_PREFIX + key, value);
    } catch {
      // Nothing to do: the value lives for this page only.
    }
  },
  remove(key: StorageKey): void {
    try {
      localStorage.removeItem(STORAGE_PREFIX + key);
    } catch {
      // Nothing to do.
    }
  },
};
