import { AreaSeries, ColorType, createChart, LineStyle, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { usePriceColors } from '../../settings/usePriceColors';
import type { EquityCurveProps } from './EquityCurve';
import { CHART_LAYOUT_CREDIT } from './attribution';

const css = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

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

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        ...CHART_LAYOUT_CREDIT,
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: css('--bourse-text-3', '#66738c'),
        fontFamily: css('--bourse-font', 'system-ui'),
        fontSize: 10,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(148, 163, 184, 0.08)' } },
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
      crosshair: {
        vertLine: { color: 'rgba(155, 168, 191, 0.4)', labelBackgroundColor: '#17223a' },
        horzLine: { color: 'rgba(155, 168, 191, 0.4)', labelBackgroundColor: '#17223a' },
      },
    });
    const from = Number(baseline ?? points[0]?.equity ?? 0);
    const last = Number(points.at(-1)?.equity ?? from);
    const color = last >= from ? css('--bourse-up', '#1dc47f') : css('--bourse-down', '#f24b5e');
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
    if (baseline !== undefined) {
      series.createPriceLine({
        price: from,
        color: 'rgba(155, 168, 191, 0.5)',
        lineStyle: LineStyle.Dashed,
        lineWidth: 1,
        axisLabelVisible: false,
      });
    }
    chart.timeScale().fitContent();
    element.dataset.points = String(data.length);
    return () => chart.remove();
  }, [points, baseline, compact, intraday, priceColors]);

  return (
    <div
      ref={container}
      className={compact ? 'equity-curve equity-curve-compact' : 'equity-curve'}
      data-testid={testId}
      aria-hidden="true"
    />
  );
}
