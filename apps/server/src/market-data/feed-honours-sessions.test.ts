import type { Quote } from '@bourse/contract';
import { describe, expect, it } from 'vitest';
import { testMarket, utc } from '../testing/market.ts';

/** Price, depth and volume all as they were. */
const sameMarket = (a: Quote, b: Quote) =>
  a.price_nominal === b.price_nominal &&
  a.volume === b.volume &&
  a.bidVolume === b.bidVolume &&
  a.askVolume === b.askVolume;

const price = (t: ReturnType<typeof testMarket>, market: 'US' | 'FOREX' | 'HK', code: string) =>
  t.market.live(market, code)?.quote;

describe('market sessions', () => {
  it('a closed market does not move on a step: on a Saturday nothing changes', () => {
    const t = testMarket({ startMs: utc(2026, 11, 21, 12) }); // Saturday
    const before = [...t.market.allLive()].map((l) => l.quote);
    for (let i = 0; i < 10; i++) t.step(60_000);
    const after = [...t.market.allLive()].map((l) => l.quote);
    expect(after).toEqual(before);
    expect(after.every((q) => !q.isOpen)).toBe(true);
  });

  it('with MARKET_ALWAYS_OPEN every market moves, weekends included', () => {
    const t = testMarket({ startMs: utc(2026, 11, 21, 12), alwaysOpen: true });
    const before = [...t.market.allLive()].map((l) => l.quote);
    for (let i = 0; i < 10; i++) t.step(60_000);
    const after = [...t.market.allLive()].map((l) => l.quote);
    expect(after.every((q) => q.isOpen)).toBe(true);
    // A thinly traded name (a 2,000-share board lot) may sit still off-hours for a few minutes; all but a handful move.
    expect(after.filter((q, i) => sameMarket(q, before[i]!)).length).toBeLessThanOrEqual(2);
  });

  it('holidays from the trading calendar close the market: on Thanksgiving US stocks rest while forex trades', () => {
    const t = testMarket({ startMs: utc(2026, 11, 26, 15) }); // Thursday 26 November 2026, 10:00 New York
    const aapl = price(t, 'US', 'AAPL');
    const eur = price(t, 'FOREX', 'EURUSD');
    for (let i = 0; i < 5; i++) t.step(60_000);
    expect(price(t, 'US', 'AAPL')).toEqual(aapl);
    expect(price(t, 'US', 'AAPL')?.isOpen).toBe(false);
    expect(price(t, 'FOREX', 'EURUSD')?.volume).not.toBe(eur?.volume);
    expect(price(t, 'FOREX', 'EURUSD')?.isOpen).toBe(true);
  });

  it('the open flag flips when a session opens, and the opening quote is published', () => {
    const t = testMarket({ startMs: utc(2026, 11, 20, 14, 29) }); // Friday 09:29 New York
    expect(price(t, 'US', 'AAPL')?.isOpen).toBe(false);
    t.step(60_000); // 09:30
    expect(price(t, 'US', 'AAPL')?.isOpen).toBe(true);
    expect(t.market.info().sessions.find((s) => s.market === 'US')).toEqual({
      market: 'US',
      isOpen: true,
      nextOpenTimestamp: null,
    });
    t.step(7 * 3600_000); // 16:30: closed again
    expect(price(t, 'US', 'AAPL')?.isOpen).toBe(false);
    expect(t.market.info().sessions.find((s) => s.market === 'US')?.nextOpenTimestamp).toBe(utc(2026, 11, 23, 14, 30));
  });

  it('the always-open setting can be switched on while running', () => {
    const t = testMarket({ startMs: utc(2026, 11, 21, 12) });
    const before = price(t, 'HK', '00700');
    t.market.setAlwaysOpen(true);
    t.step(60_000);
    expect(price(t, 'HK', '00700')?.isOpen).toBe(true);
    expect(sameMarket(price(t, 'HK', '00700')!, before!)).toBe(false);
    expect(t.market.info().alwaysOpen).toBe(true);
  });
});
