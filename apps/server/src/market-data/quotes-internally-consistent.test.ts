import { quoteSchema } from '@bourse/contract';
import { describe, expect, it } from 'vitest';
import { quoteProblems, testMarket, utc } from '../testing/market.ts';

describe('every live quote', () => {
  it('keeps low ≤ open, price ≤ high, change = price − prevClose exactly, bid < ask, on its tick grid, step after step', () => {
    const t = testMarket({ startMs: utc(2026, 11, 18, 15), alwaysOpen: true });
    const problems: string[] = [];
    for (let i = 0; i < 120; i++) {
      t.step(i % 10 === 0 ? 60_000 : 1000);
      for (const { inst, quote } of t.market.allLive()) {
        for (const p of quoteProblems(quote, inst.tickSize)) problems.push(`${inst.key}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('matches the contract, names its own channel and logo, and carries open interest only for futures', () => {
    const t = testMarket({ startMs: utc(2026, 11, 18, 15), alwaysOpen: true });
    t.step();
    let count = 0;
    for (const { inst, quote } of t.market.allLive()) {
      count++;
      expect(quoteSchema().strict().parse(quote)).toEqual(quote);
      expect(quote.channel).toBe(inst.channel);
      expect(quote.localLogoUrl).toMatch(/^\/logo\/[A-Z]+\/.+\.svg$/);
      expect(quote.openInterest !== undefined, inst.key).toBe(inst.market === 'FUTURES');
    }
    expect(count).toBeGreaterThan(400);
  });

  it('are reproducible: the same seed and clock give the same prices, another seed others', () => {
    const prices = (seed: string) => {
      const t = testMarket({ startMs: utc(2026, 11, 18, 15), alwaysOpen: true, seed });
      for (let i = 0; i < 20; i++) t.step();
      return [...t.market.allLive()].map((l) => l.quote.price_nominal);
    };
    expect(prices('a')).toEqual(prices('a'));
    expect(prices('a')).not.toEqual(prices('b'));
  });
});
