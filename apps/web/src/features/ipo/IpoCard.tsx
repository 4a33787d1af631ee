import { IPO_LABEL, IPO_STATE_LABELS, type IpoSubscription } from '@bourse/contract';
import { Button, Dialog, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '../../lib/format';
import { Amount } from '../../ui/Amount';
import { showToast } from '../../ui/toast';
import { useCancelSubscription } from './mutations';
import { StatusTag, type StatusTone } from '../../ui/StatusTag';
import '../../ui/money-ui.css';
import './ipo.css';

/** docs/product.md §9: a loading toast stays up to 20 s. */
const LOADING_TOAST_MS = 20_000;

/** Won is completed, not won is failed, both pending states wait. */
const STATE_TONE: Record<IpoSubscription['orderState'], StatusTone> = {
  0: 'pending',
  1: 'completed',
  2: 'failed',
  3: 'pending',
};

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'ipo-field wide' : 'ipo-field'}>
      <dt>{label}</dt>
      <dd className="num">{children}</dd>
    </div>
  );
}

/**
 * An IPO card (docs/product.md §2 and §4): the result state, the unit price, the quantity applied for and won (— while
 * Waiting Allotment: §4 shows the won quantity in state 3, known only once drawn), the money, and the subscription,
 * draw and listing dates; Cancel while the window is open (after a confirmation). Amounts follow the eye toggle of My.
 *
 * Each money figure means one thing in every state, and comes as the server sends it, never worked out here
 * (docs/decisions.md "IPO"). The amount applied for and the fee frozen with it (`amount`, `fee`) stay on the card
 * after the draw. Before the draw: nothing paid, and their sum frozen until the draw (`pendingAmount`). After it: what
 * the allotted shares cost (`allottedAmount`) and the fee charged on them (`chargedFee`), their sum as Paid
 * (`actualAmount`), and the rest refunded. The allotted amount stays frozen in the IPO account until the listing (it
 * is `pendingAmount` then): part of what was paid, so a note says so under the figures, never a second amount.
 */
export function IpoCard({ subscription: s }: { subscription: IpoSubscription }) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const drawn = s.orderState === 1 || s.orderState === 2;
  // Won, not listed yet: the allotted amount is still frozen in the IPO account.
  const heldUntilListing = s.orderState === 1 && s.positionId === null;

  const onCancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('ipo.cancelTitle'),
      content: t('ipo.cancelBody', { name: s.stockName, amount: s.pendingAmount }),
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed || cancel.isPending) return;
    const loading = Toast.show({ icon: 'loading', content: t('common.loading'), duration: LOADING_TOAST_MS });
    try {
      await cancel.mutateAsync(s.id);
      loading.close();
      showToast(t('messages.success'));
    } catch {
      loading.close();
    }
  };

  return (
    <li className="card ipo-card" data-testid="ipo-card" aria-label={`${s.stockCode} ${s.stockName}`}>
      <div className="ipo-card-head">
        <span className="ipo-type-tag">{IPO_LABEL}</span>
        <div className="ipo-card-title">
          <span className="ipo-card-code">{s.stockCode}</span>
          <span className="ipo-card-name">{s.stockName}</span>
        </div>
        <StatusTag tone={STATE_TONE[s.orderState]} testId="ipo-state">
          {IPO_STATE_LABELS[s.orderState]}
        </StatusTag>
      </div>
      <dl className="ipo-grid">
        <Field label={t('ipo.unitPrice')}>{`${formatPrice(s.planUnitAmount)} ${s.currency}`}</Field>
        <Field label={drawn ? t('ipo.allotted') : t('ipo.quantity')}>
          <span data-testid="ipo-quantity">
            {drawn || s.orderState === 3
              ? t('ipo.wonOf', { won: drawn ? s.equityNum : '—', applied: s.planNum })
              : t('ipo.shares', { num: s.planNum })}
          </span>
        </Field>
        <Field label={t('ipo.amountApplied')}>
          <Amount value={s.amount} testId="ipo-amount" /> USD
        </Field>
        <Field label={t('ipo.feeFrozen')}>
          <Amount value={s.fee} testId="ipo-fee" /> USD
        </Field>
        {drawn && (
          <>
            <Field label={t('ipo.allottedAmount')}>
              <Amount value={s.allottedAmount} testId="ipo-allotted-amount" /> USD
            </Field>
            <Field label={t('ipo.feeCharged')}>
              <Amount value={s.chargedFee} testId="ipo-fee-charged" /> USD
            </Field>
          </>
        )}
        <Field label={t('ipo.paid')}>
          <Amount value={s.actualAmount} testId="ipo-paid" /> USD
        </Field>
        {drawn ? (
          <Field label={t('ipo.refund')}>
            <Amount value={s.refund} testId="ipo-refund" /> USD
          </Field>
        ) : (
          <Field label={t('ipo.frozenUntilDraw')}>
            <Amount value={s.pendingAmount} testId="ipo-pending" /> USD
          </Field>
        )}
        <Field label={t('ipo.subscribed')}>{formatDate(s.subscriptionTimestamp)}</Field>
        <Field label={t('ipo.drawDate')}>{formatDate(s.drawDateTimestamp)}</Field>
        <Field label={t('ipo.listingDate')}>{formatDate(s.marketDateTimestamp)}</Field>
      </dl>
      {heldUntilListing && (
        <p className="ipo-note" data-testid="ipo-held">
          {t('ipo.heldUntilListing', { date: formatDate(s.marketDateTimestamp) })}
        </p>
      )}
      {s.positionId !== null && <p className="ipo-note">{t('ipo.listedNote')}</p>}
      {s.cancellable === 1 && (
        <div className="ipo-card-actions">
          <Button size="small" loading={cancel.isPending} onClick={() => void onCancel()} data-testid="ipo-cancel">
            {t('ipo.cancel')}
          </Button>
        </div>
      )}
    </li>
  );
}
