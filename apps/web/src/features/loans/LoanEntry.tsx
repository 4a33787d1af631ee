import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './loans.css';

/** The entry on My (under the identity entry): opens /loan. */
export function LoanEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/loan" className="card loan-entry" data-testid="loan-entry">
      <span className="loan-entry-title">{t('loans.entry')}</span>
      <span className="loan-entry-sub">{t('loans.entrySub')}</span>
      <span className="loan-entry-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
