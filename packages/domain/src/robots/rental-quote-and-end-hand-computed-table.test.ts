import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { RENTAL_DAY_MS, rentalEnd, rentalIncome, rentalQuote, rentalStatus, type RobotOffer } from './rental.ts';

const offer: RobotOffer = {
  plans: [
    { days: 7, fee: '9.90' },
    { days: 30, fee: '29.00' },
  ],
  minAmount: '100',
  maxAmount: '20000',
};

describe('a rental quote states the fee and what leaves Balance', () => {
  it.each([
    // days, amount, fee, total
    [7, '100', '9.90', '109.90'],
    [7, '1000.55', '9.90', '1010.45'],
    [30, '20000', '29.00', '20029.00'],
    [30, '2500.10', '29.00', '2529.10'],
  ])('%i days with %s allocated: fee %s, total %s', (days, amount, fee, total) => {
    const q = rentalQuote(offer, { days, amount });
    if (!q.ok) throw new Error(q.rule);
    expect([q.quote.fee.toFixed(2), q.quote.total.toFixed(2), q.quote.amount.toFixed(2)]).toEqual([
      fee,
      total,
      Decimal.from(amount).toFixed(2),
    ]);
  });

  it.each([
    [14, '1000', 'days', 'must be one of 7, 30'],
    [7, '99.99', 'amount', 'must be at least 100.00'],
    [7, '20000.01', 'amount', 'must be at most 20000.00'],
    [7, '150.005', 'amount', 'must have at most 2 decimals'],
  ])('refuses %i days with %s: %s %s', (days, amount, field, rule) => {
    expect(rentalQuote(offer, { days, amount })).toEqual({ ok: false, field, rule });
  });
});

describe('a rental ends whole days after its purchase and is stopped from then', () => {
  const bought = Date.UTC(2026, 10, 24, 13, 30);

  it('ends 7 × 24 hours after a 7-day purchase, to the millisecond', () => {
    expect(rentalEnd(bought, 7)).toBe(Date.UTC(2026, 11, 1, 13, 30));
    expect(rentalEnd(bought, 30) - bought).toBe(30 * RENTAL_DAY_MS);
    expect(() => rentalEnd(bought, 0)).toThrow(RangeError);
  });

  it('is running while its market is open, paused while closed, stopped at its end or once settled', () => {
    const endsAt = rentalEnd(bought, 7);
    const at = (now: number, marketOpen: boolean, settled = false) =>
      rentalStatus({ settled, endsAt, now, marketOpen });
    expect(at(bought, true)).toBe('running');
    expect(at(bought + RENTAL_DAY_MS, false)).toBe('paused');
    expect(at(endsAt - 1, true)).toBe('running');
    expect(at(endsAt, true)).toBe('stopped');
    expect(at(endsAt + 1, false)).toBe('stopped');
    expect(at(bought, true, true)).toBe('stopped');
  });
});

describe('the income is what came back less what was allocated, never a promised rate', () => {
  it.each([
    ['1000.00', '1012.35', '12.35'],
    ['1000.00', '987.02', '-12.98'],
    ['1000.00', '1000.00', '0.00'],
    ['500.00', '0', '-500.00'],
  ])('allocated %s, back %s: income %s', (amount, back, income) => {
    expect(rentalIncome(amount, back).toFixed(2)).toBe(income);
  });

  it('refuses a negative amount back', () => {
    expect(() => rentalIncome('100', '-0.01')).toThrow(RangeError);
  });
});
