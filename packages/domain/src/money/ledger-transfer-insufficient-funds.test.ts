import { describe, expect, it } from 'vitest';
import { houseAccount, userAccount } from './accounts.ts';
import { Decimal } from './decimal.ts';
import { applyJournal, balanceOf, LedgerError, replay } from './ledger.ts';
import { depositApproved, fee, freeze, transfer, unfreeze } from './movements.ts';

const balance = userAccount('42', 'balance');
const stock = userAccount('42', 'stock');
const stockUsed = userAccount('42', 'stock', 'used');

function refusal(run: () => unknown): LedgerError {
  try {
    run();
  } catch (error) {
    if (error instanceof LedgerError) return error;
    throw error;
  }
  throw new Error('expected a LedgerError');
}

describe('transfers between accounts of one user', () => {
  const funded = replay([depositApproved('42', '100')]);

  it('moves money within the available balance', () => {
    const after = applyJournal(funded, transfer('42', 'balance', 'stock', '30.5'));
    expect(balanceOf(after, balance).toString()).toBe('69.5');
    expect(balanceOf(after, stock).toString()).toBe('30.5');
  });

  it('allows moving the whole balance, leaving exactly zero', () => {
    const after = applyJournal(funded, transfer('42', 'balance', 'stock', '100'));
    expect(balanceOf(after, balance).isZero()).toBe(true);
  });

  it('refuses to overdraw, naming the account, and leaves balances unchanged', () => {
    const before = new Map(funded);
    const error = refusal(() => applyJournal(funded, transfer('42', 'balance', 'stock', '100.01')));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.account).toBe('user:42:balance:available@USD');
    expect(error.message).toMatch(/100 would become -0.01/);
    expect(funded).toEqual(before);
  });

  it('refuses to move money the user holds in another currency', () => {
    const error = refusal(() => applyJournal(funded, transfer('42', 'balance', 'stock', '1', 'HKD')));
    expect(error.account).toBe('user:42:balance:available@HKD');
  });

  it('lets house accounts go negative', () => {
    expect(balanceOf(funded, houseAccount('cash')).toString()).toBe('-100');
  });
});

describe('freezing and fees are refused beyond what is available', () => {
  const funded = replay([depositApproved('42', '100'), transfer('42', 'balance', 'stock', '50')]);

  it('freezes and unfreezes within the available amount', () => {
    const frozen = applyJournal(funded, freeze('42', 'stock', '20'));
    expect(balanceOf(frozen, stock).toString()).toBe('30');
    expect(balanceOf(frozen, stockUsed).toString()).toBe('20');
    const released = applyJournal(frozen, unfreeze('42', 'stock', '20'));
    expect(balanceOf(released, stock).toString()).toBe('50');
    expect(refusal(() => applyJournal(frozen, unfreeze('42', 'stock', '20.01'))).account).toBe(
      'user:42:stock:used@USD',
    );
  });

  it('refuses to freeze more than available', () => {
    expect(refusal(() => applyJournal(funded, freeze('42', 'stock', '50.01'))).code).toBe('INSUFFICIENT_FUNDS');
  });

  it('charges a fee into house fees, but not beyond the balance', () => {
    const charged = applyJournal(funded, fee('42', 'stock', '1.25'));
    expect(balanceOf(charged, stock).toString()).toBe('48.75');
    expect(balanceOf(charged, houseAccount('fees')).toString()).toBe('1.25');
    expect(refusal(() => applyJournal(funded, fee('42', 'stock', '50.01'))).account).toBe(
      'user:42:stock:available@USD',
    );
  });

  it('judges a transaction by its net result, since its entries apply together', () => {
    const churn = {
      kind: 'fee' as const,
      entries: [
        { account: stock, amount: Decimal.from('-80'), currency: 'USD' as const },
        { account: stock, amount: Decimal.from('40'), currency: 'USD' as const },
        { account: houseAccount('writeoffs'), amount: Decimal.from('40'), currency: 'USD' as const },
      ],
    };
    expect(balanceOf(applyJournal(funded, churn), stock).toString()).toBe('10');
  });
});
