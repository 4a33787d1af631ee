import { describe, expect, it } from 'vitest';
import { houseAccount, userAccount } from './accounts.ts';
import { Decimal } from './decimal.ts';
import { type Entry, type JournalTx, LedgerError, type LedgerErrorCode, validateJournal } from './ledger.ts';
import { fee, freeze, transfer } from './movements.ts';

const cash = houseAccount('cash');
const alice = userAccount('alice', 'balance');
const entry = (account: Entry['account'], amount: string, currency: Entry['currency'] = 'USD'): Entry => ({
  account,
  amount: Decimal.from(amount),
  currency,
});

function codeOf(run: () => unknown): LedgerErrorCode | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof LedgerError) return error.code;
    throw error;
  }
  return undefined;
}

describe('validateJournal', () => {
  it('accepts a balanced transaction', () => {
    expect(
      codeOf(() => validateJournal({ kind: 'deposit_approved', entries: [entry(cash, '-10'), entry(alice, '10')] })),
    ).toBe(undefined);
  });

  it('needs at least two entries', () => {
    expect(codeOf(() => validateJournal({ kind: 'fee', entries: [] }))).toBe('TOO_FEW_ENTRIES');
    expect(codeOf(() => validateJournal({ kind: 'fee', entries: [entry(alice, '10')] }))).toBe('TOO_FEW_ENTRIES');
  });

  it('refuses zero amounts', () => {
    const tx: JournalTx = { kind: 'fee', entries: [entry(cash, '0'), entry(alice, '0')] };
    expect(codeOf(() => validateJournal(tx))).toBe('ZERO_AMOUNT');
  });

  it('refuses entries that do not sum to zero', () => {
    const tx: JournalTx = { kind: 'fee', entries: [entry(cash, '-10'), entry(alice, '10.01')] };
    expect(codeOf(() => validateJournal(tx))).toBe('UNBALANCED');
    expect(() => validateJournal(tx)).toThrow(/USD sum to 0.01/);
  });

  it('balances each currency separately', () => {
    const mixed: JournalTx = { kind: 'fee', entries: [entry(cash, '-10', 'USD'), entry(alice, '10', 'HKD')] };
    expect(codeOf(() => validateJournal(mixed))).toBe('UNBALANCED');
    const both: JournalTx = {
      kind: 'fee',
      entries: [
        entry(cash, '-10', 'USD'),
        entry(alice, '10', 'USD'),
        entry(cash, '-78', 'HKD'),
        entry(alice, '78', 'HKD'),
      ],
    };
    expect(codeOf(() => validateJournal(both))).toBe(undefined);
  });

  it('refuses amounts finer than the minor unit', () => {
    const tx: JournalTx = { kind: 'fee', entries: [entry(cash, '-0.001'), entry(alice, '0.001')] };
    expect(codeOf(() => validateJournal(tx))).toBe('BAD_PRECISION');
  });

  it('refuses malformed accounts and unknown currencies coming from outside the type system', () => {
    const badAccount: JournalTx = {
      kind: 'fee',
      entries: [entry(cash, '-1'), entry('user:42:wallet:available' as 'house:cash', '1')],
    };
    expect(codeOf(() => validateJournal(badAccount))).toBe('BAD_ACCOUNT');
    const badCurrency: JournalTx = {
      kind: 'fee',
      entries: [entry(cash, '-1', 'KRW' as 'USD'), entry(alice, '1', 'KRW' as 'USD')],
    };
    expect(codeOf(() => validateJournal(badCurrency))).toBe('BAD_CURRENCY');
  });

  it('checks the FX note written on a converted entry', () => {
    const fx = { fromCurrency: 'HKD' as const, fromAmount: Decimal.from('100'), rate: Decimal.from('0.128205') };
    const good: JournalTx = { kind: 'fee', entries: [entry(cash, '-12.82'), { ...entry(alice, '12.82'), fx }] };
    expect(codeOf(() => validateJournal(good))).toBe(undefined);
    const bad: JournalTx = { kind: 'fee', entries: [entry(cash, '-12.83'), { ...entry(alice, '12.83'), fx }] };
    expect(codeOf(() => validateJournal(bad))).toBe('FX_MISMATCH');
  });
});

describe('movement builders', () => {
  it('build balanced two-entry transactions', () => {
    const tx = transfer('42', 'balance', 'stock', '30.5');
    expect(tx.kind).toBe('transfer');
    expect(tx.entries.map((e) => [e.account, e.amount.toString(), e.currency])).toEqual([
      ['user:42:balance:available', '-30.5', 'USD'],
      ['user:42:stock:available', '30.5', 'USD'],
    ]);
  });

  it('refuse zero, negative and sub-cent amounts and self transfers', () => {
    expect(codeOf(() => transfer('42', 'balance', 'stock', '0'))).toBe('NON_POSITIVE_AMOUNT');
    expect(codeOf(() => freeze('42', 'stock', '-5'))).toBe('NON_POSITIVE_AMOUNT');
    expect(codeOf(() => fee('42', 'stock', '0.001'))).toBe('BAD_PRECISION');
    expect(codeOf(() => transfer('42', 'stock', 'stock', '1'))).toBe('SAME_ACCOUNT');
  });
});
