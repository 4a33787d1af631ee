import type { Institution } from '@bourse/contract';
import { Skeleton } from 'antd-mobile';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { percentText, trendClass } from './format';

const EquityChart = lazy(() => import('./EquityChart'));

/** lightweight-charts needs a 2D canvas, matchMedia and ResizeObserver; without them only the figures are shown. */
const canDrawCharts = () =>
  typeof window.matchMedia === 'function' &&
  typeof CanvasRenderingContext2D !== 'undefined' &&
  typeof window.ResizeObserver === 'function';

/** The record from the institution's own equity: returns over 1 week, 1 month and since start, drawdown, and the curve. */
export function EquityPanel({ institution, compact = false }: { institution: Institution; compact?: boolean }) {
  const { t } = useTranslation();
  const figures: [string, string | null, string][] = [
    [t('copyTrading.week'), institution.weekReturn, 'week-return'],
    [t('copyTrading.month'), institution.monthReturn, 'month-return'],
    [t('copyTrading.total'), institution.totalReturn, 'total-return'],
  ];
  return (
    <div className="institution-record">
      <dl className="institution-figures">
        {figures.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd className={`num ${trendClass(value)}`} data-testid={testId}>
              {percentText(value)}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('copyTrading.drawdown')}</dt>
          <dd className="num">{institution.maxDrawdown}%</dd>
        </div>
      </dl>
      {canDrawCharts() && institution.curve.length > 1 && (
        <ChartBoundary>
          <Suspense fallback={<Skeleton animated className={compact ? 'equity-chart-compact' : 'equity-chart'} />}>
            <EquityChart points={institution.curve} compact={compact} />
          </Suspense>
        </ChartBoundary>
      )}
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
