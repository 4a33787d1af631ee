import { type Area, type Kyc, KycStatus } from '@bourse/contract';
import { Button, SearchBar } from 'antd-mobile';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { showToast } from '../../ui/toast';
import { KycStatusTag } from './KycStatusTag';
import { useAreas, useKycInfo } from './queries';
import './kyc.css';

/**
 * /kyc: the review's state (Waiting for Review, Verified!, Audit Failure with Try Again), or, before a submission
 * and after Try Again, the country then the document to verify with.
 */
export function KycScreen() {
  const { t } = useTranslation();
  const info = useKycInfo();
  const [tryingAgain, setTryingAgain] = useState(false);

  if (info.data === null || (info.data?.status === KycStatus.failed && tryingAgain)) return <CountryStep />;
  let body;
  if (info.isPending) body = <CardSkeleton count={1} className="stack-skeleton" />;
  else if (info.isError) body = <ErrorState onRetry={() => void info.refetch()} />;
  else body = <KycState kyc={info.data} onTryAgain={() => setTryingAgain(true)} />;
  return (
    <Screen title={t('kyc.title')} backTo="/my">
      {body}
    </Screen>
  );
}

function KycState({ kyc, onTryAgain }: { kyc: Kyc; onTryAgain: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = {
    [KycStatus.pending]: t('kyc.waiting'),
    [KycStatus.failed]: t('kyc.failed'),
    [KycStatus.verified]: t('kyc.verified'),
  }[kyc.status];
  const lead = {
    [KycStatus.pending]: t('kyc.waitingBody'),
    [KycStatus.failed]: t('kyc.failedBody'),
    [KycStatus.verified]: t('kyc.verifiedBody'),
  }[kyc.status];
  return (
    <section className={`card kyc-state kyc-state-${kyc.status}`} aria-label={heading} data-testid="kyc-state">
      <span className="kyc-state-mark" aria-hidden="true">
        {kyc.status === KycStatus.verified ? '✓' : kyc.status === KycStatus.pending ? '…' : '!'}
      </span>
      <h2>{heading}</h2>
      <p className="kyc-state-lead">{lead}</p>
      {kyc.status === KycStatus.failed && kyc.reason && (
        <p className="kyc-reason" data-testid="kyc-reason">
          <span>{t('kyc.reason')}</span> {kyc.reason}
        </p>
      )}
      <dl className="kyc-details">
        <Detail label={t('kyc.document')} value={kyc.docType === 'idcard' ? t('kyc.idCard') : t('kyc.passport')} />
        <Detail label={t('kyc.country')} value={kyc.countryName} />
        <Detail label={t('kyc.name')} value={`${kyc.firstName} ${kyc.lastName}`} />
        <Detail label={t('kyc.number')} value={kyc.idNumber} num />
        <Detail label={t('kyc.submitted')} value={formatDateTime(kyc.createTimeTimestamp)} num />
        {kyc.reviewTimeTimestamp !== null && (
          <Detail label={t('kyc.reviewed')} value={formatDateTime(kyc.reviewTimeTimestamp)} num />
        )}
        <div className="kyc-detail">
          <dt>{t('kyc.status')}</dt>
          <dd>
            <KycStatusTag status={kyc.status} />
          </dd>
        </div>
      </dl>
      {kyc.status === KycStatus.failed ? (
        <Button block color="primary" size="large" onClick={onTryAgain}>
          {t('kyc.tryAgain')}
        </Button>
      ) : (
        <Button block size="large" onClick={() => void navigate('/my')}>
          {t('kyc.done')}
        </Button>
      )}
    </section>
  );
}

function Detail({ label, value, num = false }: { label: string; value: string; num?: boolean }) {
  return (
    <div className="kyc-detail">
      <dt>{label}</dt>
      <dd className={num ? 'num' : undefined}>{value}</dd>
    </div>
  );
}

/** Countries matching the query by name, ISO code or dialling code. */
function matching(areas: readonly Area[], query: string): Area[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...areas];
  return areas.filter(
    (a) =>
      a.name.toLowerCase().includes(q) || a.isoCode.toLowerCase() === q || a.dialCode === q || a.dialCode === `+${q}`,
  );
}

/** The country (searchable, from /areaInfo/list), then ID card or passport. */
function CountryStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const areas = useAreas();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [chosen, setChosen] = useState<Area | undefined>();

  const go = (doc: 'idcard' | 'passport') => {
    if (!chosen) {
      showToast(t('kyc.prompts.country'));
      return;
    }
    void navigate(`/kyc/${doc}?country=${chosen.isoCode}`);
  };

  let list;
  if (areas.isPending) list = <ListSkeleton rows={8} />;
  else if (areas.isError) list = <ErrorState onRetry={() => void areas.refetch()} />;
  else {
    const shown = matching(areas.data, deferred);
    list =
      shown.length === 0 ? (
        <EmptyState title={t('kyc.noCountry', { query: deferred.trim() })} />
      ) : (
        <ul className="row-group kyc-countries" aria-label={t('kyc.countries')}>
          {shown.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="row kyc-country"
                aria-pressed={chosen?.id === a.id}
                onClick={() => setChosen(a)}
              >
                <span className="row-label">{a.name}</span>
                <span className="row-value num">{a.isoCode}</span>
                <span className="kyc-check" aria-hidden="true">
                  {chosen?.id === a.id ? '✓' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      );
  }

  const footer = (
    <div className="kyc-doc-bar">
      <p className="kyc-chosen" aria-live="polite">
        {chosen ? t('kyc.chosenCountry', { country: chosen.name }) : t('kyc.prompts.country')}
      </p>
      <div className="kyc-doc-buttons">
        <Button color="primary" onClick={() => go('idcard')}>
          {t('kyc.idCard')}
        </Button>
        <Button color="primary" onClick={() => go('passport')}>
          {t('kyc.passport')}
        </Button>
      </div>
    </div>
  );

  return (
    <Screen title={t('kyc.title')} backTo="/my" footer={footer}>
      <p className="screen-lead">{t('kyc.countryLead')}</p>
      <SearchBar
        className="kyc-search"
        placeholder={t('kyc.searchCountry')}
        value={query}
        onChange={setQuery}
        aria-label={t('kyc.searchCountry')}
      />
      {list}
    </Screen>
  );
}
