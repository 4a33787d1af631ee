import type { RobotBacktest } from '@bourse/contract';
import { AreaSeries, ColorType, createChart, LineStyle, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { usePriceColors } from '../../settings/usePriceColors';

const css = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * A backtest's equity curve (lightweight-charts, loaded on demand in its own chunk): one point per daily close, in the
 * rising or falling colour by where it ends against the capital, which is drawn as a dashed line. The numbers are
 * only drawn; every figure shown in text is the server's.
 */
export default function BacktestChart({ backtest, compact = false }: { backtest: RobotBacktest; compact?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const [priceColors] = usePriceColors();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: css('--bourse-text-3', '#66738c'),
        fontFamily: css('--bourse-font', 'system-ui'),
        fontSize: 10,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(148, 163, 184, 0.08)' } },
      rightPriceScale: { visible: !compact, borderVisible: false },
      timeScale: { visible: !compact, borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
      handleScroll: !compact,
      handleScale: !compact,
      crosshair: {
        vertLine: { color: 'rgba(155, 168, 191, 0.4)', labelBackgroundColor: '#17223a' },
        horzLine: { color: 'rgba(155, 168, 191, 0.4)', labelBackgroundColor: '#17223a' },
      },
    });
    const capital = Number(backtest.capital);
    const last = Number(backtest.points.at(-1)?.equity ?? backtest.capital);
    const color = last >= capital ? css('--bourse-up', '#1dc47f') : css('--bourse-down', '#f24b5e');
    const series = chart.addSeries(AreaSeries, {
      lineColor: color,
      topColor: `${color}44`,
      bottomColor: `${color}00`,
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: !compact,
    });
    series.setData(backtest.points.map((p) => ({ time: (p.t / 1000) as UTCTimestamp, value: Number(p.equity) })));
    series.createPriceLine({
      price: capital,
      color: 'rgba(155, 168, 191, 0.5)',
      lineStyle: LineStyle.Dashed,
      lineWidth: 1,
      axisLabelVisible: false,
    });
    chart.timeScale().fitContent();
    element.dataset.points = String(backtest.points.length);
    return () => chart.remove();
  }, [backtest, compact, priceColors]);

  return (
    <div
      ref={container}
      className={compact ? 'backtest-chart backtest-chart-compact' : 'backtest-chart'}
      data-testid="backtest-chart"
    />
  );
}
