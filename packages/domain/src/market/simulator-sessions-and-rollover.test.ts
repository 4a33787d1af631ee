import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { createSimulator } from './simulator.ts';
import { AAPL, ALL_FIXTURES, BBCA, EURUSD, FTSE, GOLD, N225, SPX, TENCENT, US10Y, utc } from './test-fixtures.ts';

const codes = (ticks: { code: string }[]): string[] => ticks.map((t) => t.code).sort();

describe('simulator and market sessions', () => {
  it('emits nothing on a weekend unless every market is kept open', () => {
    const saturday = utc(2025, 6, 21, 15);
    const sim = createSimulator({ instruments: ALL_FIXTURES, seed: 's', startMs: saturday });
    expect(sim.step(saturday + 1000)).toEqual([]);
    expect(sim.step(saturday + 3_600_000)).toEqual([]);
    expect(sim.snapshot()).toHaveLength(ALL_FIXTURES.length); // quotes of the last session are still there
    sim.setAlwaysOpen(true);
    expect(sim.step(saturday + 3_601_000)).toHaveLength(ALL_FIXTURES.length);
    sim.setAlwaysOpen(false);
    expect(sim.step(saturday + 3_602_000)).toEqual([]);
  });

  it('ticks only the markets open at that instant', () => {
    // Wednesday 18 June 2025, 14:00Z: New York 10:00, London 15:00, Hong Kong 22:00, Jakarta 21:00, Tokyo 23:00.
    const t = utc(2025, 6, 18, 14);
    const sim = createSimulator({ instruments: ALL_FIXTURES, seed: 's', startMs: t });
    expect(codes(sim.step(t + 1000))).toEqual(['.FTSE', '.SPX', 'AAPL', 'CL', 'EURUSD', 'GC', 'US10Y', 'USDJPY', 'ZC']);
    // 02:00Z: Hong Kong 10:00, Jakarta 09:00, Tokyo 11:00; New York 22:00 (futures and forex trade).
    const asia = utc(2025, 6, 19, 2);
    expect(codes(sim.step(asia))).toEqual(['.N225', '00700', 'BBCA', 'CL', 'EURUSD', 'GC', 'GOTO', 'USDJPY', 'ZC']);
    // 03:00Z is Tokyo 12:00 (lunch); 04:30Z is Hong Kong 12:30 (lunch).
    expect(codes(sim.step(utc(2025, 6, 19, 3, 0)))).not.toContain('.N225');
    expect(codes(sim.step(utc(2025, 6, 19, 4, 30)))).not.toContain('00700');
    // Futures break 17:00–18:00 New York (21:00Z–22:00Z in summer); forex trades on.
    expect(codes(sim.step(utc(2025, 6, 19, 21, 30)))).toEqual(['EURUSD', 'USDJPY']);
  });

  it('honours a holiday calendar, which can be changed while running', () => {
    const t = utc(2025, 7, 4, 15);
    const holidays = { US: new Set(['2025-07-04']) };
    const sim = createSimulator({ instruments: [AAPL, SPX, US10Y, EURUSD], seed: 's', startMs: t, holidays });
    expect(codes(sim.step(t + 1000))).toEqual(['EURUSD']);
    sim.setHolidays({});
    expect(codes(sim.step(t + 2000))).toEqual(['.SPX', 'AAPL', 'EURUSD', 'US10Y']);
  });

  it('rolls the day over at the next open: previous close = last price, fresh open, high, low and volume', () => {
    const wednesday = utc(2025, 6, 18, 19, 50); // 15:50 New York
    const sim = createSimulator({ instruments: [AAPL, GOLD], seed: 'roll', startMs: wednesday });
    let t = wednesday;
    for (; t < utc(2025, 6, 18, 20); t += 1000) sim.step(t);
    const close = sim.quote('AAPL')!;
    expect(close.tradeDate).toBe('2025-06-18');
    // Closed overnight: no ticks, the quote stays.
    expect(sim.step(utc(2025, 6, 19, 3)).map((x) => x.code)).toEqual(['GC']);
    expect(sim.quote('AAPL')).toEqual(close);
    const first = sim.step(utc(2025, 6, 19, 13, 30)).find((x) => x.code === 'AAPL')!;
    expect(first.tradeDate).toBe('2025-06-19');
    expect(first.prevClose).toBe(close.price);
    expect(Decimal.from(first.volume).lt(close.volume)).toBe(true);
    expect(Decimal.from(first.high).sub(first.low).lte(Decimal.from(close.high).sub(close.low))).toBe(true);
    // The opening gap is small: within 2% of the last close.
    const gap = Decimal.from(first.open).sub(close.price).abs().div(close.price);
    expect(gap.lt('0.02')).toBe(true);
  });

  it('rolls futures at their 18:00 New York reopen, with previous settle and open interest carried', () => {
    const before = utc(2025, 6, 18, 20, 59); // 16:59 New York
    const sim = createSimulator({ instruments: [GOLD], seed: 'fut', startMs: before });
    const last = sim.step(before + 30_000)[0]!;
    expect(last.tradeDate).toBe('2025-06-18');
    expect(sim.step(utc(2025, 6, 18, 21, 30))).toEqual([]); // the daily break
    const reopened = sim.step(utc(2025, 6, 18, 22))[0]!;
    expect(reopened.tradeDate).toBe('2025-06-19');
    expect(reopened.prevClose).toBe(last.price);
    expect(reopened.prevSettle).toBe(last.price);
    // Open interest continues from where it was; its change counts from the new day.
    const carried = BigInt(reopened.openInterest!) - BigInt(reopened.openInterestChange!);
    expect(carried).toBe(BigInt(last.openInterest!));
  });

  it('indices follow their home exchange: the FTSE rolls at the London open, the Nikkei at the Tokyo open', () => {
    const t = utc(2025, 6, 18, 12);
    const sim = createSimulator({ instruments: [FTSE, N225], seed: 'idx', startMs: t });
    expect(sim.quote('.FTSE')?.tradeDate).toBe('2025-06-18');
    expect(sim.quote('.N225')?.tradeDate).toBe('2025-06-18');
    sim.step(utc(2025, 6, 19, 0, 5)); // Tokyo 09:05 Thursday
    expect(sim.quote('.N225')?.tradeDate).toBe('2025-06-19');
    expect(sim.quote('.FTSE')?.tradeDate).toBe('2025-06-18');
    sim.step(utc(2025, 6, 19, 7, 5)); // London 08:05 BST
    expect(sim.quote('.FTSE')?.tradeDate).toBe('2025-06-19');
  });

  it('finds quotes by code, or by market and code when a code repeats across markets', () => {
    const twin = { ...GOLD, market: 'US' as const, assetClass: 'stock' as const, refPrice: '12.34', tickSize: '0.01' };
    const sim = createSimulator({ instruments: [GOLD, twin, TENCENT, BBCA], seed: 'q', startMs: utc(2025, 6, 18, 14) });
    expect(sim.quote('GC')?.market).toBe('FUTURES'); // the first listed
    expect(sim.quote('GC', 'US')?.market).toBe('US');
    expect(sim.quote('GC', 'US')?.prevClose).toBe('12.34');
    expect(sim.quote('NOPE')).toBeUndefined();
    expect(sim.snapshot().map((q) => q.code)).toEqual(['GC', 'GC', '00700', 'BBCA']);
    expect(() => createSimulator({ instruments: [GOLD, GOLD], seed: 'q', startMs: 0 })).toThrow(/Duplicate/);
  });

  it('resumes from saved quotes: the same day continues as it was, an older day becomes the previous close', () => {
    const t = utc(2025, 6, 18, 15);
    const sim = createSimulator({ instruments: [AAPL, GOLD], seed: 'a', startMs: t });
    for (let i = 1; i <= 100; i++) sim.step(t + i * 1000);
    const saved = sim.snapshot();
    const resumed = createSimulator({ instruments: [AAPL, GOLD], seed: 'b', startMs: t + 101_000, resume: saved });
    for (const q of resumed.snapshot()) {
      const s = saved.find((x) => x.code === q.code)!;
      expect({ ...q, t: 0, bidVolume: '', askVolume: '' }).toEqual({ ...s, t: 0, bidVolume: '', askVolume: '' });
    }
    const nextDay = createSimulator({ instruments: [AAPL], seed: 'b', startMs: utc(2025, 6, 19, 15), resume: saved });
    expect(nextDay.quote('AAPL')).toMatchObject({ tradeDate: '2025-06-19', prevClose: saved[0]!.price });
  });
});
