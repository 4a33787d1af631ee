import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { canDrawCharts, ChartBoundary } from './chart-support';
import './equity-curve.css';

export interface EquityCurveProps {
  /** Equity over time, oldest first (epoch ms, decimal strings). */
  points: readonly { t: number; equity: string }[];
  /** The capital it is judged against, drawn as a dashed line; its first point when absent. */
  baseline?: string | undefined;
  /** Small, without axes or interaction (a list card). */
  compact?: boolean;
  /** Points within a day: the time axis shows hours. */
  intraday?: boolean;
  testId: string;
}

const EquityCurveChart = lazy(() => import('./EquityCurveChart'));

/**
 * An institution's or a robot's equity curve where it can be drawn (with a skeleton while lightweight-charts loads);
 * where it cannot, nothing, and the figures beside it carry the meaning.
 */
export function EquityCurve(props: EquityCurveProps) {
  if (!canDrawCharts() || props.points.length < 2) return null;
  return (
    <ChartBoundary>
      <Suspense fallback={<Skeleton animated className={props.compact ? 'equity-curve-compact' : 'equity-curve'} />}>
        <EquityCurveChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
