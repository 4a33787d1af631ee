import { describe, expect, it } from 'vitest';
import { LOAN_DAY_MS, loanDayEnd, loanDaysElapsed } from './interest.ts';

describe('a loan day ends every 24 hours after the disbursement', () => {
  const at = Date.UTC(2026, 10, 24, 15, 30);
  it('no day has ended before 24 hours have passed', () => {
    expect(loanDaysElapsed(at, at)).toBe(0);
    expect(loanDaysElapsed(at, at + LOAN_DAY_MS - 1)).toBe(0);
    expect(loanDaysElapsed(at, at - 5)).toBe(0);
  });
  it('day k ends exactly k × 24 hours later', () => {
    expect(loanDaysElapsed(at, at + LOAN_DAY_MS)).toBe(1);
    expect(loanDaysElapsed(at, at + 30 * LOAN_DAY_MS + 5)).toBe(30);
    expect(loanDayEnd(at, 30)).toBe(at + 30 * LOAN_DAY_MS);
  });
});
