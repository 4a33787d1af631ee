import { TRANSFER_SETTLE_MS } from '@bourse/contract';
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

const bill = (token: string, input: Record<string, unknown>) => h.call('getWalletBill', input, { token });

/** MM-DD-YYYY HH:mm:ss of `ms` in a zone `offsetMinutes` ahead of UTC, worked out without Intl. */
function expectedTime(ms: number, offsetMinutes: number) {
  const [date = '', time = ''] = new Date(ms + offsetMinutes * 60_000).toISOString().split('T');
  const [y, m, d] = date.split('-');
  return `${m}-${d}-${y} ${time.slice(0, 8)}`;
}

describe('POST /wallet/getWalletBill', () => {
  it('lists every movement of every wallet, newest first, with what it was and the balance after it', async () => {
    const u = await signUpFunded(h, '100');
    h.advance(1000);
    await h.call('transfer', { from: 'balance', to: 'stock', amount: '40' }, { token: u.token });
    h.advance(1000);
    const out = await h.call('transfer', { from: 'stock', to: 'balance', amount: '15' }, { token: u.token });
    h.advance(1000);
    await h.call('transfer', { from: 'stock', to: 'balance', amount: '5' }, { token: u.token });
    await h.call('cancelTransfer', { id: out.body.data.id }, { token: u.token });
    h.advance(TRANSFER_SETTLE_MS);

    const res = await bill(u.token, { timeZone: 'UTC' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ pageNo: 1, totalPage: 1, total: 7 });
    expect(res.body.data.data.map((b) => [b.walletType, b.type, b.amount, b.balanceAfter])).toEqual([
      ['balance', 'transfer_in', '5.00', '65.00'],
      ['stock', 'transfer_cancelled', '15.00', '35.00'],
      ['stock', 'transfer_out', '-5.00', '20.00'],
      ['stock', 'transfer_out', '-15.00', '25.00'],
      ['stock', 'transfer_in', '40.00', '40.00'],
      ['balance', 'transfer_out', '-40.00', '60.00'],
      ['balance', 'deposit', '100.00', '100.00'],
    ]);
  });

  it('filters by wallet', async () => {
    const u = await signUpFunded(h, '10');
    await h.call('transfer', { from: 'balance', to: 'forex', amount: '4' }, { token: u.token });
    const res = await bill(u.token, { walletType: 'forex', timeZone: 'UTC' });
    expect(res.body.data.data.map((b) => [b.walletType, b.type, b.amount])).toEqual([['forex', 'transfer_in', '4.00']]);
    expect((await bill(u.token, { walletType: 'follow', timeZone: 'UTC' })).body.data).toEqual({
      data: [],
      pageNo: 1,
      totalPage: 0,
      total: 0,
    });
  });

  it('pages with pageNo and pageSize (15 by default)', async () => {
    const u = await signUpFunded(h, '100');
    for (let i = 1; i <= 8; i++) {
      await h.call('transfer', { from: 'balance', to: 'stock', amount: String(i) }, { token: u.token });
    }
    // 1 deposit + 8 transfers × 2 wallets = 17 lines.
    const first = await bill(u.token, { timeZone: 'UTC' });
    expect(first.body.data).toMatchObject({ pageNo: 1, totalPage: 2, total: 17 });
    expect(first.body.data.data).toHaveLength(15);
    const pages = await Promise.all([1, 2, 3].map((pageNo) => bill(u.token, { timeZone: 'UTC', pageNo, pageSize: 6 })));
    expect(pages.map((p) => p.body.data.data.length)).toEqual([6, 6, 5]);
    const ids = pages.flatMap((p) => p.body.data.data.map((b) => b.id));
    expect(new Set(ids).size).toBe(17);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await bill(u.token, { timeZone: 'UTC', pageNo: 4, pageSize: 6 })).body.data.data).toEqual([]);
  });

  it('formats each time as MM-DD-YYYY HH:mm:ss in the requested time zone', async () => {
    const u = await signUpFunded(h, '1');
    const zones: [string, number][] = [
      ['UTC', 0],
      ['Asia/Kolkata', 330],
      ['Asia/Kathmandu', 345],
      ['Pacific/Honolulu', -600],
    ];
    for (const [timeZone, offset] of zones) {
      const [line] = (await bill(u.token, { timeZone })).body.data.data;
      expect(line?.createTime).toBe(expectedTime(line?.createTimeTimestamp ?? 0, offset));
    }
  });

  it.each([
    [{}, 'timeZone: is required'],
    [{ timeZone: '' }, 'timeZone: is required'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone: must be an IANA time zone such as America/New_York'],
    [{ timeZone: 'UTC', walletType: 'cash' }, 'walletType: must be one of balance, stock, future, forex, ipo, follow'],
    [{ timeZone: 'UTC', pageSize: 0 }, 'pageSize: must be a whole number from 1 to 100'],
    [{ timeZone: 'UTC', pageSize: 101 }, 'pageSize: must be a whole number from 1 to 100'],
    [{ timeZone: 'UTC', pageNo: 0 }, 'pageNo: must be a whole number from 1'],
    [{ timeZone: 'UTC', type: 'fee' }, 'type: is not a known field'],
  ])('refuses %j with 400', async (input, msg) => {
    const u = await signUp(h);
    expect((await bill(u.token, input)).body).toEqual({ code: 400, msg, data: null });
  });

  it("shows nothing of another user's movements", async () => {
    await signUpFunded(h, '77');
    const u = await signUp(h);
    expect((await bill(u.token, { timeZone: 'UTC' })).body.data.total).toBe(0);
  });

  it('needs a login', async () => {
    expect((await h.call('getWalletBill', { timeZone: 'UTC' })).status).toBe(401);
  });
});
