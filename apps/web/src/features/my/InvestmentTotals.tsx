import { TRADING_WALLET_TYPES } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOf } from '../../lib/decimal';
import { sumDecimals } from '../../lib/money';
import { Amount } from '../../ui/Amount';
import { InlineSkeleton } from '../../ui/InlineSkeleton';
import { ChevronIcon } from '../../ui/icons';
import { ErrorState } from '../../ui/states';
import { useWalletBalances } from '../wallet';

/** Each trading account's total (available plus frozen), and their sum. */
export function InvestmentTotals() {
  const { t } = useTranslation();
  const balances = useWalletBalances(TRADING_WALLET_TYPES);
  const failed = balances.filter((q) => q.isError && !q.data);
  if (failed.length > 0) {
    return <ErrorState onRetry={() => failed.forEach((q) => void q.refetch())} />;
  }
  const totals = balances.map((q) => (q.data ? sumDecimals([q.data.balance, q.data.usedBalance]) : undefined));
  const complete = totals.every((v) => v !== undefined);

  return (
    <div className="row-group investment-list">
      <div className="row investment-sum">
        <span className="row-label">{t('my.investmentTotal')}</span>
        {complete ? (
          <Amount value={sumDecimals(totals.filter((v) => v !== undefined))} testId="investment-total" />
        ) : (
          <InlineSkeleton />
        )}
      </div>
      {TRADING_WALLET_TYPES.map((wallet, i) => {
        const total = totals[i];
        const used = balances[i]?.data?.usedBalance;
        return (
          <Link key={wallet} to={`/my/transaction?type=${wallet}`} className="row" data-testid={`investment-${wallet}`}>
            <span className="row-label">
              {t(`wallets.${wallet}`)}
              {used !== undefined && signOf(used) !== 0 && (
                <span className="row-note">
                  {t('my.frozen')} <Amount value={used} />
                </span>
              )}
            </span>
            {total === undefined ? <InlineSkeleton /> : <Amount value={total} />}
            <span className="row-chevron">
              <ChevronIcon />
            </span>
          </Link>
        );
      })}
    </div>
  );
}
