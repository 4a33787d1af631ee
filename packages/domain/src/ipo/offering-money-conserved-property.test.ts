import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal } from '../money/decimal.ts';
import { checkInvariants } from '../money/invariants.ts';
import { applyJournal, balanceOf, type JournalTx } from '../money/ledger.ts';
import { transfer } from '../money/movements.ts';
import { depositApproved } from '../money/movements.ts';
import { fxFromPair, USD_FX } from '../trading/fx.ts';
import { ballot } from './ballot.ts';
import { allotmentSettlement, maxSubscription, subscriptionCost } from './costs.ts';
import { ipoCancelTx, ipoDrawTx, ipoListingTx, ipoSubscribeTx } from './journals.ts';

const HKD = fxFromPair('USDHKD', Decimal.from('7.8'));

/**
 * A whole offering over random users: each funds the IPO account, applies for a random number of lots (what the
 * funds cover), some cancel, the ballot runs against simulated demand, the draw settles and the listing moves the
 * paid amounts to Stock. No balance goes below zero, the ledger stays sound, and money is neither created nor
 * destroyed: the users' money plus the house fees equals what was deposited.
 */
describe('a whole IPO offering', () => {
  it('creates and destroys no money, and ends with every subscription settled exactly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          { issuePrice: Decimal.from('48.00'), lotSize: 100, fx: USD_FX },
          { issuePrice: Decimal.from('3.15'), lotSize: 1000, fx: HKD ?? USD_FX },
        ),
        fc.array(
          fc.record({
            deposit: fc.integer({ min: 100, max: 200_000 }),
            lots: fc.integer({ min: 1, max: 30 }),
            cancel: fc.boolean(),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 400 }),
        (terms, users, tranche, others) => {
          let balances = new Map<string, Decimal>();
          const journal: JournalTx[] = [];
          const post = (tx: JournalTx | undefined) => {
            if (!tx) return;
            balances = applyJournal(balances, tx);
            journal.push(tx);
          };
          let deposited = Decimal.ZERO;
          const subs: { user: string; shares: number; amount: Decimal; fee: Decimal }[] = [];
          users.forEach((u, i) => {
            const id = String(i + 1);
            post(depositApproved(id, String(u.deposit)));
            post(transfer(id, 'balance', 'ipo', String(u.deposit)));
            deposited = deposited.add(u.deposit);
            const lots = Math.min(u.lots, maxSubscription(terms, Decimal.from(u.deposit)).lots);
            if (lots === 0) return;
            const c = subscriptionCost(terms, lots * terms.lotSize);
            post(ipoSubscribeTx(id, c.margin, c.fee, c.notional.fx));
            if (u.cancel) post(ipoCancelTx(id, c.total));
            else subs.push({ user: id, shares: lots * terms.lotSize, amount: c.margin, fee: c.fee });
          });
          const r = ballot(
            subs.map((s) => s.shares / terms.lotSize),
            [{ lots: 2, count: others }],
            tranche,
            'property',
          );
          const settled = subs.map((s, i) => ({
            ...s,
            ...allotmentSettlement(terms, s, (r.allotted[i] ?? 0) * terms.lotSize),
          }));
          post(ipoDrawTx(settled.map((s) => ({ userId: s.user, fee: s.fee, refund: s.refund }))));
          for (const s of settled) if (s.paid.amount.isPositive()) post(ipoListingTx(s.user, s.paid.amount));

          expect(checkInvariants(balances, journal)).toEqual([]);
          let users$ = Decimal.ZERO;
          users.forEach((_, i) => {
            const id = String(i + 1);
            for (const kind of ['balance', 'ipo', 'stock'] as const) {
              users$ = users$
                .add(balanceOf(balances, userAccount(id, kind)))
                .add(balanceOf(balances, userAccount(id, kind, 'used')));
            }
            expect(balanceOf(balances, userAccount(id, 'ipo', 'used')).isZero()).toBe(true);
          });
          const fees = balanceOf(balances, houseAccount('fees'));
          expect(users$.add(fees).toString()).toBe(deposited.toString());
          for (const s of settled) {
            expect(balanceOf(balances, userAccount(s.user, 'stock', 'used')).toString()).toBe(s.paid.amount.toString());
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
