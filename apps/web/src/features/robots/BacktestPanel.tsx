import type { RobotBacktest } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { EquityCurve } from '../../ui/charts/EquityCurve';
import { formatDate } from './robot-format';

/** The backtest's figures (return, largest drawdown, trades) and, where it can be drawn, its equity curve. */
export function BacktestPanel({ backtest, compact = false }: { backtest: RobotBacktest | null; compact?: boolean }) {
  const { t } = useTranslation();
  if (!backtest) return <p className="card-note">{t('robots.noBacktest')}</p>;
  return (
    <div className="robot-backtest">
      <dl className="robot-backtest-figures">
        <div>
          <dt>{t('robots.backtestReturn')}</dt>
          <dd
            className={`num trend-${backtest.returnRate.startsWith('-') ? 'down' : 'up'}`}
            data-testid="backtest-return"
          >
            {formatPercent(backtest.returnRate, { fraction: true, signed: true })}
          </dd>
        </div>
        <div>
          <dt>{t('robots.maxDrawdown')}</dt>
          <dd className="num">{formatPercent(backtest.maxDrawdown, { fraction: true })}</dd>
        </div>
        <div>
          <dt>{t('robots.trades')}</dt>
          <dd className="num">{backtest.trades}</dd>
        </div>
      </dl>
      <EquityCurve points={backtest.points} baseline={backtest.capital} compact={compact} testId="backtest-chart" />
      <p className="card-note">
        {compact
          ? t('robots.backtestShort', { capital: formatMoney(backtest.capital) })
          : t('robots.backtestNote', {
              capital: formatMoney(backtest.capital),
              from: formatDate(backtest.from),
              to: formatDate(backtest.to),
            })}
      </p>
    </div>
  );
}
