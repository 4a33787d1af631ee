import type { Candle } from '@bourse/contract';
import { type PointerEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, group, pricePlaces } from '../../lib/format';
import { type ChartLine, LINE_COLORS } from './chart-lines';
import { type LinePoint, minuteOf, toLine } from './chart-data';
import { clockLabel, linePaths, nearestIndex, priceScale, timeMarks, withLivePoint } from './intraday-geometry';
import { labelSlots } from './label-slots';

export interface IntradayChartProps {
  candles: readonly Candle[];
  /** The previous close: the dashed baseline, and the colour's reference (above it up, below it down). */
  prevClose: string;
  /** The live price and its time; the last point follows it. */
  livePrice: string;
  liveTime: number;
  /** Horizontal price lines (entries, stops, targets, liquidation prices) with short labels. */
  lines?: readonly ChartLine[];
}

const NO_LINES: readonly ChartLine[] = [];
/** The time axis' band under the plot, and the space a label takes on each axis. */
const TIME_AXIS = 20;
const CHAR_WIDTH = 6.6;
const LABEL_HEIGHT = 16;
/** The least room between two time labels ('09:30' takes about 32). */
const MARK_GAP = 44;
/** Until the box is measured (and where it cannot be): the phone width the app is laid out for. */
const DEFAULT_SIZE = { width: 360, height: 250 };

/**
 * The quote's intraday line, drawn as SVG: the session's minutes as an area under the line, green or red against the
 * previous close (dashed), the live price as the last point with its label on the price axis, the user's position
 * lines, and a crosshair that reads any minute's price and time under a finger or the pointer. Drawn by the app
 * itself rather than by the chart library (which draws the candle periods): the library's first draw and each tick's
 * redraw of its canvases were the quote page's longest tasks on a phone (docs/decisions.md, "The intraday chart").
 */
export function IntradayChart({ candles, prevClose, livePrice, liveTime, lines = NO_LINES }: IntradayChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const [hover, setHover] = useState<number | null>(null);
  const gradient = useId();

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const base = useMemo(() => toLine(candles), [candles]);
  // The line as last drawn, so the minutes the ticks have drawn since the candles were fetched stay on it (the candles
  // are not fetched again while the screen is open); new candles start it afresh. Kept by React's pattern for
  // information from previous renders: a tick that changes the line sets it during the render, which React runs again
  // at once, and the second run lays in the same tick again and changes nothing.
  const [line, setLine] = useState<{ base: readonly LinePoint[]; points: readonly LinePoint[] }>({
    base,
    points: base,
  });
  const drawn = line.base === base ? line.points : base;
  const minute = Math.max(minuteOf(liveTime), drawn.at(-1)?.time ?? 0);
  const points = withLivePoint(drawn, Number(livePrice), minute);
  if (line.base !== base || points !== line.points) setLine({ base, points });

  const close = Number(prevClose);
  const places = pricePlaces(livePrice);
  const scale = useMemo(
    () => priceScale([...points.map((p) => p.value), ...(close > 0 ? [close] : [])], 5, 10 ** -places),
    [points, close, places],
  );
  /** A price on the axis as the app writes prices: the instrument's places, thousands grouped. */
  const label = (v: number) => group(v.toFixed(places));
  const axisWidth = Math.ceil(Math.max(...scale.ticks.map((v) => label(v).length), 6) * CHAR_WIDTH) + 12;
  const plot = { left: 0, top: 4, width: Math.max(10, size.width - axisWidth), bottom: size.height - TIME_AXIS };
  const x = (i: number) => plot.left + (points.length <= 1 ? plot.width : (i / (points.length - 1)) * plot.width);
  const y = (v: number) => plot.top + ((scale.max - v) / (scale.max - scale.min)) * (plot.bottom - plot.top);
  const inPlot = (v: number) => v >= scale.min && v <= scale.max;

  const paths = linePaths(points, x, y, plot.bottom);
  const last = points.at(-1);
  const rising = last !== undefined && !(close > 0 && last.value < close);
  const tone = rising ? 'up' : 'down';
  const allMarks = timeMarks(points, Math.ceil(MARK_GAP / Math.max(plot.width / Math.max(1, points.length - 1), 0.01)));
  // A label centred on its point, so none whose half would fall off either end of the plot.
  const marks = allMarks.filter(
    (m) => x(m.index) >= plot.left + MARK_GAP / 2 - 6 && x(m.index) <= plot.left + plot.width - MARK_GAP / 2 + 6,
  );
  const shown = hover === null ? undefined : points[hover];

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setHover(nearestIndex(event.clientX - rect.left, plot.left, plot.width, points.length));
  };
  const axisX = plot.left + plot.width + 6;
  const lastY = last ? y(last.value) : undefined;
  // The lines' price labels, each on its price unless the live price's label or another line's is there.
  const drawnLines = lines.filter((l) => Number(l.price) > 0 && inPlot(Number(l.price)));
  const linePills = labelSlots(
    drawnLines.map((l) => y(Number(l.price))),
    lastY,
    { height: LABEL_HEIGHT, top: 0, bottom: size.height - TIME_AXIS },
  );
  const pills = [...(lastY === undefined ? [] : [lastY]), ...linePills];
  /** An axis price is left unwritten where a label covers it (its grid line stays). */
  const underPill = (at: number) => pills.some((p) => Math.abs(p - at) < LABEL_HEIGHT);

  return (
    <div
      ref={box}
      className={`price-chart intraday-chart tone-${tone}`}
      data-testid="price-chart"
      data-period="intraday"
      data-points={candles.length}
    >
      <svg
        width={size.width}
        height={size.height}
        viewBox={`0 0 ${size.width} ${size.height}`}
        role="img"
        aria-label={t('quote.intradayChart', {
          price: last ? last.value.toFixed(places) : livePrice,
          prevClose,
        })}
        onPointerDown={onPointer}
        onPointerMove={onPointer}
        onPointerLeave={() => setHover(null)}
        onPointerCancel={() => setHover(null)}
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" className="area-top" />
            <stop offset="100%" className="area-bottom" />
          </linearGradient>
        </defs>
        {scale.ticks.map((v) => (
          <g key={v}>
            <line className="grid" x1={plot.left} x2={plot.left + plot.width} y1={y(v)} y2={y(v)} />
            {!underPill(y(v)) && (
              <text className="axis-label" x={axisX} y={y(v) + 4}>
                {label(v)}
              </text>
            )}
          </g>
        ))}
        {marks.map((m) => (
          <text key={m.index} className="axis-label" x={x(m.index)} y={size.height - 6} textAnchor="middle">
            {m.label}
          </text>
        ))}
        <path className="area" d={paths.area} fill={`url(#${gradient})`} />
        <path className="line" d={paths.line} />
        {close > 0 && inPlot(close) && (
          <line className="baseline" x1={plot.left} x2={plot.left + plot.width} y1={y(close)} y2={y(close)} />
        )}
        {drawnLines.map((line, i) => {
          const price = Number(line.price);
          return (
            <g key={line.id} className="position-line" style={{ color: `var(${LINE_COLORS[line.kind]})` }}>
              <line
                x1={plot.left}
                x2={plot.left + plot.width}
                y1={y(price)}
                y2={y(price)}
                strokeDasharray={line.kind === 'entry' ? undefined : '4 3'}
              />
              <text className="line-label" x={plot.left + 4} y={y(price) - 4}>
                {line.label}
              </text>
              <AxisPill x={axisX - 4} y={linePills[i] ?? y(price)} text={formatPrice(line.price)} />
            </g>
          );
        })}
        {last && (
          <g className="last-value">
            <AxisPill x={axisX - 4} y={y(last.value)} text={label(last.value)} />
          </g>
        )}
        {shown && hover !== null && (
          <g className="crosshair" data-testid="chart-crosshair">
            <line x1={x(hover)} x2={x(hover)} y1={plot.top} y2={plot.bottom} />
            <line x1={plot.left} x2={plot.left + plot.width} y1={y(shown.value)} y2={y(shown.value)} />
            <circle cx={x(hover)} cy={y(shown.value)} r={3.5} />
            <AxisPill x={axisX - 4} y={y(shown.value)} text={label(shown.value)} />
            <TimePill x={x(hover)} y={size.height - TIME_AXIS / 2} text={clockLabel(shown.time)} width={size.width} />
          </g>
        )}
      </svg>
    </div>
  );
}

/** A label on the price axis, centred on its price. */
function AxisPill({ x, y, text }: { x: number; y: number; text: string }) {
  const width = text.length * CHAR_WIDTH + 8;
  return (
    <g className="axis-pill">
      <rect x={x} y={y - LABEL_HEIGHT / 2} width={width} height={LABEL_HEIGHT} rx={3} />
      <text x={x + 4} y={y + 4}>
        {text}
      </text>
    </g>
  );
}

/** The crosshair's time under the plot, kept inside the chart's width. */
function TimePill({ x, y, text, width }: { x: number; y: number; text: string; width: number }) {
  const w = text.length * CHAR_WIDTH + 10;
  const left = Math.min(Math.max(0, x - w / 2), width - w);
  return (
    <g className="axis-pill">
      <rect x={left} y={y - LABEL_HEIGHT / 2} width={w} height={LABEL_HEIGHT} rx={3} />
      <text x={left + w / 2} y={y + 4} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}
