import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_ACCOUNT_KINDS, type UserAccountKind } from './accounts.ts';
import { fromMinorUnits } from './currency.ts';
import type { Decimal } from './decimal.ts';
import { checkInvariants } from './invariants.ts';
import { applyJournal, type JournalTx, LedgerError } from './ledger.ts';
import {
  depositApproved,
  fee,
  freeze,
  transfer,
  unfreeze,
  withdrawalPaid,
  withdrawalRejected,
  withdrawalRequested,
} from './movements.ts';

const users = fc.constantFrom('1', '2', '3');
const kinds = fc.constantFrom(...USER_ACCOUNT_KINDS);
const currencies = fc.constantFrom('USD' as const, 'HKD' as const);
// Mostly small amounts in cents, sometimes huge ones that can never be covered.
const cents = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt(1n, 30_000n) },
  { weight: 1, arbitrary: fc.bigInt(1n, 10n ** 15n) },
);

const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('deposit' as const), user: users, cents, currency: currencies }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      user: users,
      from: kinds,
      to: kinds,
      cents,
      currency: currencies,
    }),
  },
  fc.record({ type: fc.constantFrom('freeze' as const, 'unfreeze' as const), user: users, kind: kinds, cents }),
  fc.record({
    type: fc.constantFrom('withdrawalRequested' as const, 'withdrawalPaid' as const, 'withdrawalRejected' as const),
    user: users,
    cents,
  }),
  fc.record({ type: fc.constant('fee' as const), user: users, kind: kinds, cents }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** The movement as built by the code under test, plus the debited and credited keys written out independently. */
function build(o: Op): { tx: JournalTx; from: string; to: string } | undefined {
  const usd = (cents: bigint) => fromMinorUnits(cents, 'USD');
  const user = (kind: UserAccountKind, bucket = 'available', currency = 'USD') =>
    `user:${o.user}:${kind}:${bucket}@${currency}`;
  switch (o.type) {
    case 'deposit':
      return {
        tx: depositApproved(o.user, fromMinorUnits(o.cents, o.currency), o.currency),
        from: `house:cash@${o.currency}`,
        to: user('balance', 'available', o.currency),
      };
    case 'transfer':
      if (o.from === o.to) return undefined;
      return {
        tx: transfer(o.user, o.from, o.to, fromMinorUnits(o.cents, o.currency), o.currency),
        from: user(o.from, 'available', o.currency),
        to: user(o.to, 'available', o.currency),
      };
    case 'freeze':
      return { tx: freeze(o.user, o.kind, usd(o.cents)), from: user(o.kind), to: user(o.kind, 'used') };
    case 'unfreeze':
      return { tx: unfreeze(o.user, o.kind, usd(o.cents)), from: user(o.kind, 'used'), to: user(o.kind) };
    case 'withdrawalRequested':
      return { tx: withdrawalRequested(o.user, usd(o.cents)), from: user('balance'), to: user('balance', 'used') };
    case 'withdrawalPaid':
      return { tx: withdrawalPaid(o.user, usd(o.cents)), from: user('balance', 'used'), to: 'house:cash@USD' };
    case 'withdrawalRejected':
      return { tx: withdrawalRejected(o.user, usd(o.cents)), from: user('balance', 'used'), to: user('balance') };
    case 'fee':
      return { tx: fee(o.user, o.kind, usd(o.cents)), from: user(o.kind), to: 'house:fees@USD' };
  }
}

const snapshot = (m: ReadonlyMap<string, Decimal>) => [...m].map(([k, v]) => `${k}=${v}`).join(',');

describe('random sequences of money movements', () => {
  it('refuse exactly the overdrafts, match a cents model, and keep every ledger invariant', () => {
    let accepted = 0;
    let refused = 0;

    fc.assert(
      fc.property(fc.array(op, { maxLength: 60, size: 'max' }), (ops) => {
        let balances: ReadonlyMap<string, Decimal> = new Map();
        const journal: JournalTx[] = [];
        const model = new Map<string, bigint>(); // balance in cents, maintained without the ledger code

        for (const o of ops) {
          const movement = build(o);
          if (movement === undefined) continue;
          const { tx, from, to } = movement;
          const covered = from.startsWith('house:') || (model.get(from) ?? 0n) >= o.cents;
          const before = snapshot(balances);

          let next: ReadonlyMap<string, Decimal> | undefined;
          try {
            next = applyJournal(balances, tx);
          } catch (error) {
            expect(error).toBeInstanceOf(LedgerError);
            expect((error as LedgerError).code).toBe('INSUFFICIENT_FUNDS');
            expect((error as LedgerError).account).toBe(from);
          }
          expect(snapshot(balances)).toBe(before);
          expect(next !== undefined).toBe(covered);

          if (next === undefined) {
            refused++;
            continue;
          }
          accepted++;
          balances = next;
          journal.push(tx);
          model.set(from, (model.get(from) ?? 0n) - o.cents);
          model.set(to, (model.get(to) ?? 0n) + o.cents);
        }

        expect(checkInvariants(balances, journal)).toEqual([]);
        for (const [key, balance] of balances) {
          if (key.startsWith('user:')) expect(balance.isNegative()).toBe(false);
          expect(balance.eq(fromMinorUnits(model.get(key) ?? 0n, 'USD'))).toBe(true);
        }
        expect(balances.size).toBe(model.size);
      }),
      { numRuns: 2000 },
    );

    // Both paths must really be exercised, or the property above proves little.
    expect(accepted).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(10_000);
  });
});
