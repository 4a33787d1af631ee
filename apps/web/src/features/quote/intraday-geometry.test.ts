import { describe, expect, it } from 'vitest';
import { linePaths, nearestIndex, priceScale, timeMarks, withLivePoint } from './intraday-geometry';

/** Chart seconds of 09:30 New York on a day, and a point a minute. */
const OPEN = Date.UTC(2026, 10, 27, 9, 30) / 1000;
const minutes = (n: number, value = (i: number) => 100 + i) =>
  Array.from({ length: n }, (_, i) => ({ time: OPEN + i * 60, value: value(i) }));

describe('the intraday line', () => {
  it('moves the current minute to the live price, and appends a new minute', () => {
    const line = minutes(3);
    expect(withLivePoint(line, 99.5, OPEN + 120).at(-1)).toEqual({ time: OPEN + 120, value: 99.5 });
    expect(withLivePoint(line, 99.5, OPEN + 120)).toHaveLength(3);
    expect(withLivePoint(line, 101, OPEN + 180)).toEqual([...line, { time: OPEN + 180, value: 101 }]);
    expect(withLivePoint([], 101, OPEN)).toEqual([{ time: OPEN, value: 101 }]);
    // no price yet, or the price already there: the line as it is (the chart then keeps what it drew)
    expect(withLivePoint(line, Number.NaN, OPEN + 180)).toBe(line);
    expect(withLivePoint(line, 102, OPEN + 120)).toBe(line);
  });

  it('scales prices with a margin and round ticks inside the range', () => {
    const scale = priceScale([241.3, 243.9, 239]);
    expect(scale.min).toBeLessThan(239);
    expect(scale.max).toBeGreaterThan(243.9);
    expect(scale.ticks.length).toBeGreaterThanOrEqual(3);
    for (const tick of scale.ticks) {
      expect(tick).toBeGreaterThanOrEqual(scale.min);
      expect(tick).toBeLessThanOrEqual(scale.max);
    }
    const steps = scale.ticks.slice(1).map((t, i) => Number((t - (scale.ticks[i] as number)).toFixed(6)));
    expect(new Set(steps).size).toBe(1);
    expect([0.5, 1, 2, 2.5]).toContain(steps[0]);
  });

  it('steps by whole multiples of the price’s smallest move, with the places it needs', () => {
    const fx = priceScale([1.0831, 1.0842], 5, 0.00001);
    expect(fx.places).toBeGreaterThanOrEqual(4);
    expect(fx.places).toBeLessThanOrEqual(5);
    // a session a cent wide: never a step of a fraction of a cent (243.1025 is no price)
    const narrow = priceScale([243.1, 243.11], 5, 0.01);
    expect(narrow.places).toBeLessThanOrEqual(2);
    for (const tick of narrow.ticks) expect(Math.abs(tick * 100 - Math.round(tick * 100))).toBeLessThan(1e-6);
    expect(narrow.ticks.length).toBeGreaterThan(0);
    const flat = priceScale([50, 50]);
    expect(flat.max).toBeGreaterThan(flat.min);
    expect(flat.ticks.length).toBeGreaterThan(0);
  });

  it('marks the time axis on whole New York hours or halves, spaced for their labels', () => {
    const session = minutes(390); // 09:30 to 15:59
    expect(timeMarks(session, 30).map((m) => m.label)).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
    expect(timeMarks(session, 90).map((m) => m.label)).toEqual(['10:00', '12:00', '14:00']);
    expect(timeMarks(session, 61).map((m) => m.label)).toEqual(['10:00', '12:00', '14:00']);
  });

  it('draws the line through every point and closes the area under it', () => {
    const { line, area } = linePaths(
      minutes(3),
      (i) => i * 10,
      (v) => 200 - v,
      150,
    );
    expect(line).toBe('M0 100L10 99L20 98');
    expect(area).toBe('M0 100L10 99L20 98L20 150L0 150Z');
    expect(
      linePaths(
        [],
        (i) => i,
        (v) => v,
        0,
      ),
    ).toEqual({ line: '', area: '' });
  });

  it('finds the minute under the pointer, never outside the line', () => {
    expect(nearestIndex(0, 0, 300, 31)).toBe(0);
    expect(nearestIndex(151, 0, 300, 31)).toBe(15);
    expect(nearestIndex(900, 0, 300, 31)).toBe(30);
    expect(nearestIndex(-20, 0, 300, 31)).toBe(0);
  });
});
