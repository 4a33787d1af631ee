import { DEFAULT_LANGUAGE, type Language } from '@bourse/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadOnce } from '../lib/load-once';
import { en } from './en';
import type { Translation } from './translation';

export { DEFAULT_LANGUAGE };

void i18n.use(initReactI18next).init({
  // A copy: i18next keeps the object it is given and merges the screens' English into it (`loadScreenTexts`).
  resources: { en: { translation: structuredClone(en) } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The other languages' texts, each in a chunk of its own, fetched only when chosen (English's first screens are in the first load). */
const BUNDLES: Record<Exclude<Language, 'en'>, () => Promise<Translation>> = {
  'zh-Hant': () => import('./zh-Hant').then((m) => m.zhHant),
  id: () => import('./id').then((m) => m.id),
};

/**
 * Adds the English of every screen but the first (en-screens.ts, a chunk of its own) to i18next's English, once; the
 * first load carries only the shell's and /market's (en.ts).
 */
const loadEnglishScreens = loadOnce(async () => {
  const { enScreens } = await import('./en-screens');
  i18n.addResourceBundle('en', 'translation', enScreens, true, false);
});

/** Fetches the language's texts once; `apply` in settings/language.ts switches to them. */
export async function loadTexts(language: Language): Promise<void> {
  if (language === 'en') return loadEnglishScreens();
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await BUNDLES[language]());
  }
}

/**
 * What a lazy screen waits for beside its code (lib/lazy-screen.tsx): the screens' English while the app is in
 * English; nothing in another language, whose file holds every screen's texts (switching to English loads them).
 */
export const loadScreenTexts = (): Promise<void> => (i18n.language === 'en' ? loadEnglishScreens() : Promise.resolve());

export { i18n };
