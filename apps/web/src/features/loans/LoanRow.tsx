import type { Loan } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { LoanStatusTag } from './LoanStatusTag';

/**
 * One loan: amount, term, status, what it owes now, when applied; opens the loan's record. A row of the past loans,
 * or (`inCard`) the unfinished loan inside its card, with no divider of its own.
 */
export function LoanRow({ loan, inCard = false }: { loan: Loan; inCard?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/loan/detail?id=${loan.id}`}
      className={inCard ? 'loan-row loan-row-in-card' : 'loan-row'}
      data-testid="loan-row"
    >
      <div className="loan-row-main">
        <span className="loan-row-amount">{formatMoney(loan.amount)} USD</span>
        <LoanStatusTag status={loan.status} />
      </div>
      <div className="list-row-sub">
        <span>{t('loans.days', { count: loan.termDays })}</span>
        {(loan.status === 'active' || loan.status === 'overdue') && (
          <span>{t('loans.owedShort', { owed: formatMoney(loan.owed) })}</span>
        )}
        <span>{formatDateTime(loan.createTimeTimestamp)}</span>
      </div>
    </Link>
  );
}
