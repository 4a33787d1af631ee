import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { Amount } from '../../ui/Amount';
import { InlineSkeleton } from '../../ui/InlineSkeleton';
import { ErrorState } from '../../ui/states';
import { useFundingOverview } from '../wallet';
import { EyeToggle } from './EyeToggle';
import { FundActions } from './FundActions';
import { InvestmentTotals } from './InvestmentTotals';

/**
 * Total value, today's profit, available and frozen funds (withdrawals under review, still part of the total) and
 * interest; Deposit, Withdraw, History; the trading accounts.
 */
export function OverviewTab() {
  const { t } = useTranslation();
  const overview = useFundingOverview();
  const data = overview.data;

  return (
    <div className="my-tab">
      <section className="card asset-card" aria-label={t('my.overview')}>
        <div className="asset-head">
          <span className="asset-label">{t('my.totalValue')}</span>
          <EyeToggle />
        </div>
        {overview.isError && !data ? (
          <ErrorState onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <div className="asset-total">
              {data ? (
                <Amount value={data.totalAmount} testId="total-value" />
              ) : (
                <Skeleton animated className="skeleton-total" />
              )}
            </div>
            <p className="asset-profit">
              {t('my.todayProfit')}{' '}
              {data ? <Amount value={data.todayProfit} signed testId="today-profit" /> : <InlineSkeleton />}
            </p>
            <dl className="asset-grid">
              <Figure label={t('my.availableFunds')} value={data?.balance} testId="available-funds" />
              <Figure label={t('my.frozenFunds')} value={data?.frozenAmount} testId="frozen-funds">
                <Link to="/withdraw/record" className="asset-note">
                  {t('my.withdrawalsUnderReview')}
                </Link>
              </Figure>
              <Figure label={t('my.dailyInterest')} value={data?.dailyInterest} signed />
              <Figure label={t('my.totalInterest')} value={data?.totalInterest} signed />
            </dl>
            {data && <p className="asset-date num">{t('my.asOf', { date: formatDate(data.thisDate) })}</p>}
          </>
        )}
      </section>
      <FundActions />
      <h2 className="section-title">{t('my.investments')}</h2>
      <InvestmentTotals />
    </div>
  );
}

function Figure({
  label,
  value,
  signed = false,
  testId,
  children,
}: {
  label: string;
  value?: string;
  signed?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === undefined ? <InlineSkeleton /> : <Amount value={value} signed={signed} testId={testId} />}</dd>
      {children && <dd>{children}</dd>}
    </div>
  );
}
