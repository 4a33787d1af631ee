import type { Candle, KlineType } from '@bourse/contract';
import {
  AreaSeries,
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
import { bucketOf, type CandlePoint, minuteOf, toCandles, toLine, withLivePrice } from './chart-data';

export interface PriceChartProps {
  type: KlineType;
  candles: readonly Candle[];
  /** The previous close, drawn as a dashed line on the intraday chart. */
  prevClose: string;
  /** The live price and its time; the last point follows it. */
  livePrice: string;
  liveTime: number;
  /** Horizontal price lines (the user's entries, stops, targets, liquidation prices) with short axis labels. */
  lines?: readonly ChartLine[];
}

const NO_LINES: readonly ChartLine[] = [];

type Drawn =
  | { kind: 'line'; series: ISeriesApi<'Area'>; lastTime: number }
  | {
      kind: 'candles';
      series: ISeriesApi<'Candlestick'>;
      last: CandlePoint | undefined;
      /** Seconds per candle when a tick after the last one opens the next (1D's 5 minutes); daily ones never do. */
      step: number | undefined;
    };

/** 1D draws the last session in 5-minute candles (apps/server's kline). */
const FIVE_MINUTES = 300;

/**
 * The quote chart (lightweight-charts): an area line for intraday, 5-minute candles of the session for 1D, daily
 * candles over the span for 1W to 1Y. The last point follows live ticks. Loaded on demand, in its own chunk.
 */
export default function PriceChart({
  type,
  candles,
  prevClose,
  livePrice,
  liveTime,
  lines = NO_LINES,
}: PriceChartProps) {
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
    const intraday = type === 'intraday';
    instance.applyOptions({ timeScale: { timeVisible: intraday || type === '1D', secondsVisible: false } });

    if (intraday) {
      const points = toLine(candles);
      const last = points.at(-1);
      const rising = last !== undefined && last.value >= Number(prevClose);
      const color = rising ? up : down;
      const series = instance.addSeries(AreaSeries, {
        lineColor: color,
        topColor: `${color}55`,
        bottomColor: `${color}00`,
        lineWidth: 2,
        priceLineVisible: false,
        lastValueVisible: true,
      });
      series.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
      if (Number(prevClose) > 0) {
        series.createPriceLine({
          price: Number(prevClose),
          color: cssColor('--bourse-chart-baseline'),
          lineStyle: LineStyle.Dashed,
          lineWidth: 1,
          axisLabelVisible: false,
        });
      }
      drawn.current = { kind: 'line', series, lastTime: last?.time ?? 0 };
    } else {
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
      drawn.current = { kind: 'candles', series, last: points.at(-1), step: type === '1D' ? FIVE_MINUTES : undefined };
    }
    instance.timeScale().fitContent();
    const element = container.current;
    if (element) {
      element.dataset.period = type;
      element.dataset.points = String(candles.length);
    }
  }, [instance, type, candles, prevClose, priceColors, theme]);

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
  }, [instance, type, candles, prevClose, linesKey, priceColors, theme]);

  // Live ticks move the last point (intraday: the current minute, appended when a new one starts); a series just drawn
  // takes the live price at once rather than at the next tick.
  useEffect(() => {
    const current = drawn.current;
    const price = Number(livePrice);
    if (!current || !Number.isFinite(price) || price <= 0) return;
    if (current.kind === 'line') {
      const time = Math.max(minuteOf(liveTime), current.lastTime);
      current.series.update({ time: time as UTCTimestamp, value: price });
      current.lastTime = time;
    } else if (current.last) {
      const next = withLivePrice(
        current.last,
        price,
        current.step === undefined ? undefined : bucketOf(liveTime, current.step),
      );
      current.series.update({ ...next, time: next.time as UTCTimestamp });
      current.last = next;
    }
  }, [instance, type, candles, prevClose, priceColors, theme, livePrice, liveTime]);

  return <div ref={container} className="price-chart" data-testid="price-chart" />;
}
