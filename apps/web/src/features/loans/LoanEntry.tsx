import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './loans.css';

/** The entry on My (under the identity entry): opens /loan. */
export function LoanEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/loan" className="card entry-card" data-testid="loan-entry">
      <span className="entry-card-title">{t('loans.entry')}</span>
      <span className="entry-card-sub">{t('loans.entrySub')}</span>
      <span className="card-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
