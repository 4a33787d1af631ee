import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../db/schema.ts';
import type { Harness } from './harness.ts';
import { verifyIdentity } from './kyc.ts';
import { expectLedgerSound, fund } from './money.ts';
import { createStaffHarness, newUser, staffToken } from './staff.ts';

/** Loans run for weeks: tests move the clock that far, so sessions stay alive (a year idle) for them. */
export const LOAN_TEST_ENV = { SESSION_IDLE_MINUTES: String(365 * 24 * 60) };

/** A new user who may borrow (identity verified through the real staff review), with `balance` in Balance if given. */
export async function borrower(h: Harness, balance?: string) {
  const u = await newUser(h);
  await verifyIdentity(h, u.token);
  if (balance) await fund(h, u.user.id, balance);
  return u;
}

/** The answer's data, failing the test with the message when the call was refused. */
export function ok<T>(res: { status: number; body: { msg: string; data: T } }): T {
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

/** Applies for a loan and has staff approve it: the loan is disbursed into Balance. Returns the loan's id. */
export async function approvedLoan(h: Harness, token: string, amount = '1000.00', termDays = 30) {
  const loan = ok(await h.call('loanApply', { amount, termDays, purpose: 'Working capital' }, { token }));
  ok(await h.call('staffLoanApprove', { id: loan.id }, { token: await staffToken(h) }));
  return loan.id;
}

/**
 * The loan book balances: house lending is minus what every loan owes, house loan interest is every cent of interest
 * the loans accrued, and each loan's movements add up to its figures.
 */
export async function expectLoanBookBalanced(db: Kysely<Database>): Promise<void> {
  const house = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'available'])
    .where('owner', '=', 'house')
    .where('kind', 'in', ['lending', 'loan_interest'])
    .execute();
  const cents = (s: string | undefined) => {
    const [whole = '0', frac = ''] = (s ?? '0').replace('-', '').split('.');
    const v = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
    return (s ?? '').startsWith('-') ? -v : v;
  };
  const loans = await db.selectFrom('loans').selectAll().execute();
  const owed = loans.reduce((t, l) => t + cents(l.principal) + cents(l.interest), 0n);
  const accrued = loans.reduce((t, l) => t + cents(l.total_interest), 0n);
  expect(cents(house.find((a) => a.kind === 'lending')?.available) + owed).toBe(0n);
  expect(cents(house.find((a) => a.kind === 'loan_interest')?.available)).toBe(accrued);
  const moves = await db.selectFrom('loan_movements').selectAll().execute();
  for (const l of loans) {
    const mine = moves.filter((m) => m.loan_id === l.id);
    const sum = (kinds: string[]) =>
      mine.filter((m) => kinds.includes(m.kind)).reduce((t, m) => t + cents(m.amount), 0n);
    expect(sum(['interest']), `loan ${l.id} interest`).toBe(cents(l.total_interest));
    expect(sum(['repayment', 'auto_repayment']), `loan ${l.id} repaid`).toBe(cents(l.repaid));
    expect(sum(['disbursed']) + sum(['interest']) - sum(['repayment', 'auto_repayment']), `loan ${l.id} owed`).toBe(
      cents(l.principal) + cents(l.interest),
    );
    expect(new Set(mine.filter((m) => m.day !== null).map((m) => m.day)).size).toBe(
      mine.filter((m) => m.day !== null).length,
    );
  }
}

/**
 * A staff harness for one loan suite (`suite.h` once the suite runs), closed after it with the ledger sound and the
 * loan book balanced.
 */
export function loanSuite(env: Record<string, string> = {}) {
  const suite = {} as { h: Harness };
  beforeAll(async () => {
    suite.h = await createStaffHarness({ ...LOAN_TEST_ENV, ...env });
  });
  afterAll(async () => {
    await expectLedgerSound(suite.h);
    await expectLoanBookBalanced(suite.h.ctx.db);
    await suite.h.close();
  });
  return suite;
}
