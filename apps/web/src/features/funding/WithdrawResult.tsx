import type { Withdrawal } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { ReviewStatusTag } from './ReviewStatusTag';
import { withdrawalTarget } from './WithdrawalRow';

/** After a withdrawal request: what was asked and its status (Pending Review until staff decide). */
export function WithdrawResult({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card done-card" aria-label={t('withdraw.submitted')} data-testid="withdraw-result">
      <h2>{t('withdraw.submitted')}</h2>
      <p className="done-amount num">{formatMoney(withdrawal.amount)} USD</p>
      <dl className="detail-list">
        <div className="detail-row">
          <dt>{t('withdraw.to')}</dt>
          <dd className="detail-value">{withdrawalTarget(withdrawal)}</dd>
        </div>
        <div className="detail-row">
          <dt>{t('withdraw.fee')}</dt>
          <dd className="detail-value num">{formatMoney(withdrawal.fee)} USD</dd>
        </div>
        <div className="detail-row">
          <dt>{t('funding.status')}</dt>
          <dd>
            <ReviewStatusTag status={withdrawal.status} />
          </dd>
        </div>
        <div className="detail-row">
          <dt>{t('funding.time')}</dt>
          <dd className="detail-value num">{formatDateTime(withdrawal.createTimeTimestamp)}</dd>
        </div>
      </dl>
      <p className="muted">{t('withdraw.reviewNote')}</p>
      <div className="done-actions">
        <Button onClick={() => void navigate('/withdraw/record')}>{t('withdraw.records')}</Button>
        <Button color="primary" onClick={() => void navigate('/my')}>
          {t('funding.done')}
        </Button>
      </div>
    </section>
  );
}
