import { AreaSeries, createChart, type ISeriesApi, LineStyle, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { group } from '../../lib/format';
import { usePriceColors } from '../../settings/usePriceColors';
import { useTheme } from '../../settings/useTheme';
import { amountTicks } from './amount-axis';
import { chartChrome, cssColor } from './chart-colors';
import type { EquityCurveProps } from './EquityCurve';

/**
 * An equity curve (lightweight-charts, loaded on demand in its own chunk), in the rising or falling colour by where it
 * ends against its baseline (the capital, drawn dashed, or else its first point). The numbers are only drawn; every
 * figure shown in text is the server's.
 */
export default function EquityCurveChart({
  points,
  baseline,
  compact = false,
  intraday = false,
  testId,
}: EquityCurveProps) {
  const container = useRef<HTMLDivElement>(null);
  const [priceColors] = usePriceColors();
  const theme = useTheme();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Filled in below: the axis' formatter asks the series where the last value's label is.
    const drawn: { series?: ISeriesApi<'Area'>; last?: number } = {};
    const toY = (price: number) => drawn.series?.priceToCoordinate(price) ?? null;
    const chrome = chartChrome(10);
    const chart = createChart(element, {
      ...chrome,
      autoSize: true,
      rightPriceScale: { visible: !compact, borderVisible: false },
      timeScale: {
        visible: !compact,
        borderVisible: false,
        timeVisible: intraday,
        fixLeftEdge: true,
        fixRightEdge: true,
      },
      handleScroll: !compact,
      handleScale: !compact,
      // Amounts as the app writes them elsewhere: thousands grouped (the library writes 1000000.00); the axis' ticks
      // without cents when whole, and not under the last value's label.
      localization: {
        ...chrome.localization,
        priceFormatter: (price: number) => group(price.toFixed(2)),
        tickmarksPriceFormatter: (prices: number[]) =>
          amountTicks(prices, toY, compact || drawn.last === undefined ? null : toY(drawn.last)),
      },
    });
    const from = Number(baseline ?? points[0]?.equity ?? 0);
    const last = Number(points.at(-1)?.equity ?? from);
    const color = cssColor(last >= from ? '--bourse-up' : '--bourse-down');
    const series = chart.addSeries(AreaSeries, {
      lineColor: color,
      topColor: `${color}44`,
      bottomColor: `${color}00`,
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: !compact,
    });
    // One point per second at most: the chart needs strictly rising times.
    const data: { time: UTCTimestamp; value: number }[] = [];
    for (const p of points) {
      const time = Math.floor(p.t / 1000) as UTCTimestamp;
      if (data.at(-1)?.time !== time) data.push({ time, value: Number(p.equity) });
    }
    series.setData(data);
    drawn.series = series;
    drawn.last = data.at(-1)?.value;
    if (baseline !== undefined) {
      series.createPriceLine({
        price: from,
        color: cssColor('--bourse-chart-baseline'),
        lineStyle: LineStyle.Dashed,
        lineWidth: 1,
        axisLabelVisible: false,
      });
    }
    chart.timeScale().fitContent();
    element.dataset.points = String(data.length);
    return () => chart.remove();
  }, [points, baseline, compact, intraday, priceColors, theme]);

  return (
    <div
      ref={container}
      className={compact ? 'equity-curve equity-curve-compact' : 'equity-curve'}
      data-testid={testId}
      aria-hidden="true"
    />
  );
}
