import { Decimal, LOAN_DAY_MS } from '@bourse/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { borrower, expectLoanBookBalanced, LOAN_TEST_ENV } from '../../testing/loans.ts';
import { STAFF_ENV, staffToken } from '../../testing/staff.ts';
import { checkLedgerInvariants } from '../ledger/service.ts';
import { createMiningHarness, expectRewardsBalanced } from '../mining/mining-testing.ts';
import { settleDueSessions } from '../mining/service.ts';
import { sweep } from './service.ts';

/**
 * Random sequences, by a few verified users, of loan applications, staff approvals and rejections, repayments (part,
 * all, more than owed), hours and interest days passing with the leader's sweep (sometimes two at once), and mining
 * check-ins, sessions and settlements. After each sequence the ledger is sound, and every house account balances
 * against the users': house lending against what the loans owe, house loan interest against the interest accrued,
 * house rewards against the rewards paid, and all accounts together sum to zero.
 */

const USERS = 2;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 8);

let h: Harness;
beforeAll(async () => {
  h = await createMiningHarness({ ...STAFF_ENV, ...LOAN_TEST_ENV });
});
afterAll(() => h.close());

const user = fc.nat(USERS - 1);
const op = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('apply' as const),
      user,
      amount: fc.constantFrom('100.00', '250.50', '1000.00', '4999.99'),
      termDays: fc.constantFrom(7, 14, 30),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constantFrom('approve' as const, 'reject' as const), user }), weight: 3 },
  {
    arbitrary: fc.record({ t: fc.constant('repay' as const), user, amount: fc.constantFrom('all', '0.01', '37.25') }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('hours' as const), hours: fc.integer({ min: 1, max: 30 }) }), weight: 2 },
  {
    arbitrary: fc.record({ t: fc.constant('interestDays' as const), days: fc.integer({ min: 1, max: 9 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('checkin' as const), user }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('mine' as const), user }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('settle' as const) }), weight: 1 },
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
/**
 * Each sequence starts with a loan paid out, accrued and partly repaid and a mining session settled, so every run
 * moves money through each kind of posting (random sequences alone sometimes never approved a loan).
 */
const MOVES_MONEY: Op[] = [
  { t: 'apply', user: 0, amount: '1000.00', termDays: 30 },
  { t: 'approve', user: 0 },
  { t: 'checkin', user: 1 },
  { t: 'mine', user: 1 },
  { t: 'interestDays', days: 2 },
  { t: 'settle' },
  { t: 'repay', user: 0, amount: '37.25' },
];

/** Every account's available and used, summed per currency: house and users together hold nothing. */
async function expectHouseAgainstUsers() {
  const accounts = await h.ctx.db.selectFrom('ledger_accounts').select(['currency', 'available', 'used']).execute();
  const totals = new Map<string, Decimal>();
  for (const a of accounts) {
    totals.set(a.currency, (totals.get(a.currency) ?? Decimal.ZERO).add(a.available).add(a.used));
  }
  for (const [currency, total] of totals) expect(total.toString(), currency).toBe('0');
}

async function pendingLoanOf(token: string) {
  const res = await h.call('loanList', {}, { token });
  return res.body.data.data.find((l) => l.status === 'pending' || l.status === 'active' || l.status === 'overdue');
}

describe('any sequence of loans, repayments, interest days and mining sessions', () => {
  it('keeps the ledger sound and every house account balanced against the users’', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 5, maxLength: 20 }).map((ops) => [...MOVES_MONEY, ...ops]),
        async (ops) => {
          const users = [];
          for (let i = 0; i < USERS; i++) users.push(await borrower(h, '300'));
          for (const o of ops) {
            switch (o.t) {
              case 'apply': {
                const input = { amount: o.amount, termDays: o.termDays, purpose: 'Working capital' };
                const res = await h.call('loanApply', input, { token: users[o.user]!.token });
                expect([200, 422]).toContain(res.status);
                break;
              }
              case 'approve':
              case 'reject': {
                const loan = await pendingLoanOf(users[o.user]!.token);
                if (loan?.status !== 'pending') break;
                // signed in again when the moved clock has ended the staff session
                const staff = await staffToken(h);
                const res =
                  o.t === 'approve'
                    ? await h.call('staffLoanApprove', { id: loan.id }, { token: staff })
                    : await h.call('staffLoanReject', { id: loan.id, reason: 'Income not shown' }, { token: staff });
                expect(res.status, res.body.msg).toBe(200);
                break;
              }
              case 'repay': {
                const loan = await pendingLoanOf(users[o.user]!.token);
                if (!loan || loan.status === 'pending') break;
                const input = o.amount === 'all' ? { id: loan.id } : { id: loan.id, amount: o.amount };
                const res = await h.call('loanRepay', input, { token: users[o.user]!.token });
                // 422: more than Balance holds or than the loan owes
                expect([200, 422]).toContain(res.status);
                break;
              }
              case 'hours':
                h.advance(o.hours * 3_600_000);
                break;
              case 'interestDays':
                h.advance(o.days * LOAN_DAY_MS);
                await Promise.all([sweep(h.ctx), sweep(h.ctx)]);
                break;
              case 'checkin':
                expect([200, 409]).toContain(
                  (await h.call('miningCheckIn', {}, { token: users[o.user]!.token })).status,
                );
                break;
              case 'mine':
                expect([200, 409, 422]).toContain(
                  (await h.call('miningStart', {}, { token: users[o.user]!.token })).status,
                );
                break;
              case 'settle':
                await settleDueSessions(h.ctx);
                break;
            }
          }
          h.advance(3_600_000);
          await Promise.all([sweep(h.ctx), settleDueSessions(h.ctx)]);
          expect(await checkLedgerInvariants(h.ctx.db)).toEqual([]);
          await expectLoanBookBalanced(h.ctx.db);
          await expectRewardsBalanced(h);
          await expectHouseAgainstUsers();
        },
      ),
      { numRuns: RUNS },
    );
    // The sequences did move money: loans were paid out and accrued, and sessions were paid.
    const kinds = await h.ctx.db.selectFrom('journal_transactions').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['loan_disbursed', 'loan_interest', 'loan_repayment', 'mining_reward']),
    );
  });
});
