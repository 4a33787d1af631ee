import type { BlockTradingStatus } from '@bourse/contract';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { formatDateTime } from '../../lib/date-time';
import { LoginPrompt } from '../../ui/LoginPrompt';
import { useSession } from '../../session/useSession';
import { toastError } from '../../ui/toast';
import { useApplyBlockTrading, useBlockTradingStatus } from './permission';
import './block-permission.css';

/**
 * Above the Block Trading list (docs/product.md §4 "not yet open; the user may apply; then under review; then open"):
 * where the user stands, kept live by the review's /push event, with Apply (again, after a rejection).
 */
export function BlockTradingBanner() {
  const { t } = useTranslation();
  const { token } = useSession();
  const status = useBlockTradingStatus();
  // The review's result arrives live while the list is open (app-wide once the lead wires it in PrivateEventListeners).
  if (!token) {
    return <LoginPrompt title={t('blockTrade.guestTitle')} body={t('blockTrade.guestBody')} />;
  }
  if (status.isPending) {
    return (
      <section className="card block-banner" role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );
  }
  if (status.isError) {
    return (
      <section className="card block-banner">
        <p className="block-banner-text">{t('states.loadFailed')}</p>
        <Button size="small" fill="outline" onClick={() => void status.refetch()}>
          {t('states.retry')}
        </Button>
      </section>
    );
  }
  return <StatusCard status={status.data} />;
}

function StatusCard({ status }: { status: BlockTradingStatus }) {
  const { t } = useTranslation();
  const apply = useApplyBlockTrading();
  const onApply = () =>
    apply.mutate(undefined, {
      onError: (error) => {
        if (!isApiError(error) || !error.handled) toastError(error);
      },
    });
  const applyButton = (label: string) => (
    <Button size="small" color="primary" loading={apply.isPending} onClick={onApply} data-testid="block-apply">
      {label}
    </Button>
  );
  return (
    <section
      className={`card block-banner state-${status.state}`}
      aria-label={t('blockTrade.permission')}
      data-testid="block-status"
      data-state={status.state}
    >
      <div className="block-banner-head">
        <h2>{t('blockTrade.title')}</h2>
        <span className="block-state">{t(`blockTrade.states.${status.state}`)}</span>
      </div>
      {status.state === 'notOpen' && (
        <>
          <p className="block-banner-text">{t('blockTrade.notOpenBody')}</p>
          {applyButton(t('blockTrade.apply'))}
        </>
      )}
      {status.state === 'underReview' && (
        <p className="block-banner-text">
          {t('blockTrade.underReviewBody', {
            time: status.appliedTimestamp ? formatDateTime(status.appliedTimestamp) : '',
          })}
        </p>
      )}
      {status.state === 'rejected' && (
        <>
          <p className="block-banner-text" data-testid="block-reason">
            {t('blockTrade.rejectedBody', { reason: status.reason })}
          </p>
          {applyButton(t('blockTrade.applyAgain'))}
        </>
      )}
      {status.state === 'open' && <p className="block-banner-text">{t('blockTrade.openBody')}</p>}
    </section>
  );
}

/** Whether the logged-in user may place block orders now. */
export function useBlockTradingOpen(): boolean {
  return useBlockTradingStatus().data?.state === 'open';
}
