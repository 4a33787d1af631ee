import type { RobotBacktest } from '@bourse/contract';
import { Skeleton } from 'antd-mobile';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { formatDate, percentOf } from './robot-format';

const BacktestChart = lazy(() => import('./BacktestChart'));

/** lightweight-charts needs a 2D canvas, matchMedia and ResizeObserver; without them only the figures are shown. */
const canDrawCharts = () =>
  typeof window.matchMedia === 'function' &&
  typeof CanvasRenderingContext2D !== 'undefined' &&
  typeof window.ResizeObserver === 'function';

/** The backtest's figures (return, largest drawdown, trades) and, where it can be drawn, its equity curve. */
export function BacktestPanel({ backtest, compact = false }: { backtest: RobotBacktest | null; compact?: boolean }) {
  const { t } = useTranslation();
  if (!backtest) return <p className="robot-note">{t('robots.noBacktest')}</p>;
  return (
    <div className="robot-backtest">
      <dl className="robot-backtest-figures">
        <div>
          <dt>{t('robots.backtestReturn')}</dt>
          <dd
            className={`num trend-${backtest.returnRate.startsWith('-') ? 'down' : 'up'}`}
            data-testid="backtest-return"
          >
            {percentOf(backtest.returnRate, true)}
          </dd>
        </div>
        <div>
          <dt>{t('robots.maxDrawdown')}</dt>
          <dd className="num">{percentOf(backtest.maxDrawdown)}</dd>
        </div>
        <div>
          <dt>{t('robots.trades')}</dt>
          <dd className="num">{backtest.trades}</dd>
        </div>
      </dl>
      {canDrawCharts() && (
        <ChartBoundary>
          <Suspense fallback={<Skeleton animated className={compact ? 'backtest-chart-compact' : 'backtest-chart'} />}>
            <BacktestChart backtest={backtest} compact={compact} />
          </Suspense>
        </ChartBoundary>
      )}
      <p className="robot-note">
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

/** A chart that cannot draw leaves the figures and the rest of the screen working. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
