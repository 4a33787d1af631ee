import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './copy-trading.css';

/** The entry on My: opens the institutions. */
export function CopyTradingEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/institution" className="card institution-entry" data-testid="copy-trading-entry">
      <span className="institution-entry-title">{t('copyTrading.entry')}</span>
      <span className="institution-entry-sub">{t('copyTrading.entrySub')}</span>
      <span className="institution-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
