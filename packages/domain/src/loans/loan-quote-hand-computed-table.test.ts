import { describe, expect, it } from 'vitest';
import { dailyLoanInterest, loanQuote } from './interest.ts';

/**
 * Worked by hand: daily = amount × rate / 365 rounded up to the cent; total interest = daily × term; total = amount +
 * total interest.
 *
 * | amount   | rate  | term | amount × rate / 365 | daily | total interest | total repayment |
 * | -------- | ----- | ---- | ------------------- | ----- | -------------- | --------------- |
 * | 1000     | 0.12  | 30   | 0.328767…           | 0.33  | 9.90           | 1009.90         |
 * | 100      | 0.12  | 7    | 0.032876…           | 0.04  | 0.28           | 100.28          |
 * | 50000    | 0.12  | 180  | 16.438356…          | 16.44 | 2959.20        | 52959.20        |
 * | 3650     | 0.10  | 14   | 1 exactly           | 1.00  | 14.00          | 3664.00         |
 * | 2500.50  | 0.085 | 90   | 0.582308…           | 0.59  | 53.10          | 2553.60         |
 * | 1000     | 0     | 30   | 0                   | 0.00  | 0.00           | 1000.00         |
 */
const TABLE = [
  ['1000', '0.12', 30, '0.33', '9.90', '1009.90'],
  ['100', '0.12', 7, '0.04', '0.28', '100.28'],
  ['50000', '0.12', 180, '16.44', '2959.20', '52959.20'],
  ['3650', '0.10', 14, '1.00', '14.00', '3664.00'],
  ['2500.50', '0.085', 90, '0.59', '53.10', '2553.60'],
  ['1000', '0', 30, '0.00', '0.00', '1000.00'],
] as const;

describe('a loan quote matches the hand-computed table', () => {
  it.each(TABLE)(
    '%s at %s for %i days: daily %s, interest %s, total %s',
    (amount, rate, term, daily, interest, total) => {
      const q = loanQuote(amount, rate, term);
      expect(q.dailyInterest.toFixed(2)).toBe(daily);
      expect(q.totalInterest.toFixed(2)).toBe(interest);
      expect(q.totalRepayment.toFixed(2)).toBe(total);
    },
  );

  it('rounds a day’s interest up to the cent, never down, so a day never costs less than the rate says', () => {
    expect(dailyLoanInterest('1', '0.12').toFixed(2)).toBe('0.01');
    expect(dailyLoanInterest('365', '0.12').toFixed(2)).toBe('0.12');
    expect(dailyLoanInterest('365.01', '0.12').toFixed(2)).toBe('0.13');
  });

  it('refuses a term that is not whole days, a zero amount and a negative rate', () => {
    expect(() => loanQuote('100', '0.12', 0)).toThrow(RangeError);
    expect(() => loanQuote('100', '0.12', 1.5)).toThrow(RangeError);
    expect(() => loanQuote('0', '0.12', 7)).toThrow(RangeError);
    expect(() => dailyLoanInterest('100', '-0.01')).toThrow(RangeError);
  });
});
