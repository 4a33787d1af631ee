import { TRANSFER_SETTLE_MS } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { expectLedgerSound, signUpFunded, wallet } from '../../testing/money.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

/** A user with 100 in Balance, 30 moved to Stock, and 10 of that on its way back (pending). */
async function withPendingTransfer() {
  const u = await signUpFunded(h, '100');
  await h.call('transfer', { from: 'balance', to: 'stock', amount: '30' }, { token: u.token });
  const pending = await h.call('transfer', { from: 'stock', to: 'balance', amount: '10' }, { token: u.token });
  return { ...u, transfer: pending.body.data };
}

describe('POST /wallet/cancelTransfer', () => {
  it('cancels a pending transfer and returns the money to the wallet it left', async () => {
    const u = await withPendingTransfer();
    const res = await h.call('cancelTransfer', { id: u.transfer.id }, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: u.transfer.id, status: 'cancelled', amount: '10.00' });
    expect(res.body.data.cancelTimeTimestamp).toBeTypeOf('number');
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '30.00', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '70.00', usedBalance: '0.00' });

    h.advance(TRANSFER_SETTLE_MS);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '70.00', usedBalance: '0.00' });
  });

  it('refuses to cancel twice', async () => {
    const u = await withPendingTransfer();
    await h.call('cancelTransfer', { id: u.transfer.id }, { token: u.token });
    const again = await h.call('cancelTransfer', { id: u.transfer.id }, { token: u.token });
    expect(again.body).toEqual({ code: 422, msg: 'This transfer is already cancelled', data: null });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '30.00', usedBalance: '0.00' });
  });

  it('refuses a transfer that completed at once', async () => {
    const u = await signUpFunded(h, '5');
    const done = await h.call('transfer', { from: 'balance', to: 'stock', amount: '5' }, { token: u.token });
    const res = await h.call('cancelTransfer', { id: done.body.data.id }, { token: u.token });
    expect(res.body).toEqual({
      code: 422,
      msg: 'This transfer is completed; only a pending transfer can be cancelled',
      data: null,
    });
  });

  it('refuses a pending transfer whose settle time has come, even before it is settled', async () => {
    const u = await withPendingTransfer();
    h.advance(TRANSFER_SETTLE_MS);
    const res = await h.call('cancelTransfer', { id: u.transfer.id }, { token: u.token });
    expect(res.status).toBe(422);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '80.00', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '20.00', usedBalance: '0.00' });
  });

  it("answers another user's transfer exactly as a missing one, and leaves it pending", async () => {
    const owner = await withPendingTransfer();
    const stranger = await signUp(h);
    const theirs = await h.call('cancelTransfer', { id: owner.transfer.id }, { token: stranger.token });
    const missing = await h.call('cancelTransfer', { id: 987_654_321 }, { token: stranger.token });
    expect(theirs.body).toEqual({ code: 404, msg: 'Transfer not found', data: null });
    expect(missing.body).toEqual(theirs.body);
    expect(await wallet(h, owner.token, 'stock')).toEqual({ balance: '20.00', usedBalance: '10.00' });
  });

  it.each([
    [{}, 'id: is required'],
    [{ id: '12' }, 'id: must be a whole number'],
    [{ id: 1.5 }, 'id: must be a whole number'],
    [{ id: 0 }, 'id: must be greater than 0'],
    [{ id: 1, reason: 'x' }, 'reason: is not a known field'],
  ])('refuses %j with 400', async (input, msg) => {
    const u = await signUp(h);
    expect((await h.call('cancelTransfer', input, { token: u.token })).body).toEqual({ code: 400, msg, data: null });
  });

  it('needs a login', async () => {
    expect((await h.call('cancelTransfer', { id: 1 })).status).toBe(401);
  });
});
