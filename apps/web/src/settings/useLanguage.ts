import { useSyncExternalStore } from 'react';
import { languageStore } from './language';

/** The language shown and the stored choice (null: the browser's), re-rendering when either changes. */
export function useLanguage() {
  const language = useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);
  const choice = useSyncExternalStore(languageStore.subscribe, languageStore.getChoice, languageStore.getChoice);
  const antdLocale = useSyncExternalStore(
    languageStore.subscribe,
    languageStore.getAntdLocale,
    languageStore.getAntdLocale,
  );
  return { language, choice, antdLocale, setChoice: languageStore.set };
}
