import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound, fund, signUpFunded, wallet } from '../../testing/money.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const withKey = (token: string, key: string) => ({ token, headers: { 'idempotency-key': key } });
const toStock = { from: 'balance', to: 'stock', amount: '25' } as const;

describe('Idempotency-Key on money calls', () => {
  it('answers a retried transfer with the first result and moves the money once', async () => {
    const u = await signUpFunded(h, '100');
    const first = await h.call('transfer', toStock, withKey(u.token, 'tap-1'));
    h.advance(5_000);
    const retry = await h.call('transfer', toStock, withKey(u.token, 'tap-1'));
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '75.00', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '25.00', usedBalance: '0.00' });
  });

  it('does the work once for simultaneous duplicates', async () => {
    const u = await signUpFunded(h, '100');
    const all = await Promise.all(Array.from({ length: 10 }, () => h.call('transfer', toStock, withKey(u.token, 'k'))));
    expect(new Set(all.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '25.00', usedBalance: '0.00' });
  });

  it('refuses the same key with a different body with 409, and moves nothing', async () => {
    const u = await signUpFunded(h, '100');
    await h.call('transfer', toStock, withKey(u.token, 'order-7'));
    const res = await h.call('transfer', { ...toStock, amount: '26' }, withKey(u.token, 'order-7'));
    expect(res.body).toEqual({
      code: 409,
      msg: 'Idempotency-Key: was already used for a different request',
      data: null,
    });
    const cancel = await h.call('cancelTransfer', { id: 1 }, withKey(u.token, 'order-7'));
    expect(cancel.status).toBe(409);
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '25.00', usedBalance: '0.00' });
  });

  it('keeps keys apart per user', async () => {
    const a = await signUpFunded(h, '100');
    const b = await signUpFunded(h, '100');
    const ra = await h.call('transfer', toStock, withKey(a.token, 'same'));
    const rb = await h.call('transfer', toStock, withKey(b.token, 'same'));
    expect(rb.body.data.id).not.toBe(ra.body.data.id);
    expect(await wallet(h, b.token, 'stock')).toEqual({ balance: '25.00', usedBalance: '0.00' });
  });

  it('lets a refused request be retried under its key once it can succeed', async () => {
    const u = await signUpFunded(h, '10');
    expect((await h.call('transfer', toStock, withKey(u.token, 'later'))).status).toBe(422);
    await fund(h, u.user.id, '20');
    expect((await h.call('transfer', toStock, withKey(u.token, 'later'))).status).toBe(200);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '5.00', usedBalance: '0.00' });
  });

  it('answers a retried cancel with the first result', async () => {
    const u = await signUpFunded(h, '100');
    await h.call('transfer', toStock, { token: u.token });
    const pending = await h.call('transfer', { from: 'stock', to: 'balance', amount: '5' }, { token: u.token });
    const first = await h.call('cancelTransfer', { id: pending.body.data.id }, withKey(u.token, 'c1'));
    const retry = await h.call('cancelTransfer', { id: pending.body.data.id }, withKey(u.token, 'c1'));
    expect(first.body.data.status).toBe('cancelled');
    expect(retry.body).toEqual(first.body);
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '25.00', usedBalance: '0.00' });
  });

  it.each([
    ['', 'empty'],
    ['x'.repeat(101), 'too long'],
    ['has space', 'with a space'],
    ['ключ', 'not ASCII'],
  ])('refuses the key %j (%s) with 400', async (key) => {
    const u = await signUpFunded(h, '100');
    const res = await h.call('transfer', toStock, withKey(u.token, key));
    expect(res.body).toEqual({
      code: 400,
      msg: 'Idempotency-Key: must be 1 to 100 visible ASCII characters',
      data: null,
    });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '0.00', usedBalance: '0.00' });
  });

  it('ignores the header on a call the contract does not mark idempotent', async () => {
    const u = await signUpFunded(h, '100');
    const res = await h.call('getWalletBalance', { walletType: 'stock' }, withKey(u.token, 'has space'));
    expect(res.status).toBe(200);
  });

  it('accepts a key of 100 characters', async () => {
    const u = await signUpFunded(h, '100');
    expect((await h.call('transfer', toStock, withKey(u.token, 'k'.repeat(100)))).status).toBe(200);
  });
});
