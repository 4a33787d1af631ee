import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './robots.css';

/** The entry on My: opens /robot. */
export function RobotEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/robot" className="card entry-card" data-testid="robot-entry">
      <span className="entry-card-title">{t('robots.entry')}</span>
      <span className="entry-card-sub">{t('robots.entrySub')}</span>
      <span className="card-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
