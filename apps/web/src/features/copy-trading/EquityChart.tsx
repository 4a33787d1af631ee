import { AreaSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { usePriceColors } from '../../settings/usePriceColors';

const css = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export interface EquityPoint {
  t: number;
  equity: string;
}

/**
 * An institution account's equity (lightweight-charts, loaded on demand in its own chunk), in the rising or falling
 * colour by where it ends against where it starts. The numbers are only drawn; every figure in text is the server's.
 */
export default function EquityChart({
  points,
  compact = false,
}: {
  points: readonly EquityPoint[];
  compact?: boolean;
}) {
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
      timeScale: { visible: !compact, borderVisible: false, timeVisible: true, fixLeftEdge: true, fixRightEdge: true },
      handleScroll: !compact,
      handleScale: !compact,
    });
    const first = Number(points[0]?.equity ?? 0);
    const last = Number(points.at(-1)?.equity ?? 0);
    const color = last >= first ? css('--bourse-up', '#1dc47f') : css('--bourse-down', '#f24b5e');
    const series = chart.addSeries(AreaSeries, {
      lineColor: color,
      topColor: `${color}44`,
      bottomColor: `${color}00`,
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: !compact,
    });
    // One point per second at most (the chart needs strictly rising times).
    const seen = new Set<number>();
    const data = [];
    for (const p of points) {
      const time = Math.floor(p.t / 1000);
      if (seen.has(time)) continue;
      seen.add(time);
      data.push({ time: time as UTCTimestamp, value: Number(p.equity) });
    }
    series.setData(data);
    chart.timeScale().fitContent();
    element.dataset.points = String(data.length);
    return () => chart.remove();
  }, [points, compact, priceColors]);

  return (
    <div
      ref={container}
      className={compact ? 'equity-chart equity-chart-compact' : 'equity-chart'}
      data-testid="equity-chart"
      aria-hidden="true"
    />
  );
}
