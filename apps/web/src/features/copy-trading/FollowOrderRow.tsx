import type { FollowOrder } from '@bourse/contract';
import { FOLLOW_STATUS_LABELS } from '@bourse/contract';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { formatMoney } from '../../lib/money';
import { StatusTag, type StatusTone } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { utcDateTime } from './format';
import { useCancelFollow } from './mutations';

/** Waiting for the cycle, in the cycle, paid out, withdrawn. */
const STATUS_TONE: Record<FollowOrder['status'], StatusTone> = {
  wait_confirm: 'pending',
  to_be_settled: 'active',
  settled: 'completed',
  cancelled: 'ended',
};

/** One follow order with its status (docs/product.md §4) and each step's figures; a waiting one can be cancelled. */
export function FollowOrderRow({ order }: { order: FollowOrder }) {
  const { t } = useTranslation();
  const cancel = useCancelFollow();
  const o = order;
  const onCancel = () =>
    void Dialog.confirm({
      title: t('copyTrading.cancelTitle'),
      content: t('copyTrading.cancelBody', { amount: formatMoney(o.amount) }),
      confirmText: t('copyTrading.cancelOrder'),
      cancelText: t('common.back'),
      onConfirm: () =>
        cancel
          .mutateAsync(o.id)
          .then(() => {
            showToast(t('copyTrading.cancelled'));
          })
          .catch((err: unknown) => {
            if (isApiError(err) && !err.handled) {
              showToast(err.msg);
            }
          }),
    });

  return (
    <article className="card card-stack" data-testid="follow-order" aria-label={o.institutionName}>
      <div className="card-head">
        <h3 className="card-title">{o.institutionName}</h3>
        <StatusTag tone={STATUS_TONE[o.status]} testId="follow-status">
          {FOLLOW_STATUS_LABELS[o.status]}
        </StatusTag>
      </div>
      <dl className="figure-list">
        <div>
          <dt>{t('copyTrading.amount')}</dt>
          <dd className="num">{formatMoney(o.amount)} USD</dd>
        </div>
        <div>
          <dt>{t('copyTrading.cycle')}</dt>
          <dd className="num">
            {utcDateTime(o.cycleStartTimestamp)} – {utcDateTime(o.cycleEndTimestamp)}
          </dd>
        </div>
        {o.pnl !== null && (
          <>
            <div>
              <dt>{t('copyTrading.pnl')}</dt>
              <dd className={`num ${o.pnl.startsWith('-') ? 'trend-down' : 'trend-up'}`} data-testid="follow-pnl">
                {formatMoney(o.pnl)} USD
              </dd>
            </div>
            <div>
              <dt>{t('copyTrading.profitShare')}</dt>
              <dd className="num">{formatMoney(o.profitShare ?? '0')} USD</dd>
            </div>
            <div>
              <dt>{t('copyTrading.payout')}</dt>
              <dd className="num" data-testid="follow-payout">
                {formatMoney(o.payout ?? '0')} USD
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('copyTrading.placedAt')}</dt>
          <dd className="num">{utcDateTime(o.createTimeTimestamp)}</dd>
        </div>
      </dl>
      <p className="card-note">{t(`copyTrading.statusNote.${o.status}`)}</p>
      {o.status === 'wait_confirm' && (
        <Button size="small" fill="outline" loading={cancel.isPending} onClick={onCancel}>
          {t('copyTrading.cancelOrder')}
        </Button>
      )}
    </article>
  );
}
