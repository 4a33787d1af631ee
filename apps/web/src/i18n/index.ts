import { DEFAULT_LANGUAGE, type Language } from '@bourse/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import type { Translation } from './translation';

export { DEFAULT_LANGUAGE };

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The other languages' texts, each in a chunk of its own, fetched only when chosen (English is in the first load). */
const BUNDLES: Record<Exclude<Language, 'en'>, () => Promise<Translation>> = {
  'zh-Hant': () => import('./zh-Hant').then((m) => m.zhHant),
  id: () => import('./id').then((m) => m.id),
};

/** Fetches the language's texts once (English is always there); `apply` in settings/language.ts switches to them. */
export async function loadTexts(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await BUNDLES[language]());
  }
}

export { i18n };
