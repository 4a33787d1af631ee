import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { borrower, LOAN_TEST_ENV, ok } from '../../testing/loans.ts';
import { createStaffHarness } from '../../testing/staff.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createStaffHarness({
    ...LOAN_TEST_ENV,
    LOAN_MIN_AMOUNT: '100',
    LOAN_MAX_AMOUNT: '50000',
    LOAN_ANNUAL_RATE: '0.12',
  });
  token = (await borrower(h)).token;
});
afterAll(() => h.close());

describe('the loan terms and the quote the application screen states', () => {
  it('terms come from the configuration: limits, the annual rate and the terms in days', async () => {
    expect(ok(await h.call('loanTerms', {}, { token }))).toEqual({
      minAmount: '100.00',
      maxAmount: '50000.00',
      annualRate: '0.12',
      termDays: [7, 14, 30, 90, 180],
    });
  });

  it('quotes the daily interest, the total interest and the total repayment, computed by the server', async () => {
    expect(ok(await h.call('loanQuote', { amount: '1000', termDays: 30 }, { token }))).toEqual({
      amount: '1000.00',
      termDays: 30,
      annualRate: '0.12',
      dailyInterest: '0.33',
      totalInterest: '9.90',
      totalRepayment: '1009.90',
    });
  });

  it.each([
    [{ amount: '99.99', termDays: 30 }, 'amount: must be at least 100.00'],
    [{ amount: '50000.01', termDays: 30 }, 'amount: must be at most 50000.00'],
    [{ amount: '100.001', termDays: 30 }, 'amount: must have at most 2 decimals'],
    [{ amount: '0', termDays: 30 }, 'amount: must be greater than 0'],
    [{ termDays: 30 }, 'amount: is required'],
    [{ amount: '1000', termDays: 31 }, 'termDays: must be one of 7, 14, 30, 90, 180'],
    [{ amount: '1000', termDays: 7.5 }, 'termDays: must be a whole number of days'],
    [{ amount: '1000' }, 'termDays: is required'],
  ])('refuses %j with 400 naming the field and the rule', async (input, msg) => {
    const res = await h.call('loanQuote', input as never, { token });
    expect([res.status, res.body.msg]).toEqual([400, msg]);
  });

  it('needs a login', async () => {
    expect((await h.call('loanTerms', {})).status).toBe(401);
    expect((await h.call('loanQuote', { amount: '1000', termDays: 30 })).status).toBe(401);
  });
});
