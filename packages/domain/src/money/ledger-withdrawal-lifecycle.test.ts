import { describe, expect, it } from 'vitest';
import { houseAccount, userAccount } from './accounts.ts';
import { applyJournal, balanceOf, LedgerError, replay } from './ledger.ts';
import { depositApproved, withdrawalPaid, withdrawalRejected, withdrawalRequested } from './movements.ts';

const available = userAccount('7', 'balance');
const held = userAccount('7', 'balance', 'used');
const cash = houseAccount('cash');

describe('withdrawal lifecycle', () => {
  const requested = replay([depositApproved('7', '250'), withdrawalRequested('7', '200')]);

  it('holds the requested amount in used', () => {
    expect(balanceOf(requested, available).toString()).toBe('50');
    expect(balanceOf(requested, held).toString()).toBe('200');
  });

  it('pays out from used back to house cash', () => {
    const paid = applyJournal(requested, withdrawalPaid('7', '200'));
    expect(balanceOf(paid, held).isZero()).toBe(true);
    expect(balanceOf(paid, available).toString()).toBe('50');
    expect(balanceOf(paid, cash).toString()).toBe('-50');
  });

  it('returns the held amount to available when rejected', () => {
    const rejected = applyJournal(requested, withdrawalRejected('7', '200'));
    expect(balanceOf(rejected, held).isZero()).toBe(true);
    expect(balanceOf(rejected, available).toString()).toBe('250');
  });

  it('cannot request more than available nor pay or reject more than held', () => {
    expect(() => applyJournal(requested, withdrawalRequested('7', '50.01'))).toThrow(LedgerError);
    expect(() => applyJournal(requested, withdrawalPaid('7', '200.01'))).toThrow(/user:7:balance:used@USD/);
    expect(() => applyJournal(requested, withdrawalRejected('7', '200.01'))).toThrow(/Insufficient funds/);
  });

  it('keeps users apart', () => {
    expect(() => applyJournal(requested, withdrawalPaid('8', '1'))).toThrow(/user:8:balance:used@USD/);
  });
});
