import { TRANSFER_SETTLE_MS } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { expectLedgerSound, signUpFunded, wallet } from '../../testing/money.ts';
import { balances } from '../ledger/service.ts';
import { settleDueTransfers } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

describe('POST /wallet/transfer', () => {
  it('moves money from Balance into a trading wallet at once', async () => {
    const u = await signUpFunded(h, '100');
    const res = await h.call('transfer', { from: 'balance', to: 'stock', amount: '30.5' }, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ from: 'balance', to: 'stock', amount: '30.50', status: 'completed' });
    expect(res.body.data.settleTimeTimestamp).toBe(res.body.data.createTimeTimestamp);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '69.50', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '30.50', usedBalance: '0.00' });
  });

  it('holds money leaving a trading wallet as pending, then completes it into Balance after the settle time', async () => {
    const u = await signUpFunded(h, '100');
    await h.call('transfer', { from: 'balance', to: 'future', amount: '40' }, { token: u.token });
    const res = await h.call('transfer', { from: 'future', to: 'balance', amount: '15.25' }, { token: u.token });
    expect(res.body.data).toMatchObject({ status: 'pending', amount: '15.25', cancelTimeTimestamp: null });
    expect(res.body.data.settleTimeTimestamp).toBe(res.body.data.createTimeTimestamp + TRANSFER_SETTLE_MS);
    expect(await wallet(h, u.token, 'future')).toEqual({ balance: '24.75', usedBalance: '15.25' });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '60.00', usedBalance: '0.00' });

    h.advance(TRANSFER_SETTLE_MS);
    expect(await wallet(h, u.token, 'future')).toEqual({ balance: '24.75', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '75.25', usedBalance: '0.00' });
    const list = await h.call('getTransferList', {}, { token: u.token });
    expect(list.body.data.data.map((t) => t.status)).toEqual(['completed', 'completed']);
  });

  it('completes due transfers of every user in the background sweep, before they call again', async () => {
    const u = await signUpFunded(h, '10');
    await h.call('transfer', { from: 'balance', to: 'follow', amount: '10' }, { token: u.token });
    await h.call('transfer', { from: 'follow', to: 'balance', amount: '4' }, { token: u.token });
    h.advance(TRANSFER_SETTLE_MS);
    await settleDueTransfers(h.ctx);
    const stored = Object.fromEntries(
      (await balances(h.ctx.db, u.user.id)).map((b) => [b.kind, [`${b.available}`, `${b.used}`]]),
    );
    expect(stored).toMatchObject({ balance: ['4', '0'], follow: ['6', '0'] });
  });

  it('refuses more than the wallet holds with 422 and changes nothing', async () => {
    const u = await signUpFunded(h, '10');
    const res = await h.call('transfer', { from: 'balance', to: 'forex', amount: '10.01' }, { token: u.token });
    expect(res.body).toEqual({ code: 422, msg: 'Insufficient balance in Balance: 10.00 available', data: null });
    const out = await h.call('transfer', { from: 'ipo', to: 'balance', amount: '1' }, { token: u.token });
    expect(out.body.msg).toBe('Insufficient balance in IPO: 0.00 available');
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '10.00', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'forex')).toEqual({ balance: '0.00', usedBalance: '0.00' });
    expect((await h.call('getTransferList', {}, { token: u.token })).body.data.total).toBe(0);
  });

  it('moves exactly the whole balance', async () => {
    const u = await signUpFunded(h, '0.07');
    expect((await h.call('transfer', { from: 'balance', to: 'ipo', amount: '0.07' }, { token: u.token })).status).toBe(
      200,
    );
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '0.00', usedBalance: '0.00' });
  });

  it.each([
    [{ to: 'stock', amount: '1' }, 'from: is required'],
    [{ from: 'balance', amount: '1' }, 'to: is required'],
    [{ from: 'balance', to: 'stock' }, 'amount: is required'],
    [{ from: 'bank', to: 'stock', amount: '1' }, 'from: must be one of balance, stock, future, forex, ipo, follow'],
    [{ from: 'balance', to: 'stock', amount: 1 }, 'amount: must be a decimal string such as "100.50"'],
    [{ from: 'balance', to: 'stock', amount: '1e3' }, 'amount: must be a decimal number'],
    [{ from: 'balance', to: 'stock', amount: ' 1' }, 'amount: must be a decimal number'],
    [{ from: 'balance', to: 'stock', amount: '0' }, 'amount: must be greater than 0'],
    [{ from: 'balance', to: 'stock', amount: '0.00' }, 'amount: must be greater than 0'],
    [{ from: 'balance', to: 'stock', amount: '-5' }, 'amount: must be greater than 0'],
    [{ from: 'balance', to: 'stock', amount: '1.005' }, 'amount: must have at most 2 decimals'],
    [{ from: 'balance', to: 'stock', amount: '1000000000000.01' }, 'amount: must be at most 1000000000000'],
    [{ from: 'balance', to: 'stock', amount: `${'0'.repeat(60)}1` }, 'amount: must be at most 40 characters'],
    [{ from: 'balance', to: 'balance', amount: '1' }, 'to: must differ from from'],
    [{ from: 'stock', to: 'future', amount: '1' }, 'to: must be balance when from is a trading wallet'],
    [{ from: 'balance', to: 'stock', amount: '1', note: 'x' }, 'note: is not a known field'],
  ])('refuses %j with 400', async (input, msg) => {
    const u = await signUp(h);
    const res = await h.call('transfer', input, { token: u.token });
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it.each([
    ['application/json', '["balance","stock","1"]', 400, 'body: must be a JSON object'],
    ['application/json', '"balance to stock"', 400, 'body: must be a JSON object'],
    ['text/plain', '{"from":"balance","to":"stock","amount":"1"}', 415, 'body: must be JSON'],
  ])('refuses a %s body %s, saying what a body must be', async (type, payload, code, msg) => {
    const u = await signUp(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/wallet/transfer',
      payload,
      headers: { 'content-type': type, authorization: u.token },
    });
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual({ code, msg, data: null });
    expect(await h.call('getWalletBalance', { walletType: 'stock' }, { token: u.token })).toMatchObject({
      body: { data: { balance: '0.00' } },
    });
  });

  it('accepts the largest amount as valid input (then refuses it for want of funds)', async () => {
    const u = await signUp(h);
    const res = await h.call(
      'transfer',
      { from: 'balance', to: 'stock', amount: '1000000000000.00' },
      { token: u.token },
    );
    expect(res.status).toBe(422);
  });

  it('needs a login', async () => {
    expect((await h.call('transfer', { from: 'balance', to: 'stock', amount: '1' })).status).toBe(401);
  });
});

describe('POST /wallet/getTransferList', () => {
  it("lists only the user's own transfers, newest first, paged and filtered by status", async () => {
    const u = await signUpFunded(h, '50');
    const other = await signUpFunded(h, '50');
    await h.call('transfer', { from: 'balance', to: 'stock', amount: '5' }, { token: other.token });
    for (const amount of ['1', '2', '3']) {
      await h.call('transfer', { from: 'balance', to: 'stock', amount }, { token: u.token });
    }
    await h.call('transfer', { from: 'stock', to: 'balance', amount: '4' }, { token: u.token });

    const first = await h.call('getTransferList', { pageNo: 1, pageSize: 3 }, { token: u.token });
    expect(first.body.data).toMatchObject({ pageNo: 1, totalPage: 2, total: 4 });
    expect(first.body.data.data.map((t) => t.amount)).toEqual(['4.00', '3.00', '2.00']);
    const second = await h.call('getTransferList', { pageNo: 2, pageSize: 3 }, { token: u.token });
    expect(second.body.data.data.map((t) => t.amount)).toEqual(['1.00']);
    const pending = await h.call('getTransferList', { status: 'pending' }, { token: u.token });
    expect(pending.body.data.data.map((t) => [t.from, t.to, t.amount])).toEqual([['stock', 'balance', '4.00']]);
  });

  it.each([
    [{ status: 'done' }, 'status: must be one of pending, completed, cancelled'],
    [{ pageSize: 101 }, 'pageSize: must be a whole number from 1 to 100'],
    [{ pageNo: 0 }, 'pageNo: must be a whole number from 1'],
  ])('refuses %j with 400', async (input, msg) => {
    const u = await signUp(h);
    expect((await h.call('getTransferList', input, { token: u.token })).body).toEqual({ code: 400, msg, data: null });
  });

  it('needs a login', async () => {
    expect((await h.call('getTransferList', {})).status).toBe(401);
  });
});
