import { describe, expect, it } from 'vitest';
import { bucketOf, chartTime, toCandles, toLine, withLivePrice } from './chart-data';

const candle = (t: number, close: string) => ({ t, open: '10', high: '12', low: '9', close, volume: '1' });

describe('chart data', () => {
  it('sorts points by time, one per time, shifted to read as New York time (as the header says)', () => {
    const t0 = Date.UTC(2026, 10, 20, 14, 30);
    const line = toLine([candle(t0 + 60_000, '11'), candle(t0, '10.5'), candle(t0 + 60_000, '11.25')]);
    expect(line).toEqual([
      { time: chartTime(t0), value: 10.5 },
      { time: chartTime(t0 + 60_000), value: 11.25 },
    ]);
    // 14:30 UTC on 20 November 2026 is 09:30 in New York (EST, UTC-5), whatever the device's zone; 14:30 UTC on 20
    // July is 10:30 there (EDT, UTC-4).
    expect(new Date(chartTime(t0) * 1000).toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(new Date(chartTime(Date.UTC(2026, 6, 20, 14, 30)) * 1000).toISOString()).toBe('2026-07-20T10:30:00.000Z');
  });

  it('reads each minute across a daylight-saving change at its own offset', () => {
    // 8 March 2026: New York moves to EDT at 07:00 UTC (02:00 EST becomes 03:00 EDT); 1 November: back at 06:00 UTC.
    const read = (ms: number) => new Date(chartTime(ms) * 1000).toISOString().slice(11, 16);
    const spring = Date.UTC(2026, 2, 8, 7, 0);
    expect([spring - 60_000, spring, spring + 60_000, spring - 30_000].map(read)).toEqual([
      '01:59',
      '03:00',
      '03:01',
      '01:59',
    ]);
    const autumn = Date.UTC(2026, 10, 1, 6, 0);
    expect([autumn - 60_000, autumn, autumn - 1].map(read)).toEqual(['01:59', '01:00', '01:59']);
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
