import { describe, expect, it } from 'vitest';
import { houseAccount, userAccount } from './accounts.ts';
import { Decimal } from './decimal.ts';
import { checkInvariants } from './invariants.ts';
import { applyJournal, type JournalTx, replay } from './ledger.ts';
import { depositApproved, fee, transfer } from './movements.ts';

const journal: JournalTx[] = [
  depositApproved('1', '100'),
  transfer('1', 'balance', 'forex', '40'),
  fee('1', 'forex', '1'),
];
const balances = replay(journal);
const key = 'user:1:forex:available@USD';
const invariantsOf = (b: ReadonlyMap<string, Decimal>, j: JournalTx[]) => checkInvariants(b, j).map((v) => v.invariant);

describe('checkInvariants', () => {
  it('finds nothing wrong with a replayed ledger', () => {
    expect(checkInvariants(balances, journal)).toEqual([]);
    expect(checkInvariants(new Map(), [])).toEqual([]);
  });

  it('catches a balance changed outside the journal', () => {
    const tampered = new Map(balances).set(key, Decimal.from('39.01'));
    expect(invariantsOf(tampered, journal)).toEqual(['BALANCE_EQUALS_ENTRIES', 'REPLAY_REPRODUCES_BALANCES']);
    expect(checkInvariants(tampered, journal)[0]?.message).toBe(`${key} is 39.01 but its entries sum to 39`);
  });

  it('catches a balance with no entries, and a journaled balance that is missing', () => {
    expect(invariantsOf(new Map(balances).set('house:writeoffs@USD', Decimal.ONE), journal)).toContain(
      'BALANCE_EQUALS_ENTRIES',
    );
    const missing = new Map(balances);
    missing.delete(key);
    expect(invariantsOf(missing, journal)).toContain('BALANCE_EQUALS_ENTRIES');
  });

  it('catches a negative user balance', () => {
    const negative = new Map(balances).set(key, Decimal.from('-1'));
    expect(invariantsOf(negative, journal)).toContain('NO_NEGATIVE_USER_BALANCE');
  });

  it('catches an unbalanced transaction in the journal', () => {
    const forged: JournalTx = {
      kind: 'transfer',
      entries: [
        { account: houseAccount('cash'), amount: Decimal.from('-1'), currency: 'USD' },
        { account: userAccount('1', 'balance'), amount: Decimal.from('2'), currency: 'USD' },
      ],
    };
    const after = new Map(balances)
      .set('house:cash@USD', Decimal.from('-101'))
      .set('user:1:balance:available@USD', Decimal.from('62'));
    expect(invariantsOf(after, [...journal, forged])).toEqual(['ENTRIES_SUM_TO_ZERO', 'REPLAY_REPRODUCES_BALANCES']);
  });

  it('catches a journal that overdrew an account on the way, even if the totals add up', () => {
    const outOfOrder = [transfer('1', 'balance', 'stock', '10'), depositApproved('1', '100')];
    const sums = new Map([
      ['user:1:balance:available@USD', Decimal.from('90')],
      ['user:1:stock:available@USD', Decimal.from('10')],
      ['house:cash@USD', Decimal.from('-100')],
    ]);
    expect(invariantsOf(sums, outOfOrder)).toEqual(['REPLAY_REPRODUCES_BALANCES']);
    expect(() => applyJournal(new Map(), transfer('1', 'balance', 'stock', '10'))).toThrow(/Insufficient/);
  });
});
