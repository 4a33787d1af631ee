import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './robots.css';

/** The entry on My: opens /robot. */
export function RobotEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/robot" className="card robot-entry" data-testid="robot-entry">
      <span className="robot-entry-title">{t('robots.entry')}</span>
      <span className="robot-entry-sub">{t('robots.entrySub')}</span>
      <span className="robot-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
