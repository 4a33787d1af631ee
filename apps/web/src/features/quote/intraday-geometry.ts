import type { LinePoint } from './chart-data';
import { utcClock } from '../../ui/charts/clock';

/**
 * The intraday chart's geometry, apart from drawing: the live point laid into the line, the price axis' round steps,
 * the time axis' marks, and the line as an SVG path. Prices are numbers here only to place them on screen (exact
 * strings everywhere else, docs/design.md §4); times are the chart's seconds, which read as New York time.
 */

/**
 * The line with the live price as its last point: the current minute's point moved, or a new minute's appended; the
 * same line (the same array) when the price is already there.
 */
export function withLivePoint(points: readonly LinePoint[], price: number, minute: number): readonly LinePoint[] {
  if (!Number.isFinite(price) || price <= 0) return points;
  const last = points.at(-1);
  if (!last) return [{ time: minute, value: price }];
  if (minute > last.time) return [...points, { time: minute, value: price }];
  if (last.value === price) return points;
  return [...points.slice(0, -1), { time: last.time, value: price }];
}

export interface PriceScale {
  min: number;
  max: number;
  /** Round prices between min and max, a step apart, for the axis labels and the grid. */
  ticks: number[];
  /** Places the labels need for the step. */
  places: number;
}

const STEPS = [1, 2, 2.5, 5, 10];

/**
 * The price range to show (the values and the previous close, with a margin above and below so the line never
 * touches the edges) and about `count` round ticks in it (1, 2, 2.5 or 5 times a power of ten apart), never closer
 * than `minStep` (the price's own smallest move) and always a whole number of it, so every label is a price.
 */
export function priceScale(values: readonly number[], count = 5, minStep = 0.01): PriceScale {
  let low = Math.min(...values);
  let high = Math.max(...values);
  const minPlaces = placesOfStep(minStep);
  if (!Number.isFinite(low) || !Number.isFinite(high)) return { min: 0, max: 1, ticks: [], places: minPlaces };
  if (high - low < minStep) {
    low -= minStep;
    high += minStep;
  }
  const span = high - low;
  const min = low - span * 0.08;
  const max = high + span * 0.12;
  const raw = (max - min) / count;
  const power = Math.max(10 ** Math.floor(Math.log10(raw)), minStep);
  const multiple = (s: number) => Math.abs(Math.round((s * power) / minStep) - (s * power) / minStep) < 1e-6;
  const step = (STEPS.find((s) => s * power >= raw && multiple(s)) ?? 10) * power;
  const ticks: number[] = [];
  for (let i = Math.ceil(min / step); i * step <= max; i++) ticks.push(Number((i * step).toFixed(10)));
  return { min, max, ticks, places: Math.min(placesOfStep(step), minPlaces) };
}

/** Places a step needs to be written exactly (0.25 needs 2, 5 needs none). */
function placesOfStep(step: number): number {
  for (let places = 0; places < 10; places++) {
    if (Math.abs(Math.round(step * 10 ** places) - step * 10 ** places) < 1e-6) return places;
  }
  return 10;
}

/** Minutes between time marks, the fewest that leave each label `minGap` points of the line apart. */
const MARK_EVERY = [15, 30, 60, 120, 180, 240, 360, 720];

export interface TimeMark {
  /** The point's index on the line. */
  index: number;
  label: string;
}

/** 'HH:mm' of a chart time (seconds whose UTC fields read as New York's). */
export const clockLabel = (time: number) => utcClock(time);

/**
 * The time axis' marks: the points on whole quarters, halves, hours or several hours (New York time), the finest of
 * those that keeps labels at least `minGap` points apart (a line with gaps in its minutes drops a mark that would
 * crowd the one before it).
 */
export function timeMarks(points: readonly LinePoint[], minGap: number): TimeMark[] {
  const on = (every: number) => {
    const marks: TimeMark[] = [];
    points.forEach((p, index) => {
      if (Math.floor(p.time / 60) % every === 0) marks.push({ index, label: clockLabel(p.time) });
    });
    return marks;
  };
  const span = points.length > 0 ? ((points.at(-1) as LinePoint).time - (points[0] as LinePoint).time) / 60 : 0;
  const every = MARK_EVERY.find((m) => m >= minGap * (span / Math.max(1, points.length - 1))) ?? 720;
  const kept: TimeMark[] = [];
  for (const mark of on(every)) {
    const previous = kept.at(-1);
    if (!previous || mark.index - previous.index >= minGap) kept.push(mark);
  }
  return kept;
}

/** The line through the points, and the same closed down to `bottom` for the area under it (SVG path data). */
export function linePaths(
  points: readonly LinePoint[],
  x: (index: number) => number,
  y: (value: number) => number,
  bottom: number,
): { line: string; area: string } {
  if (points.length === 0) return { line: '', area: '' };
  const at = (v: number) => Math.round(v * 10) / 10;
  let line = '';
  points.forEach((p, i) => {
    line += `${i === 0 ? 'M' : 'L'}${at(x(i))} ${at(y(p.value))}`;
  });
  const area = `${line}L${at(x(points.length - 1))} ${at(bottom)}L${at(x(0))} ${at(bottom)}Z`;
  return { line, area };
}

/** The index of the point nearest to horizontal position `px`, for the crosshair. */
export function nearestIndex(px: number, left: number, width: number, count: number): number {
  if (count <= 1 || width <= 0) return 0;
  const i = Math.round(((px - left) / width) * (count - 1));
  return Math.min(count - 1, Math.max(0, i));
}
