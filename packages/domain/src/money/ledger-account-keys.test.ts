import { describe, expect, it } from 'vitest';
import { balanceKey, houseAccount, parseAccount, parseBalanceKey, userAccount } from './accounts.ts';

describe('account keys', () => {
  it('builds and parses user and house keys', () => {
    expect(userAccount('42', 'balance')).toBe('user:42:balance:available');
    expect(userAccount('42', 'ipo', 'used')).toBe('user:42:ipo:used');
    expect(houseAccount('deposits_in_transit')).toBe('house:deposits_in_transit');
    expect(parseAccount('user:42:future:used')).toEqual({
      owner: 'user',
      ownerId: '42',
      kind: 'future',
      bucket: 'used',
    });
    expect(parseAccount('house:writeoffs')).toEqual({ owner: 'house', kind: 'writeoffs' });
  });

  it.each([
    'user:42:balance',
    'user::balance:available',
    'user:42:wallet:available',
    'user:42:balance:frozen',
    'user:4:2:balance:available',
    'house:cash:available',
    'house:bank',
    'bank:cash',
    '',
  ])('rejects the malformed key %j', (key) => {
    expect(parseAccount(key)).toBeUndefined();
  });

  it('refuses user ids that would break the key', () => {
    expect(() => userAccount('4:2', 'balance')).toThrow(/user id/);
    expect(() => userAccount('', 'balance')).toThrow(/user id/);
    expect(() => userAccount('42', 'wallet' as 'balance')).toThrow(/kind/);
  });

  it('keys balances by account and currency', () => {
    const key = balanceKey(userAccount('7', 'stock', 'used'), 'HKD');
    expect(key).toBe('user:7:stock:used@HKD');
    expect(parseBalanceKey(key)).toEqual({ account: 'user:7:stock:used', currency: 'HKD' });
    expect(parseBalanceKey('user:7:stock:used')).toBeUndefined();
    expect(parseBalanceKey('user:7:stock:used@KRW')).toBeUndefined();
  });
});
