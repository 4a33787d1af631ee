import { LANGUAGE_NAMES, LANGUAGES, languageFor } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageChoice } from '../../settings/language';
import { useLanguage } from '../../settings/useLanguage';

const DEVICE = 'device';

/** The language setting: the device's (the default) or one of the app's, kept on this device. */
export function LanguageSetting() {
  const { t } = useTranslation();
  const { choice, setChoice } = useLanguage();
  const queryClient = useQueryClient();
  const deviceLanguage = languageFor(navigator.languages ?? [navigator.language]);
  const options: { value: LanguageChoice; label: string }[] = [
    { value: null, label: t('language.device', { language: LANGUAGE_NAMES[deviceLanguage] }) },
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
  ];

  const choose = async (value: LanguageChoice) => {
    await setChoice(value);
    // What the server wrote (messages, errors) was in the language it was asked for: ask again in this one.
    await queryClient.invalidateQueries();
  };

  return (
    <>
      <h2 className="section-title">{t('language.title')}</h2>
      <fieldset className="row-group">
        <legend className="visually-hidden">{t('language.title')}</legend>
        {options.map((option) => (
          <label key={option.value ?? DEVICE} className="row choice">
            <span className="row-label" lang={option.value ?? undefined}>
              {option.label}
            </span>
            <input
              type="radio"
              name="language"
              value={option.value ?? DEVICE}
              checked={choice === option.value}
              // Fire and forget: the radio shows the choice at once; the screen follows when the texts arrive.
              onChange={() => void choose(option.value)}
            />
          </label>
        ))}
      </fieldset>
    </>
  );
}
