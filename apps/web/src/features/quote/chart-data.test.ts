import { describe, expect, it } from 'vitest';
import { bucketOf, chartTime, toCandles, toLine, withLivePrice } from './chart-data';

const candle = (t: number, close: string) => ({ t, open: '10', high: '12', low: '9', close, volume: '1' });

describe('chart data', () => {
  it('sorts points by time, one per time, shifted to local time', () => {
    const t0 = Date.UTC(2026, 10, 20, 14, 30);
    const line = toLine([candle(t0 + 60_000, '11'), candle(t0, '10.5'), candle(t0 + 60_000, '11.25')]);
    expect(line).toEqual([
      { time: chartTime(t0), value: 10.5 },
      { time: chartTime(t0 + 60_000), value: 11.25 },
    ]);
    expect(chartTime(t0) - t0 / 1000 + new Date(t0).getTimezoneOffset() * 60).toBe(0);
  });

  it('stretches the last candle to a live price', () => {
    const [last] = toCandles([candle(0, '11')]);
    if (!last) throw new Error('no candle');
    expect(withLivePrice(last, 12.5)).toMatchObject({ high: 12.5, low: 9, close: 12.5, open: 10 });
    expect(withLivePrice(last, 8)).toMatchObject({ high: 12, low: 8, close: 8 });
  });

  it('opens the next 5-minute candle at the last close when a tick falls after the last one', () => {
    const t0 = Date.UTC(2026, 10, 20, 14, 35);
    const [last] = toCandles([candle(t0, '11')]);
    if (!last) throw new Error('no candle');
    expect(withLivePrice(last, 11.5, bucketOf(t0 + 299_000, 300))).toMatchObject({
      time: last.time,
      high: 12,
      close: 11.5,
    });
    expect(withLivePrice(last, 11.5, bucketOf(t0 + 301_000, 300))).toEqual({
      time: chartTime(t0 + 300_000),
      open: 11,
      high: 11.5,
      low: 11,
      close: 11.5,
    });
  });
});
