import { useTranslation } from 'react-i18next';

/** docs/design.md §6: the feed is a simulator, and the app says so plainly. */
export function SimulatedNote() {
  const { t } = useTranslation();
  return (
    <p className="simulated-note" data-testid="simulated-note">
      <span className="simulated-dot" aria-hidden="true" />
      {t('market.simulated')}
    </p>
  );
}
