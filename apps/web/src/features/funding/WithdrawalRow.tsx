import type { Withdrawal } from '@bourse/contract';
import { ReviewStatus } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { ReviewStatusTag } from './ReviewStatusTag';

/** Where a withdrawal goes: the bank and masked card, or the coin, network and address. */
export function withdrawalTarget(w: Withdrawal): string {
  if (w.channel === 'bank') return [w.bankName, w.cardNo].filter(Boolean).join(' ');
  return [`${w.currency} · ${w.network ?? ''}`, w.address ?? ''].filter(Boolean).join(' ');
}

/** One withdrawal: amount, destination, status (with the reason of an Audit Failure) and time. */
export function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  return (
    <li className="record-row" data-testid="withdrawal-row">
      <div className="record-main">
        <span className="record-title num">{formatMoney(withdrawal.amount)} USD</span>
        <span className="record-sub record-target">{withdrawalTarget(withdrawal)}</span>
        <span className="record-sub num">{formatDateTime(withdrawal.createTimeTimestamp)}</span>
        {withdrawal.status === ReviewStatus.failed && withdrawal.reason && (
          <span className="record-reason">{t('funding.reason', { reason: withdrawal.reason })}</span>
        )}
      </div>
      <div className="record-side">
        <ReviewStatusTag status={withdrawal.status} />
      </div>
    </li>
  );
}
