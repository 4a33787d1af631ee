import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal } from '../money/decimal.ts';
import { applyJournal, type Balances } from '../money/ledger.ts';
import { applyRepayment, autoRepayment, dailyLoanInterest, type LoanBalance, owed } from './interest.ts';
import { loanDisbursed, loanInterestAccrued, loanRepaid } from './journals.ts';

const cents = (c: number) => Decimal.from(c).div(100);

/**
 * Any sequence of loans, interest days and repayments, applied to balances through the journal builders: the loan
 * book (house lending) always equals minus what the loans owe, the interest account what was accrued, and no user
 * balance goes negative.
 */
describe('the loan book balances against what the loans owe', () => {
  it('after any sequence of disbursements, interest days and repayments', () => {
    const op = fc.oneof(
      fc.record({ t: fc.constant('lend' as const), user: fc.nat(2), c: fc.integer({ min: 10_000, max: 5_000_000 }) }),
      fc.record({ t: fc.constant('day' as const) }),
      fc.record({ t: fc.constant('repay' as const), user: fc.nat(2), c: fc.integer({ min: 1, max: 2_000_000 }) }),
      fc.record({ t: fc.constant('term' as const), user: fc.nat(2) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), fc.constantFrom('0.12', '0.085', '0.3'), (ops, rate) => {
        let balances: Balances = new Map();
        const loans = new Map<number, LoanBalance>();
        let accrued = Decimal.ZERO;
        const bal = (k: string) => balances.get(k) ?? Decimal.ZERO;
        const userBalance = (u: number) => bal(`${userAccount(String(u + 1), 'balance')}@USD`);
        for (const o of ops) {
          if (o.t === 'lend' && !loans.has(o.user)) {
            balances = applyJournal(balances, loanDisbursed(String(o.user + 1), cents(o.c)));
            loans.set(o.user, { principal: cents(o.c), interest: Decimal.ZERO });
          } else if (o.t === 'day') {
            for (const [u, l] of loans) {
              const i = dailyLoanInterest(l.principal, rate);
              if (i.isZero()) continue;
              balances = applyJournal(balances, loanInterestAccrued(i));
              loans.set(u, { ...l, interest: l.interest.add(i) });
              accrued = accrued.add(i);
            }
          } else if (o.t === 'repay' || o.t === 'term') {
            const l = loans.get(o.user);
            if (!l) continue;
            const pay =
              o.t === 'term'
                ? autoRepayment(l, userBalance(o.user))
                : Decimal.min(cents(o.c), owed(l), userBalance(o.user));
            if (!pay.isPositive()) continue;
            balances = applyJournal(balances, loanRepaid(String(o.user + 1), pay));
            const after = applyRepayment(l, pay).after;
            if (owed(after).isZero()) loans.delete(o.user);
            else loans.set(o.user, after);
          }
          const book = bal(`${houseAccount('lending')}@USD`);
          expect(book.add(Decimal.sum([...loans.values()].map(owed))).isZero()).toBe(true);
          expect(bal(`${houseAccount('loan_interest')}@USD`).eq(accrued)).toBe(true);
          for (let u = 0; u < 3; u++) expect(userBalance(u).isNegative()).toBe(false);
          expect(Decimal.sum(balances.values()).isZero()).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
