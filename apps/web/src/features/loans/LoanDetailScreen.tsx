import type { LoanDetail, LoanMovement } from '@bourse/contract';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { compareDecimal } from '../../lib/decimal';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney, isAmountInput } from '../../lib/money';
import { AmountField } from '../../ui/AmountField';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { showToast } from '../../ui/toast';
import { useWalletBalance } from '../wallet';
import { LoanFigures } from './LoanFigures';
import { LoanStatusTag } from './LoanStatusTag';
import { useRepayLoan } from './mutations';
import { useLoanDetail } from './queries';
import './loans.css';
import { formatRate } from '../../lib/format';

/** /loan/detail?id=: the loan's figures, repayment while it runs, and every movement. */
export function LoanDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const detail = useLoanDetail(Number.isInteger(id) ? id : 0);

  let body;
  if (!(Number.isInteger(id) && id > 0)) body = <EmptyState title={t('loans.notFound')} />;
  else if (detail.isPending) body = <CardSkeleton count={2} />;
  else if (detail.isError) body = <ErrorState onRetry={() => void detail.refetch()} />;
  else body = <LoanRecord loan={detail.data} />;
  return (
    <Screen title={t('loans.detailTitle')} backTo="/loan">
      {body}
    </Screen>
  );
}

function LoanRecord({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const usd = (v: string) => `${formatMoney(v)} USD`;
  const when = (ms: number | null) => (ms === null ? '—' : formatDateTime(ms));
  const running = loan.status === 'active' || loan.status === 'overdue';
  return (
    <>
      <section className="card loan-card" aria-label={t('loans.detailTitle')}>
        <div className="loan-row-main">
          <span className="loan-row-amount">{usd(loan.amount)}</span>
          <LoanStatusTag status={loan.status} />
        </div>
        {loan.status === 'rejected' && (
          <p className="loan-error">{t('loans.rejectedReason', { reason: loan.reason })}</p>
        )}
        <LoanFigures
          label={t('loans.figures')}
          rows={[
            [
              t('loans.owed'),
              <strong key="owed" data-testid="loan-owed">
                {usd(loan.owed)}
              </strong>,
            ],
            [t('loans.principal'), usd(loan.principal)],
            [t('loans.interestOwed'), usd(loan.interest)],
            [t('loans.dailyInterest'), usd(loan.dailyInterest)],
            [t('loans.annualRate'), formatRate(loan.annualRate)],
            [t('loans.term'), t('loans.days', { count: loan.termDays })],
            [t('loans.totalInterest'), usd(loan.totalInterest)],
            [t('loans.repaid'), usd(loan.repaid)],
            [t('loans.appliedAt'), when(loan.createTimeTimestamp)],
            [t('loans.disbursed'), when(loan.disburseTimeTimestamp)],
            [t('loans.due'), when(loan.dueTimeTimestamp)],
          ]}
        />
        <p className="card-note">{t('loans.purposeShown', { purpose: loan.purpose })}</p>
      </section>
      {running && <RepayForm loan={loan} />}
      <section className="card loan-card" aria-label={t('loans.movements')}>
        <h2 className="card-title">{t('loans.movements')}</h2>
        {loan.movements.length === 0 ? (
          <p className="card-note">{t('loans.noMovements')}</p>
        ) : (
          <ul className="loan-movements">
            {[...loan.movements].reverse().map((m) => (
              <MovementRow key={m.id} movement={m} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function MovementRow({ movement: m }: { movement: LoanMovement }) {
  const { t } = useTranslation();
  return (
    <li className="loan-movement" data-testid="loan-movement">
      <div className="loan-row-main">
        <span>{m.kind === 'interest' ? t('loans.interestDay', { day: m.day }) : t(`loans.movement.${m.kind}`)}</span>
        <span className="loan-row-amount">{formatMoney(m.amount)}</span>
      </div>
      <div className="list-row-sub">
        <span>{formatDateTime(m.createTimeTimestamp)}</span>
        <span>{t('loans.owedAfter', { owed: formatMoney(sumTwo(m.principalAfter, m.interestAfter)) })}</span>
      </div>
    </li>
  );
}

/** principal + interest after a movement, as the server gave both (two-decimal strings), added exactly in cents. */
function sumTwo(a: string, b: string): string {
  const cents = (v: string) => BigInt(v.replace('.', ''));
  const total = cents(a) + cents(b);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

function RepayForm({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const repay = useRepayLoan();
  const balance = useWalletBalance('balance');

  const submit = (all: boolean) => {
    if (repay.isPending) return;
    const value = amount.trim();
    if (!all) {
      if (!isAmountInput(value) || compareDecimal(value, '0') <= 0) return setError(t('validation.amount'));
      if (compareDecimal(value, loan.owed) > 0) return setError(t('loans.overOwed', { owed: formatMoney(loan.owed) }));
    }
    setError(undefined);
    void Dialog.confirm({
      title: t('loans.repayConfirmTitle'),
      content: all
        ? t('loans.repayAllConfirm', { owed: formatMoney(loan.owed) })
        : t('loans.repayConfirm', { amount: formatMoney(value) }),
      confirmText: t('loans.repay'),
      cancelText: t('common.cancel'),
      // mutateAsync: the toast shows even though this form goes away once the loan is repaid.
      onConfirm: () =>
        repay
          .mutateAsync(all ? { id: loan.id } : { id: loan.id, amount: value })
          .then((after) => {
            setAmount('');
            showToast(after.status === 'repaid' ? t('loans.repaidDone') : t('loans.repaidPart'));
          })
          .catch(() => {
            // the API client has shown why
          }),
    });
  };

  return (
    <section className="card loan-card" aria-label={t('loans.repayTitle')}>
      <h2 className="card-title">{t('loans.repayTitle')}</h2>
      <AmountField
        label={t('loans.repayAmount')}
        unit="USD"
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setError(undefined);
        }}
        error={error}
        hint={
          balance.data ? t('loans.balanceHint', { balance: formatMoney(balance.data.balance) }) : t('loans.repayHint')
        }
      />
      <div className="loan-actions">
        <Button block fill="outline" color="primary" loading={repay.isPending} onClick={() => submit(false)}>
          {t('loans.repay')}
        </Button>
        <Button block color="primary" loading={repay.isPending} onClick={() => submit(true)}>
          {t('loans.repayAll')}
        </Button>
      </div>
    </section>
  );
}
