import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../ui/Amount';
import { InlineSkeleton } from '../../ui/InlineSkeleton';
import { ErrorState } from '../../ui/states';
import { useFundingOverview } from '../wallet';
import { EyeToggle } from './EyeToggle';
import { FundActions } from './FundActions';
import { InvestmentTotals } from './InvestmentTotals';

/** Total value, today's profit, available funds and interest; Deposit, Withdraw, History; the trading accounts. */
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
            <dl className="asset-grid">
              <Figure label={t('my.todayProfit')} value={data?.todayProfit} signed testId="today-profit" />
              <Figure label={t('my.availableFunds')} value={data?.balance} testId="available-funds" />
              <Figure label={t('my.dailyInterest')} value={data?.dailyInterest} signed />
              <Figure label={t('my.totalInterest')} value={data?.totalInterest} signed />
            </dl>
            {data && <p className="asset-date num">{t('my.asOf', { date: data.thisDate })}</p>}
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
}: {
  label: string;
  value?: string;
  signed?: boolean;
  testId?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === undefined ? <InlineSkeleton /> : <Amount value={value} signed={signed} testId={testId} />}</dd>
    </div>
  );
}
