import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** My's way in to mining rewards. */
export function MiningEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/mining" className="card mining-entry" data-testid="mining-entry">
      <span className="mining-entry-title">{t('mining.entry')}</span>
      <span className="mining-entry-sub">{t('mining.entrySub')}</span>
      <span className="mining-entry-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
