import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { breakEvenPrice } from './pricing.ts';

const d = (s: string) => Decimal.from(s);

describe('the break-even price of a position (its "actual" price)', () => {
  it.each([
    // side, entry, fee per unit, tick, break-even
    ['long', '200.20', '0.011', '0.01', '200.22'], // 200.211 up to the next cent
    ['long', '247.03', '0.0033333334', '0.01', '247.04'], // a fee of 1.00 over 300 shares
    ['long', '200.20', '0.01', '0.01', '200.21'], // already on the grid: unchanged
    ['short', '199.80', '0.011', '0.01', '199.78'], // 199.789 down to the cent below
    ['short', '1.03974', '0.0000025', '0.00001', '1.03973'], // forex, five places
    ['long', '3.51', '0.0004', '0.01', '3.52'], // an HK tick of a cent
    ['long', '12.5', '0.02', '0.1', '12.6'], // a futures tick of a tenth
  ] as const)('%s at %s with %s of fee a unit, tick %s: %s', (side, entry, fee, tick, expected) => {
    expect(breakEvenPrice(side, d(entry), d(fee), tick)?.toString()).toBe(expected);
  });

  it('has none for a short whose fee a unit is the whole price or more (a minimum fee on a penny share)', () => {
    // GOTO at 70 IDR, one lot of 100, the 1 USD minimum fee ≈ 160 IDR a share.
    expect(breakEvenPrice('short', d('70'), d('160.25'), '1')).toBeNull();
    expect(breakEvenPrice('short', d('0.5'), d('0.5'), '0.01')).toBeNull();
    expect(breakEvenPrice('short', d('0.5'), d('0.49'), '0.01')?.toString()).toBe('0.01');
    // A long always has one.
    expect(breakEvenPrice('long', d('70'), d('160.25'), '1')?.toString()).toBe('231');
  });

  it('never shows a price at which the close would fall short of the fee', () => {
    for (let cents = 1; cents <= 500; cents++) {
      const fee = d(String(cents)).div(300, { scale: 10, rounding: 'up' });
      const long = breakEvenPrice('long', d('100'), fee, '0.01') as Decimal;
      const short = breakEvenPrice('short', d('100'), fee, '0.01') as Decimal;
      expect(long.sub('100').gte(fee)).toBe(true);
      expect(d('100').sub(short).gte(fee)).toBe(true);
      // …and by less than a tick more than needed.
      expect(long.sub('100').sub(fee).lt('0.01')).toBe(true);
    }
  });
});
