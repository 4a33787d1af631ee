import { WALLET_TYPES } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { expectLedgerSound, signUpFunded } from '../../testing/money.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

describe('POST /wallet/getWalletBalance', () => {
  it.each(WALLET_TYPES)('answers zero for a new user’s %s wallet', async (walletType) => {
    const u = await signUp(h);
    const res = await h.call('getWalletBalance', { walletType }, { token: u.token });
    expect(res.body).toEqual({ code: 200, msg: 'Success', data: { balance: '0.00', usedBalance: '0.00' } });
  });

  it('shows deposited money in Balance and only there', async () => {
    const u = await signUpFunded(h, '1234.5');
    const balance = await h.call('getWalletBalance', { walletType: 'balance' }, { token: u.token });
    expect(balance.body.data).toEqual({ balance: '1234.50', usedBalance: '0.00' });
    const stock = await h.call('getWalletBalance', { walletType: 'stock' }, { token: u.token });
    expect(stock.body.data).toEqual({ balance: '0.00', usedBalance: '0.00' });
  });

  it("never shows another user's money", async () => {
    await signUpFunded(h, '500');
    const u = await signUp(h);
    expect((await h.call('getWalletBalance', { walletType: 'balance' }, { token: u.token })).body.data.balance).toBe(
      '0.00',
    );
  });

  it.each([
    [{}, 'walletType: is required'],
    [{ walletType: 'savings' }, 'walletType: must be one of balance, stock, future, forex, ipo, follow'],
    [{ walletType: 'Stock' }, 'walletType: must be one of balance, stock, future, forex, ipo, follow'],
    [{ walletType: 'stock', userId: 1 }, 'userId: is not a known field'],
  ])('refuses %j with 400', async (input, msg) => {
    const u = await signUp(h);
    expect((await h.call('getWalletBalance', input, { token: u.token })).body).toEqual({ code: 400, msg, data: null });
  });

  it('needs a login', async () => {
    const res = await h.call('getWalletBalance', { walletType: 'balance' });
    expect(res.body).toEqual({ code: 401, msg: 'Please log in', data: null });
  });
});
