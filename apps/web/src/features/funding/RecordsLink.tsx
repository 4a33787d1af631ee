import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The header link to a deposit or withdrawal history. */
export function RecordsLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="header-link">
      {t('funding.records')}
    </Link>
  );
}
