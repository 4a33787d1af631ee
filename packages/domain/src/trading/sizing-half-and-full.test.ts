import { describe, expect, it } from 'vitest';
import { fxFromPair, USD_FX } from './fx.ts';
import { openCost } from './margin.ts';
import { halfOrFull, maxLots } from './sizing.ts';
import { D } from './test-fixtures.ts';

describe('the largest order whose margin + open fee fits the funds', () => {
  it.each([
    // funds     price    cs     lot  lev  lots  (arithmetic)
    // n shares of 100 at 5x cost margin 20n + fee max(0.1n, 1): n = 49 → 980 + 4.9 = 984.9;
    // n = 50 → 1000 + 5 = 1005 > 1000. So 49 (a division ignoring the fee would say 50).
    ['1000', '100', '1', 1, 5, 49],
    // Lots of 100 shares at 5.12, 1x: a lot costs 512 + fee; 2 lots 1024 + 1.03 (fee 1.024 → up 1.03) = 1025.03.
    ['1025.03', '5.12', '1', 100, 1, 2],
    ['1025.02', '5.12', '1', 100, 1, 1],
    // Gold 2350.7 × 100 oz = 235070 per contract; 20x margin 11753.5, fee 235.07: 11988.57 per contract.
    ['23977.14', '2350.7', '100', 1, 20, 2], // exactly 2 × 11988.57
    ['23977.13', '2350.7', '100', 1, 20, 1], // one cent short of 2
    // Not even one: 1 share at 100, 5x costs 21.
    ['20.99', '100', '1', 1, 5, 0],
    // Forex at 30x, lot 1000 EUR at 1.08457: a lot is 1084.57 USD, margin 36.16 (up), fee 1.09.
    // 100 lots: 108457 → margin 3615.24 (3615.2333 up), fee 108.46 (108.457 up) = 3723.70.
    ['3723.70', '1.08457', '1', 1000, 30, 100],
    ['3723.69', '1.08457', '1', 1000, 30, 99],
  ])('%s USD at %s (cs %s, lot %i) %ix → %i lots', (funds, price, contractSize, lotSize, leverage, lots) => {
    const size = maxLots({ funds: D(funds), price: D(price), contractSize, lotSize, fx: USD_FX, leverage });
    expect(size.lots).toBe(lots);
    expect(size.quantity).toBe(lots * lotSize);
    if (lots > 0) expect(size.cost?.total.lte(D(funds))).toBe(true);
    else expect(size.cost).toBeUndefined();
  });

  it('is exactly the boundary: one more lot would not fit', () => {
    const terms = { price: D('388.2'), contractSize: '1', lotSize: 100, leverage: 5 } as const;
    const fx = fxFromPair('USDHKD', D('7.8'));
    if (!fx) throw new Error('no HKD');
    for (const funds of ['0.5', '999', '1000.37', '1000.36', '123456.78', '99999999.99']) {
      const size = maxLots({ ...terms, fx, funds: D(funds) });
      const next = openCost({ ...terms, fx, quantity: (size.lots + 1) * 100 });
      expect(next.total.gt(D(funds))).toBe(true);
      if (size.cost) expect(size.cost.total.lte(D(funds))).toBe(true);
    }
    // From hk-stock-fee-in-usd: 100 shares of Tencent at 5x cost 1000.37 USD.
    expect(maxLots({ ...terms, fx, funds: D('1000.37') }).lots).toBe(1);
    expect(maxLots({ ...terms, fx, funds: D('1000.36') }).lots).toBe(0);
  });

  it('half and full: half the funds, halved exactly', () => {
    // 1000 USD, 100 per share at 5x: full 49 (above); half = 500: 20n + max(0.1n, 1) ≤ 500 → n = 24 (482.4); 25 → 502.5.
    const sizes = halfOrFull({
      funds: D('1000'),
      price: D('100'),
      contractSize: '1',
      lotSize: 1,
      fx: USD_FX,
      leverage: 5,
    });
    expect([sizes.half.lots, sizes.full.lots]).toEqual([24, 49]);
    // 0.03 USD halves to 0.015, which is kept exactly (no lot fits either way).
    const tiny = halfOrFull({
      funds: D('0.03'),
      price: D('1'),
      contractSize: '1',
      lotSize: 1,
      fx: USD_FX,
      leverage: 1,
    });
    expect([tiny.half.lots, tiny.full.lots]).toEqual([0, 0]);
  });

  it('handles very cheap instruments and very large funds without floats', () => {
    // IDR stock at 50 IDR (rate 1/16000): a lot of 100 is 5000 IDR = 0.3125 → 0.31 USD.
    const idr = fxFromPair('USDIDR', D('16000'));
    if (!idr) throw new Error('no IDR');
    const size = maxLots({
      funds: D('1000000'),
      price: D('50'),
      contractSize: '1',
      lotSize: 100,
      fx: idr,
      leverage: 1,
    });
    const next = openCost({ price: D('50'), contractSize: '1', fx: idr, leverage: 1, quantity: (size.lots + 1) * 100 });
    expect(size.cost?.total.lte(D('1000000'))).toBe(true);
    expect(next.total.gt(D('1000000'))).toBe(true);
    // 1,000,000 USD ≈ 1,000,000 / 0.3128… lots (fee 0.1 %): about 3.19 M lots.
    expect(size.lots).toBeGreaterThan(3_190_000);
    expect(size.lots).toBeLessThan(3_200_000);
  });
});
