import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { fiftyTwoWeekRange, historyCandles, intradayCandles } from './candles.ts';
import { createSimulator } from './simulator.ts';
import { ALL_FIXTURES, candleProblems, utc } from './test-fixtures.ts';

describe('candles built around the simulator’s live quote', () => {
  it('daily history ends at the live price, its last candle is the live day, the one before closes at prevClose', () => {
    const start = utc(2025, 6, 18, 15);
    const sim = createSimulator({ instruments: ALL_FIXTURES, seed: 'live', startMs: start });
    for (let i = 1; i <= 600; i++) sim.step(start + i * 1000);
    for (const inst of ALL_FIXTURES) {
      const q = sim.quote(inst.code, inst.market)!;
      const daily = historyCandles({
        instrument: inst,
        seed: 'live',
        endMs: q.t,
        days: 365,
        lastPrice: q.price,
        today: q,
      });
      const last = daily.at(-1)!;
      expect(last, inst.code).toMatchObject({
        open: q.open,
        high: q.high,
        low: q.low,
        close: q.price,
        volume: q.volume,
      });
      expect(new Date(last.t).toISOString().slice(0, 10), inst.code).toBe(q.tradeDate);
      expect(daily.at(-2)?.close, inst.code).toBe(q.prevClose);
      expect(
        daily.flatMap((c) => candleProblems(c, inst.tickSize)),
        inst.code,
      ).toEqual([]);

      const minutes = intradayCandles({ instrument: inst, seed: 'live', nowMs: q.t, lastPrice: q.price, today: q });
      expect(minutes.length, inst.code).toBeGreaterThan(0);
      expect(minutes[0]?.open, inst.code).toBe(q.open);
      expect(minutes.at(-1)?.close, inst.code).toBe(q.price);
      expect(
        minutes.reduce((s, c) => s + BigInt(c.volume), 0n),
        inst.code,
      ).toBe(BigInt(q.volume));
      expect(
        minutes.flatMap((c) => candleProblems(c, inst.tickSize)),
        inst.code,
      ).toEqual([]);

      const range = fiftyTwoWeekRange(daily, q)!;
      expect(Decimal.from(range.high).gte(q.high) && Decimal.from(range.low).lte(q.low), inst.code).toBe(true);
    }
  });
});
