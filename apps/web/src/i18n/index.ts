import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const DEFAULT_LANGUAGE = 'en';

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
