import type { Bill } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { Amount } from '../../ui/Amount';

/** One money movement: what it was, in which wallet, when; the signed amount and the balance after it. */
export function BillRow({ bill, showWallet }: { bill: Bill; showWallet: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="record-row" data-testid="bill-row">
      <div className="record-main">
        <span className="record-title">{t(`bill.types.${bill.type}`)}</span>
        <span className="record-sub num">
          {showWallet && <span className="wallet-tag">{t(`wallets.${bill.walletType}`)}</span>}
          {formatDateTime(bill.createTimeTimestamp)}
        </span>
      </div>
      <div className="record-side">
        <Amount value={bill.amount} signed className="record-amount" />
        <span className="record-sub">
          {t('bill.balanceAfter')} <Amount value={bill.balanceAfter} />
        </span>
      </div>
    </li>
  );
}
