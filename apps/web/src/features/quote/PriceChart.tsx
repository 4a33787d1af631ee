import type { Candle, KlineType } from '@bourse/contract';
import {
  CandlestickSeries,
  createChart,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { usePriceColors } from '../../settings/usePriceColors';
import { useTheme } from '../../settings/useTheme';
import { chartChrome, cssColor } from '../../ui/charts/chart-colors';
import { englishTickMark } from '../../ui/charts/tick-marks';
import { type ChartLine, LINE_COLORS } from './chart-lines';
import { bucketOf, type CandlePoint, toCandles, withLivePrice } from './chart-data';

export interface PriceChartProps {
  /** A candle period (the intraday line is IntradayChart's). */
  type: Exclude<KlineType, 'intraday'>;
  candles: readonly Candle[];
  /** The live price and its time; the last point follows it. */
  livePrice: string;
  liveTime: number;
  /** Horizontal price lines (the user's entries, stops, targets, liquidation prices) with short axis labels. */
  lines?: readonly ChartLine[];
}

const NO_LINES: readonly ChartLine[] = [];

interface Drawn {
  series: ISeriesApi<'Candlestick'>;
  last: CandlePoint | undefined;
  /** Seconds per candle when a tick after the last one opens the next (1D's 5 minutes); daily ones never do. */
  step: number | undefined;
}

/** 1D draws the last session in 5-minute candles (apps/server's kline). */
const FIVE_MINUTES = 300;

/**
 * The quote's candle chart (lightweight-charts): 5-minute candles of the session for 1D, daily candles over the span
 * for 1W to 1Y. The last candle follows live ticks. Loaded on demand, in its own chunk, when a candle period is chosen.
 */
export default function PriceChart({ type, candles, livePrice, liveTime, lines = NO_LINES }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<IChartApi | null>(null);
  const drawn = useRef<Drawn | null>(null);
  const [priceColors] = usePriceColors();
  const theme = useTheme();

  // The chart is made in a task of its own after the screen's render, and its data set in the next: on a slow phone
  // the screen's render, the chart's making and its data were one long task the page could answer nothing during.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let made: IChartApi | null = null;
    const timer = setTimeout(() => {
      made = createChart(element, {
        autoSize: true,
        rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.12, bottom: 0.08 } },
        timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true, tickMarkFormatter: englishTickMark },
        handleScale: { axisPressedMouseMove: false },
      });
      setInstance(made);
    }, 0);
    return () => {
      clearTimeout(timer);
      drawn.current = null;
      made?.remove();
      setInstance(null);
    };
  }, []);

  // The series for the period: drawn afresh when the period, the data or the colours (theme, up/down) change. The
  // price lines' and the live price's effects below list the same dependencies, so each redraw is followed by them.
  useEffect(() => {
    if (!instance) return;
    if (drawn.current) instance.removeSeries(drawn.current.series);
    drawn.current = null;
    instance.applyOptions(chartChrome(11));
    const up = cssColor('--bourse-up');
    const down = cssColor('--bourse-down');
    instance.applyOptions({ timeScale: { timeVisible: type === '1D', secondsVisible: false } });
    const points = toCandles(candles);
    const series = instance.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
      priceLineVisible: false,
    });
    series.setData(points.map((p) => ({ ...p, time: p.time as UTCTimestamp })));
    drawn.current = { series, last: points.at(-1), step: type === '1D' ? FIVE_MINUTES : undefined };
    instance.timeScale().fitContent();
    const element = container.current;
    if (element) {
      element.dataset.period = type;
      element.dataset.points = String(candles.length);
    }
  }, [instance, type, candles, priceColors, theme]);

  // Price lines on the series drawn now; drawn again with it (a new period, data or colours). Declared after the series'
  // effect, so it runs after it and finds the new series.
  const linesKey = JSON.stringify(lines);
  useEffect(() => {
    const series = drawn.current?.series;
    if (!series) return;
    const drawnLines: IPriceLine[] = [];
    for (const line of JSON.parse(linesKey) as ChartLine[]) {
      const price = Number(line.price);
      if (!Number.isFinite(price) || price <= 0) continue;
      drawnLines.push(
        series.createPriceLine({
          price,
          color: cssColor(LINE_COLORS[line.kind]),
          lineWidth: 1,
          lineStyle: line.kind === 'entry' ? LineStyle.Solid : LineStyle.Dashed,
          axisLabelVisible: true,
          title: line.label,
        }),
      );
    }
    return () => {
      for (const line of drawnLines) {
        try {
          series.removePriceLine(line);
        } catch {
          // The series went with its period or the chart; its lines with it.
        }
      }
    };
  }, [instance, type, candles, linesKey, priceColors, theme]);

  // Live ticks move the last candle (1D: the current 5 minutes, a new candle when the next begins); a series just drawn
  // takes the live price at once rather than at the next tick.
  useEffect(() => {
    const current = drawn.current;
    const price = Number(livePrice);
    if (!current?.last || !Number.isFinite(price) || price <= 0) return;
    const next = withLivePrice(
      current.last,
      price,
      current.step === undefined ? undefined : bucketOf(liveTime, current.step),
    );
    current.series.update({ ...next, time: next.time as UTCTimestamp });
    current.last = next;
  }, [instance, type, candles, priceColors, theme, livePrice, liveTime]);

  return <div ref={container} className="price-chart" data-testid="price-chart" />;
}
