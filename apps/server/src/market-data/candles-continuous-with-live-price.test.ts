import { Decimal, dailyCandleTime } from '@bourse/domain';
import { describe, expect, it } from 'vitest';
import { testMarket, utc } from '../testing/market.ts';

const CODES = [
  ['US', 'AAPL'],
  ['HK', '00700'],
  ['ID', 'BBCA'],
  ['INDEX', '.FTSE'],
  ['FUTURES', 'GC'],
  ['FOREX', 'USDJPY'],
  ['BOND', 'US10Y'],
] as const;

describe('candles', () => {
  it('end at the live price: the last daily candle is the live day and the one before closes at prevClose', () => {
    const t = testMarket({ startMs: utc(2026, 11, 18, 15), alwaysOpen: true });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 30; i++) t.step();
      for (const [market, code] of CODES) {
        const { inst, tick, quote } = t.market.live(market, code)!;
        const daily = t.market.history.daily(inst, tick);
        expect(daily.length, code).toBeGreaterThan(240);
        expect(daily.at(-1), code).toEqual({
          t: dailyCandleTime(tick.tradeDate),
          open: quote.open,
          high: quote.high,
          low: quote.low,
          close: quote.price_nominal,
          volume: quote.volume,
        });
        expect(daily.at(-2)?.close, code).toBe(quote.prevClose);
        const minutes = t.market.history.intraday(inst, tick);
        expect(minutes[0]?.open, code).toBe(quote.open);
        expect(minutes.at(-1)?.close, code).toBe(quote.price_nominal);
      }
    }
  });

  it('history rows run newest first with zde = close − previous close and df its percentage', () => {
    const t = testMarket({ startMs: utc(2026, 11, 18, 15), alwaysOpen: true });
    t.step();
    const { inst, tick, quote } = t.market.live('US', 'MSFT')!;
    const rows = t.market.history.rows(inst, tick);
    expect(rows[0]).toMatchObject({ close: quote.price_nominal, zde: quote.change, df: quote.change_ratio });
    for (let i = 0; i < rows.length - 1; i++) {
      const row = rows[i]!;
      const prev = rows[i + 1]!;
      expect(row.t).toBeGreaterThan(prev.t);
      expect(Decimal.from(row.close).sub(prev.close).eq(row.zde)).toBe(true);
      expect(Decimal.from(row.zde).mul(100).div(prev.close, { scale: 2 }).toFixed(2)).toBe(row.df);
    }
  });

  it('follow a new trading day: after the close and the next open, yesterday’s last price is the previous close', () => {
    const t = testMarket({ startMs: utc(2026, 11, 19, 20, 50) }); // Thursday 15:50 New York
    for (let i = 0; i < 9; i++) t.step(60_000);
    const { inst, tick: thursday } = t.market.live('US', 'NVDA')!;
    t.market.history.daily(inst, thursday); // cached for Thursday
    t.step(18 * 3600_000); // Friday 09:59
    t.step(60_000);
    const { tick: friday, quote } = t.market.live('US', 'NVDA')!;
    expect(friday.tradeDate).toBe('2026-11-20');
    expect(quote.prevClose).toBe(thursday.price);
    const daily = t.market.history.daily(inst, friday);
    expect(daily.at(-1)?.close).toBe(quote.price_nominal);
    expect(daily.at(-2)).toMatchObject({ t: dailyCandleTime('2026-11-19'), close: thursday.price });
  });

  it('52-week range spans every daily candle of the year and the live day', () => {
    const t = testMarket({ startMs: utc(2026, 11, 18, 15), alwaysOpen: true });
    for (let i = 0; i < 10; i++) t.step();
    const { inst, tick } = t.market.live('HK', '00005')!;
    const range = t.market.history.range52w(inst, tick);
    const daily = t.market.history
      .daily(inst, tick)
      .filter((c) => c.t > dailyCandleTime(tick.tradeDate) - 364 * 86_400_000);
    expect(daily.every((c) => Decimal.from(c.high).lte(range.high) && Decimal.from(c.low).gte(range.low))).toBe(true);
    expect(daily.some((c) => c.high === range.high)).toBe(true);
    expect(daily.some((c) => c.low === range.low)).toBe(true);
  });

  it('a company listed by IPO has no candles before its listing date and is quoted only from that date', () => {
    const t = testMarket({ startMs: utc(2027, 1, 19, 15) }); // KRKN lists on 2027-01-20
    expect(t.market.live('US', 'KRKN')).toBeUndefined();
    t.setClock(utc(2027, 1, 22, 15));
    t.step();
    const { inst, tick, quote } = t.market.live('US', 'KRKN')!;
    const daily = t.market.history.daily(inst, tick);
    expect(daily[0]?.t).toBeGreaterThanOrEqual(dailyCandleTime('2027-01-20'));
    expect(daily.at(-1)?.close).toBe(quote.price_nominal);
  });
});
