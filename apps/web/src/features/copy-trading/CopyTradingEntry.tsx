import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './copy-trading.css';

/** The entry on My: opens the institutions. */
export function CopyTradingEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/institution" className="card entry-card" data-testid="copy-trading-entry">
      <span className="entry-card-title">{t('copyTrading.entry')}</span>
      <span className="entry-card-sub">{t('copyTrading.entrySub')}</span>
      <span className="card-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
