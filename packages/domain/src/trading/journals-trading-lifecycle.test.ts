import { describe, expect, it } from 'vitest';
import type { Decimal } from '../money/decimal.ts';
import { checkInvariants } from '../money/invariants.ts';
import { applyJournal, type JournalTx, LedgerError } from '../money/ledger.ts';
import { depositApproved, transfer } from '../money/movements.ts';
import { financingTx, marginAddTx, orderFreezeTx, orderReleaseTx, tradeCloseTx, tradeOpenTx } from './journals.ts';
import { D } from './test-fixtures.ts';

const lines = (tx: JournalTx | undefined) => tx?.entries.map((e) => `${e.account} ${e.amount}`);

describe('trading journals move margin, fees and P&L between the user and the house', () => {
  it('a limit order: freeze, then fill from the frozen amount, then close', () => {
    // 1000 deposited and moved to the stock account. Order: margin 374.46 + fee 1.88 = 376.34 frozen.
    const journal: JournalTx[] = [depositApproved('1', '1000'), transfer('1', 'balance', 'stock', '1000')];
    journal.push(orderFreezeTx('1', 'stock', D('376.34')));
    const open = tradeOpenTx('1', 'stock', { margin: D('374.46'), fee: D('1.88'), fromFrozen: true });
    expect(lines(open)).toEqual(['user:1:stock:used -1.88', 'house:fees 1.88']);
    if (open) journal.push(open);
    const close = tradeCloseTx('1', 'stock', {
      releasedMargin: D('374.46'),
      remainingMargin: D('0'),
      pnl: { amount: D('9') },
      notional: { amount: D('1881.3') },
      fee: D('1.89'),
      credit: D('381.57'),
      writeOff: D('0'),
      availableChange: D('381.57'),
    });
    expect(lines(close)).toEqual([
      'user:1:stock:used -374.46',
      'user:1:stock:available 381.57',
      'house:trading -9',
      'house:fees 1.89',
    ]);
    if (close) journal.push(close);
    let balances: ReadonlyMap<string, Decimal> = new Map();
    for (const tx of journal) balances = applyJournal(balances, tx);
    expect(checkInvariants(balances, journal)).toEqual([]);
    // 1000 − 376.34 + 381.57 = 1005.23 available; used 0; fees 3.77; house trading −9.
    expect(balances.get('user:1:stock:available@USD')?.toString()).toBe('1005.23');
    expect(balances.get('user:1:stock:used@USD')?.toString()).toBe('0');
    expect(balances.get('house:fees@USD')?.toString()).toBe('3.77');
  });

  it('a market fill takes margin and fee from available', () => {
    expect(lines(tradeOpenTx('1', 'forex', { margin: D('36.16'), fee: D('1.09') }))).toEqual([
      'user:1:forex:available -37.25',
      'user:1:forex:used 36.16',
      'house:fees 1.09',
    ]);
  });

  it('a limit fill for less than was frozen returns the difference', () => {
    // Frozen 100, the fill needs margin 95 + fee 1: 4 goes back to available.
    expect(
      lines(tradeOpenTx('1', 'future', { margin: D('95'), fee: D('1'), fromFrozen: true, frozen: D('100') })),
    ).toEqual(['user:1:future:used -5', 'user:1:future:available 4', 'house:fees 1']);
    // Nothing moves with no fee and an exact reservation.
    expect(tradeOpenTx('1', 'future', { margin: D('95'), fee: D('0'), fromFrozen: true })).toBeUndefined();
  });

  it('cancel, add margin', () => {
    expect(lines(orderReleaseTx('1', 'stock', D('376.34')))).toEqual([
      'user:1:stock:used -376.34',
      'user:1:stock:available 376.34',
    ]);
    expect(lines(marginAddTx('1', 'stock', D('50')))).toEqual(['user:1:stock:available -50', 'user:1:stock:used 50']);
    expect(orderReleaseTx('1', 'stock', D('1')).kind).toBe('order_release');
  });

  it('refuses amounts that are not positive', () => {
    for (const build of [
      () => orderFreezeTx('1', 'stock', D('0')),
      () => orderReleaseTx('1', 'stock', D('-1')),
      () => marginAddTx('1', 'stock', D('0')),
      () => tradeOpenTx('1', 'stock', { margin: D('0'), fee: D('1') }),
      () => tradeOpenTx('1', 'stock', { margin: D('1'), fee: D('-1') }),
    ]) {
      expect(build).toThrow(LedgerError);
    }
  });

  it.each([
    // charge  available  margin   from available  from margin  unpaid
    ['1.37', '100', '200', '1.37', '0', '0'],
    ['1.37', '0.5', '200', '0.5', '0.87', '0'],
    ['1.37', '0', '1', '0', '1', '0.37'],
    ['1.37', '0', '0', '0', '0', '1.37'],
  ])('financing %s with %s available and margin %s', (charge, available, margin, fromAvailable, fromMargin, unpaid) => {
    const paid = financingTx('1', 'forex', D(charge), { available: D(available), margin: D(margin) });
    expect([paid.fromAvailable, paid.fromMargin, paid.unpaid].map(String)).toEqual([fromAvailable, fromMargin, unpaid]);
    const paidTotal = D(fromAvailable).add(fromMargin);
    expect(paid.tx?.entries.find((e) => e.account === 'house:trading')?.amount.toString()).toBe(
      paidTotal.isZero() ? undefined : paidTotal.toString(),
    );
    if (paid.tx) expect(paid.tx.kind).toBe('financing');
  });
});
