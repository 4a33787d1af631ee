import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_PREFERENCES, type ThemePreference } from '../../settings/theme';
import { useThemePreference } from '../../settings/useTheme';

const LABEL_KEYS = {
  system: 'setting.themeSystem',
  light: 'setting.themeLight',
  dark: 'setting.themeDark',
} as const satisfies Record<ThemePreference, string>;

/** The theme choice of /my/setting, with its section title: the system's (default), light or dark; kept locally. */
export function ThemeSetting() {
  const { t } = useTranslation();
  const [preference, setPreference] = useThemePreference();
  const titleId = useId();

  return (
    <>
      <h2 className="section-title" id={titleId}>
        {t('setting.theme')}
      </h2>
      <fieldset className="row-group" aria-labelledby={titleId}>
        {THEME_PREFERENCES.map((value) => (
          <label key={value} className="row choice">
            <span className="row-label">{t(LABEL_KEYS[value])}</span>
            <input
              type="radio"
              name="theme"
              value={value}
              checked={preference === value}
              onChange={() => setPreference(value)}
            />
          </label>
        ))}
      </fieldset>
    </>
  );
}
