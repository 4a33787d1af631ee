import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** My's way in to mining rewards. */
export function MiningEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/mining" className="card entry-card" data-testid="mining-entry">
      <span className="entry-card-title">{t('mining.entry')}</span>
      <span className="entry-card-sub">{t('mining.entrySub')}</span>
      <span className="card-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
