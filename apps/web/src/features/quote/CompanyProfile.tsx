import type { Endpoints, OutputOf } from '@bourse/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type StockInfo = OutputOf<Endpoints['stockDetail']>['stockInfo'];

const CLAMP_CHARS = 220;

/** The company profile: sector and exchange, and the description (long ones fold). */
export function CompanyProfile({ info }: { info: StockInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const long = info.profile.length > CLAMP_CHARS;
  return (
    <section aria-label={t('quote.profile')}>
      <h2 className="section-title">{t('quote.profile')}</h2>
      <div className="card profile-card">
        <div className="profile-tags">
          {info.sector && <span className="tag">{info.sector}</span>}
          <span className="tag">{info.exchange}</span>
          <span className="tag">{info.currency}</span>
        </div>
        <p className={open || !long ? 'profile-text' : 'profile-text clamped'}>
          {info.profile || t('quote.noProfile')}
        </p>
        {long && (
          <button type="button" className="link-button" onClick={() => setOpen(!open)}>
            {open ? t('quote.less') : t('quote.more')}
          </button>
        )}
      </div>
    </section>
  );
}
