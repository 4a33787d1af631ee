import type { Locale } from 'antd-mobile/es/locales/base';
import enUS from 'antd-mobile/es/locales/en-US';
import { isLanguage, type Language, languageFor } from '@bourse/contract';
import { i18n, loadTexts } from '../i18n';
import { formatLocale } from '../lib/locale';
import { StorageKey, storage } from '../lib/storage';

/** The stored choice, or null to follow the browser's languages (the default). */
export type LanguageChoice = Language | null;

const readChoice = (): LanguageChoice => {
  const stored = storage.get(StorageKey.language);
  return isLanguage(stored) ? stored : null;
};

const browserLanguage = (): Language =>
  languageFor(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** antd-mobile's own texts (its pickers, dialogs, pull to refresh) in each language, fetched like ours. */
const ANTD_LOCALES: Record<Language, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW').then((m) => m.default),
  id: () => import('antd-mobile/es/locales/id-ID').then((m) => m.default),
};

let choice: LanguageChoice = readChoice();
let active: Language = 'en';
let antdLocale: Locale = enUS;
const listeners = new Set<() => void>();

/**
 * Loads the language's texts (ours and antd-mobile's), then shows it all at once: the page's lang attribute and the
 * number and date formats are set before i18next switches, so no screen draws its new words with the old formats.
 */
async function apply(language: Language): Promise<void> {
  const [locale] = await Promise.all([ANTD_LOCALES[language](), loadTexts(language)]);
  active = language;
  antdLocale = locale;
  formatLocale.set(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

export const languageStore = {
  /** The language the app shows. */
  get: (): Language => active,
  getChoice: (): LanguageChoice => choice,
  getAntdLocale: (): Locale => antdLocale,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stores the choice (null: follow the browser) and shows it once its texts have arrived. */
  async set(next: LanguageChoice): Promise<void> {
    choice = next;
    if (next === null) storage.remove(StorageKey.language);
    else storage.set(StorageKey.language, next);
    // The setting shows the choice at once; the texts follow when they have arrived.
    notify();
    await apply(next ?? browserLanguage());
  },
  /** At start: the stored choice, else the browser's language. English needs no fetch. */
  applyStored(): Promise<void> {
    choice = readChoice();
    return apply(choice ?? browserLanguage());
  },
};
