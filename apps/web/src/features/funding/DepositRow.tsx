import type { Deposit } from '@bourse/contract';
import { ReviewStatus } from '@bourse/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { CredentialStep } from './CredentialStep';
import { ReviewStatusTag } from './ReviewStatusTag';

/** One deposit: amount, how, status (with the reason of an Audit Failure) and time. */
export function DepositRow({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const how = deposit.channel === 'bank' ? t('deposit.bank') : `${deposit.currency} · ${deposit.network ?? ''}`.trim();
  const needsCredential =
    deposit.channel === 'bank' && deposit.status === ReviewStatus.pending && deposit.credentialUrl === null;
  const amount = deposit.channel === 'bank' ? formatMoney(deposit.amount) : deposit.amount;

  return (
    <li className="record-row" data-testid="deposit-row">
      <div className="record-main">
        <span className="record-title num">
          {amount} {deposit.currency}
        </span>
        <span className="record-sub">{how}</span>
        <span className="record-sub num">{formatDateTime(deposit.createTimeTimestamp)}</span>
        {deposit.status === ReviewStatus.failed && deposit.reason && (
          <span className="record-reason">{t('funding.reason', { reason: deposit.reason })}</span>
        )}
      </div>
      <div className="record-side">
        <ReviewStatusTag status={deposit.status} />
        {deposit.creditedAmount && deposit.status === ReviewStatus.completed && (
          <span className="record-sub num">
            {t('deposit.credited', { amount: formatMoney(deposit.creditedAmount) })}
          </span>
        )}
        {needsCredential && (
          <Button size="mini" fill="outline" color="primary" className="row-action" onClick={() => setUploading(true)}>
            {t('deposit.uploadCredential')}
          </Button>
        )}
      </div>
      {needsCredential && (
        <Popup visible={uploading} onMaskClick={() => setUploading(false)} bodyClassName="sheet" destroyOnClose>
          <div className="sheet-body">
            <p className="sheet-title">{t('deposit.referenceFor', { code: deposit.referenceCode })}</p>
            <CredentialStep deposit={deposit} onDone={() => setUploading(false)} />
          </div>
        </Popup>
      )}
    </li>
  );
}
