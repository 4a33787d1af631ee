import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { aggregate, fiftyTwoWeekRange, HISTORY_HORIZON_DAYS, historyCandles } from './candles.ts';
import { weekday } from './sessions.ts';
import { AAPL, ALL_FIXTURES, candleProblems, EURUSD, PENNY, TENCENT, US10Y, utc } from './test-fixtures.ts';
import { dailyVolatility } from './volatility.ts';

const DAY = 86_400_000;
const END = utc(2025, 6, 18, 18); // Wednesday 18 June 2025, 14:00 New York

describe('daily history', () => {
  it('ends exactly at the live price', () => {
    const candles = historyCandles({ instrument: AAPL, seed: 's', endMs: END, days: 365, lastPrice: '231.07' });
    expect(candles.at(-1)?.close).toBe('231.07');
    expect(candles.at(-1)?.t).toBe(utc(2025, 6, 18));
    // Also when the live price is far from the reference price, and for a bond's 1/128 grid.
    expect(
      historyCandles({ instrument: AAPL, seed: 's', endMs: END, days: 30, lastPrice: '400.01' }).at(-1)?.close,
    ).toBe('400.01');
    const bond = historyCandles({ instrument: US10Y, seed: 's', endMs: END, days: 30, lastPrice: '98.5078125' });
    expect(Decimal.from(bond.at(-1)!.close).eq('98.5078125')).toBe(true);
  });

  it('with the live day, the last candle is that day and the one before closes at the previous close', () => {
    const today = { open: '229.50', high: '232.00', low: '228.10', prevClose: '229.80', volume: '1234567' };
    const candles = historyCandles({ instrument: AAPL, seed: 's', endMs: END, days: 365, lastPrice: '231.07', today });
    expect(candles.at(-1)).toEqual({
      t: utc(2025, 6, 18),
      open: '229.50',
      high: '232.00',
      low: '228.10',
      close: '231.07',
      volume: '1234567',
    });
    expect(candles.at(-2)?.close).toBe('229.80');
    expect(candles.at(-2)?.t).toBe(utc(2025, 6, 17));
  });

  it('keeps low ≤ open, close ≤ high on the tick grid for every instrument and seed', () => {
    for (const instrument of ALL_FIXTURES) {
      for (const seed of ['a', 'b', 'c']) {
        const candles = historyCandles({ instrument, seed, endMs: END, days: 365, lastPrice: instrument.refPrice });
        expect(candles.length).toBeGreaterThan(240);
        const problems = candles.flatMap((c) => candleProblems(c, instrument.tickSize));
        expect(problems, `${instrument.code} seed ${seed}`).toEqual([]);
      }
    }
  });

  it('opens each day near the previous close (a small gap)', () => {
    for (const instrument of [AAPL, TENCENT, EURUSD]) {
      const candles = historyCandles({
        instrument,
        seed: 'gap',
        endMs: END,
        days: 365,
        lastPrice: instrument.refPrice,
      });
      const limit = 1.2 * dailyVolatility(instrument) + 0.001; // six standard deviations of the gap, plus a tick
      for (let i = 1; i < candles.length; i++) {
        const gap = Math.abs(Number(candles[i]!.open) / Number(candles[i - 1]!.close) - 1);
        expect(gap, `${instrument.code} ${i}`).toBeLessThan(limit);
      }
    }
  });

  it('has one candle per weekday session in the window, at 00:00 UTC of the trade date, oldest first', () => {
    const candles = historyCandles({ instrument: AAPL, seed: 's', endMs: END, days: 365, lastPrice: '231.07' });
    expect(candles).toHaveLength(261);
    for (let i = 0; i < candles.length; i++) {
      const t = candles[i]!.t;
      expect(t % DAY).toBe(0);
      const wd = weekday(new Date(t).toISOString().slice(0, 10));
      expect(wd >= 1 && wd <= 5).toBe(true);
      if (i > 0) expect(t).toBeGreaterThan(candles[i - 1]!.t);
    }
    expect(candles[0]!.t).toBeGreaterThan(END - 366 * DAY);
  });

  it('leaves holidays out', () => {
    const holidays = { US: new Set(['2025-06-16']) };
    const candles = historyCandles({ instrument: AAPL, seed: 's', endMs: END, days: 10, lastPrice: '231', holidays });
    expect(candles.map((c) => new Date(c.t).toISOString().slice(0, 10))).toEqual([
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-17',
      '2025-06-18',
    ]);
  });

  it('is reproducible for a seed, different for another, and a 3-month chart is the tail of the 1-year chart', () => {
    const params = { instrument: TENCENT, endMs: END, lastPrice: '420.2' };
    const year = historyCandles({ ...params, seed: 'x', days: 365 });
    expect(historyCandles({ ...params, seed: 'x', days: 365 })).toEqual(year);
    expect(historyCandles({ ...params, seed: 'y', days: 365 })).not.toEqual(year);
    const quarter = historyCandles({ ...params, seed: 'x', days: 91 });
    expect(quarter.length).toBeGreaterThan(55);
    expect(year.slice(-quarter.length)).toEqual(quarter);
    const twoYears = historyCandles({ ...params, seed: 'x', days: HISTORY_HORIZON_DAYS });
    expect(twoYears.slice(-year.length)).toEqual(year);
  });

  it('never goes below one tick, even for a stock two ticks above zero', () => {
    for (const seed of ['p1', 'p2', 'p3', 'p4']) {
      const candles = historyCandles({ instrument: PENNY, seed, endMs: END, days: 730, lastPrice: '1' });
      expect(candles.at(-1)?.close).toBe('1');
      expect(candles.flatMap((c) => candleProblems(c, '1'))).toEqual([]);
    }
  });

  it('returns nothing for zero days', () => {
    expect(historyCandles({ instrument: AAPL, seed: 's', endMs: END, days: 0, lastPrice: '1' })).toEqual([]);
  });
});

describe('weekly and monthly candles', () => {
  const daily = [
    { t: utc(2025, 1, 30), open: '10.00', high: '11.00', low: '9.50', close: '10.50', volume: '100' }, // Thu
    { t: utc(2025, 1, 31), open: '10.50', high: '12.00', low: '10.10', close: '11.90', volume: '200' }, // Fri
    { t: utc(2025, 2, 3), open: '11.80', high: '11.90', low: '8.00', close: '8.10', volume: '300' }, // Mon
    { t: utc(2025, 2, 4), open: '8.20', high: '9.00', low: '8.15', close: '8.90', volume: '400' }, // Tue
  ];

  it('roll days into Monday-based weeks', () => {
    expect(aggregate(daily, 'week')).toEqual([
      { t: utc(2025, 1, 30), open: '10.00', high: '12.00', low: '9.50', close: '11.90', volume: '300' },
      { t: utc(2025, 2, 3), open: '11.80', high: '11.90', low: '8.00', close: '8.90', volume: '700' },
    ]);
  });

  it('roll days into calendar months', () => {
    expect(aggregate(daily, 'month')).toEqual([
      { t: utc(2025, 1, 30), open: '10.00', high: '12.00', low: '9.50', close: '11.90', volume: '300' },
      { t: utc(2025, 2, 3), open: '11.80', high: '11.90', low: '8.00', close: '8.90', volume: '700' },
    ]);
    expect(aggregate(daily.slice(2), 'month')).toHaveLength(1);
    expect(aggregate([], 'week')).toEqual([]);
  });

  it('keep the invariants and the total volume of a year of history', () => {
    const year = historyCandles({ instrument: AAPL, seed: 'agg', endMs: END, days: 365, lastPrice: '231.07' });
    const total = year.reduce((s, c) => s + BigInt(c.volume), 0n);
    for (const period of ['week', 'month'] as const) {
      const rolled = aggregate(year, period);
      expect(rolled.length).toBe(period === 'week' ? 53 : 13);
      expect(rolled.flatMap((c) => candleProblems(c, AAPL.tickSize))).toEqual([]);
      expect(rolled.reduce((s, c) => s + BigInt(c.volume), 0n)).toBe(total);
      expect(rolled.at(-1)?.close).toBe('231.07');
      expect(rolled[0]?.open).toBe(year[0]?.open);
    }
  });
});

describe('minute candles in buckets', () => {
  const at = (h: number, m: number) => Date.UTC(2025, 1, 3, h, m);
  const minute = (h: number, m: number, open: string, close: string, volume: string) => ({
    t: at(h, m),
    open,
    high: Decimal.from(open).gt(close) ? open : close,
    low: Decimal.from(open).gt(close) ? close : open,
    close,
    volume,
  });

  it('roll minutes into 5-minute candles starting on the clock’s fives', () => {
    const minutes = [
      minute(14, 31, '10.00', '10.20', '5'),
      minute(14, 34, '10.20', '10.10', '7'),
      minute(14, 35, '10.10', '10.40', '1'),
      minute(14, 39, '10.40', '10.30', '2'),
      minute(14, 40, '10.30', '9.90', '3'),
    ];
    expect(aggregate(minutes, { minutes: 5 })).toEqual([
      { t: at(14, 31), open: '10.00', high: '10.20', low: '10.00', close: '10.10', volume: '12' },
      { t: at(14, 35), open: '10.10', high: '10.40', low: '10.10', close: '10.30', volume: '3' },
      { t: at(14, 40), open: '10.30', high: '10.30', low: '9.90', close: '9.90', volume: '3' },
    ]);
  });
});

describe('52-week high and low', () => {
  it('are the extremes of the last 52 weeks of daily candles, widened by the live day', () => {
    const daily = historyCandles({ instrument: AAPL, seed: '52', endMs: END, days: 730, lastPrice: '231.07' });
    const range = fiftyTwoWeekRange(daily)!;
    const lastT = daily.at(-1)!.t;
    const window = daily.filter((c) => c.t > lastT - 364 * DAY);
    const highs = window.map((c) => Decimal.from(c.high));
    const lows = window.map((c) => Decimal.from(c.low));
    expect(Decimal.from(range.high).eq(Decimal.max(highs[0]!, ...highs))).toBe(true);
    expect(Decimal.from(range.low).eq(Decimal.min(lows[0]!, ...lows))).toBe(true);
    // Older candles do not count.
    const older = daily.filter((c) => c.t <= lastT - 364 * DAY);
    expect(older.length).toBeGreaterThan(200);
    const widened = fiftyTwoWeekRange(daily, { high: '9999.99', low: '0.01' });
    expect(widened).toEqual({ high: '9999.99', low: '0.01' });
    expect(fiftyTwoWeekRange([])).toBeNull();
  });
});
