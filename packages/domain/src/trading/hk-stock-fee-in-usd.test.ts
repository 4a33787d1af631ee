import { describe, expect, it } from 'vitest';
import { convert } from '../money/currency.ts';
import { fxFor, fxFromPair, negateAmount, toAccount, USD_FX } from './fx.ts';
import { openCost } from './margin.ts';
import { D } from './test-fixtures.ts';

describe('an HK stock: HKD notional, USD margin and fee, the rate written on the amount', () => {
  // USDHKD 7.8 → HKD rate = 1 / 7.8 = 0.128205128205128205 (18 places, half-up: …1282051282 rounds down).
  const hkd = fxFromPair('USDHKD', D('7.8'));

  it('derives the HKD rate from USDHKD, to 18 places', () => {
    expect(hkd).toEqual({ currency: 'HKD', rate: D('0.128205128205128205') });
  });

  it.each([
    // Tencent 388.20 HKD × 100 shares = 38820 HKD; × 0.128205128205128205 = 4976.923076… → 4976.92 USD.
    // margin 5x: 995.384 → up → 995.39; fee 0.1 %: 4.97692 → up → 4.98; total 1000.37.
    ['388.2', 100, 5, '38820', '4976.92', '995.39', '4.98', '1000.37'],
    // 5.12 HKD × 500 = 2560 HKD → 328.205128… → 328.21 USD; margin 1x 328.21; fee 0.328 < 1 → 1 USD minimum.
    ['5.12', 500, 1, '2560', '328.21', '328.21', '1', '329.21'],
  ])('%s HKD × %i at %ix', (price, quantity, leverage, local, usd, margin, fee, total) => {
    if (hkd === undefined) throw new Error('no HKD rate');
    const cost = openCost({ price: D(price), quantity, contractSize: '1', fx: hkd, leverage });
    expect(cost.notionalLocal.toString()).toBe(local);
    expect(cost.notional.amount.toString()).toBe(usd);
    expect(cost.notional.fx).toEqual({ fromCurrency: 'HKD', fromAmount: D(local), rate: hkd.rate });
    expect(cost.margin.toString()).toBe(margin);
    expect(cost.fee.toString()).toBe(fee);
    expect(cost.total.toString()).toBe(total);
  });

  it('writes an FX note the ledger can check, also on the negated (house) side', () => {
    if (hkd === undefined) throw new Error('no HKD rate');
    const loss = toAccount(D('-123.45'), hkd); // −123.45 × 0.1282051… = −15.826923… → −15.83
    expect(loss.amount.toString()).toBe('-15.83');
    const house = negateAmount(loss);
    expect(house.amount.toString()).toBe('15.83');
    expect(house.fx && convert(house.fx.fromAmount, house.fx.rate, 'USD').toString()).toBe('15.83');
  });

  it('USD needs no note and rounds half-up to the cent', () => {
    expect(toAccount(D('12.345'), USD_FX)).toEqual({ amount: D('12.35') });
    expect(toAccount(D('-12.345'), USD_FX)).toEqual({ amount: D('-12.35') });
    expect(() => toAccount(D('1'), { currency: 'USD', rate: D('2') })).toThrow(/must be 1/);
  });
});

describe('FX rates from the pair quotes', () => {
  const pairs = [
    { code: 'EURUSD', price: D('1.08457') },
    { code: 'USDJPY', price: D('156.25') },
    { code: 'USDIDR', price: D('16000') },
    { code: 'USDKRW', price: D('1380') },
  ];
  it.each([
    ['USD', '1'],
    ['EUR', '1.08457'], // EURUSD: USD per EUR is the price itself
    ['JPY', '0.0064'], // 1 / 156.25 = 0.0064 exactly
    ['IDR', '0.0000625'], // 1 / 16000
    ['GBP', undefined], // no GBP pair given
    ['KRW', undefined], // quoted, but not a ledger currency: not tradable
    ['XYZ', undefined],
  ])('%s → %s', (currency, rate) => {
    expect(fxFor(currency, pairs)?.rate.toString()).toBe(rate);
  });

  it('ignores pairs without a USD side', () => {
    expect(fxFromPair('EURGBP', D('0.85'))).toBeUndefined();
    expect(fxFromPair('EUR/USD', D('1.1'))).toBeUndefined();
    expect(() => fxFromPair('EURUSD', D('0'))).toThrow(/positive/);
  });

  it('a JPY amount converts with JPY as the note currency', () => {
    const jpy = fxFor('JPY', pairs);
    if (jpy === undefined) throw new Error('no JPY rate');
    // 10000 JPY × 0.0064 = 64 USD exactly.
    expect(toAccount(D('10000'), jpy)).toEqual({
      amount: D('64'),
      fx: { fromCurrency: 'JPY', fromAmount: D('10000'), rate: D('0.0064') },
    });
  });
});
