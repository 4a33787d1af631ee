import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, signUp } from '../../testing/harness.ts';
import { wallet } from '../../testing/money.ts';
import { createMiningHarness, expectRewardsBalanced } from './mining-testing.ts';
import { settleDueSessions } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createMiningHarness();
});
afterAll(() => h.close());

describe('a mining session', () => {
  it('check-in earns its stated energy once a day; a session spends it over its duration and pays into Balance', async () => {
    const u = await signUp(h);
    const before = (await h.call('miningInfo', {}, { token: u.token })).body.data;
    expect(before.energy).toBe(0);
    expect(before.checkedInToday).toBe(false);
    expect(before.rules).toMatchObject({ energyPerMinute: 5, sessionMinutes: 10, rewardPerEnergy: '0.37' });
    expect(before.rules.sources.find((s) => s.source === 'checkin')).toMatchObject({ energy: 30, dailyCap: 30 });

    const checked = await h.call('miningCheckIn', {}, { token: u.token });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ energy: 30, checkedInToday: true });
    const again = await h.call('miningCheckIn', {}, { token: u.token });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Already checked in today; come back tomorrow (UTC)');

    // 30 energy at 5 a minute: 6 of the 10 minutes, so it stops early; 30 × 0.37 = 11.10 USD.
    const started = await h.call('miningStart', {}, { token: u.token });
    expect(started.status).toBe(200);
    const session = started.body.data;
    expect(session).toMatchObject({
      state: 'mining',
      stateLabel: 'Mining',
      energy: 30,
      reward: '11.10',
      note: 'Insufficient energy, stop mining',
    });
    expect(session.endsAt - session.startedAt).toBe(6 * 60_000);
    expect((await h.call('miningInfo', {}, { token: u.token })).body.data).toMatchObject({ energy: 0, session });
    const twice = await h.call('miningStart', {}, { token: u.token });
    expect(twice.status).toBe(409);

    // Not yet due: nothing is paid.
    h.advance(6 * 60_000 - 1);
    expect(await settleDueSessions(h.ctx)).toBe(0);
    h.advance(1);
    expect(await settleDueSessions(h.ctx)).toBe(1);
    expect(await settleDueSessions(h.ctx)).toBe(0);

    expect((await wallet(h, u.token, 'balance')).balance).toBe('11.10');
    const bill = await h.call('getWalletBill', { walletType: 'balance', timeZone: 'UTC' }, { token: u.token });
    expect(bill.body.data.data[0]).toMatchObject({ amount: '11.10', type: 'mining_reward' });
    const records = await h.call('miningRecords', {}, { token: u.token });
    expect(records.body.data.data).toEqual([
      expect.objectContaining({ id: session.id, state: 'successful', stateLabel: 'successful', reward: '11.10' }),
    ]);
    const info = (await h.call('miningInfo', {}, { token: u.token })).body.data;
    expect(info.session).toBeNull();
    expect(info.budget).toEqual({ paidToday: '11.10', remainingToday: '28.90' });
    // The result waits in the inbox, once.
    const inbox = await h.call('messagePageList', {}, { token: u.token });
    expect(inbox.body.data.data).toEqual([
      expect.objectContaining({ kind: 'mining', title: 'Mining successful', body: '11.10 USD credited to Balance.' }),
    ]);
    await expectRewardsBalanced(h);
  });

  it('a full session spends a full session of energy and says nothing of running out', async () => {
    const u = await signUp(h);
    await h.call('miningCheckIn', {}, { token: u.token });
    h.advance(24 * 3_600_000);
    await h.call('miningCheckIn', {}, { token: u.token });
    const session = (await h.call('miningStart', {}, { token: u.token })).body.data;
    expect(session).toMatchObject({ energy: 50, reward: '18.50', note: '' });
    expect(session.endsAt - session.startedAt).toBe(10 * 60_000);
    expect((await h.call('miningInfo', {}, { token: u.token })).body.data.energy).toBe(10);
    h.advance(10 * 60_000);
    await settleDueSessions(h.ctx);
    expect((await wallet(h, u.token, 'balance')).balance).toBe('18.50');
    await expectRewardsBalanced(h);
  });

  it("is refused without energy with 'Insufficient energy, stop mining'", async () => {
    const u = await signUp(h);
    const res = await h.call('miningStart', {}, { token: u.token });
    expect(res.body).toEqual({ code: 422, msg: 'Insufficient energy, stop mining', data: null });
    expect((await h.call('miningRecords', {}, { token: u.token })).body.data.total).toBe(0);
  });

  it('needs a login, takes no unknown field, and shows each user only their own records', async () => {
    for (const name of ['miningInfo', 'miningCheckIn', 'miningStart', 'miningRecords'] as const) {
      expect((await h.call(name, {})).status).toBe(401);
    }
    const u = await signUp(h);
    const bad = await h.call('miningStart', { energy: 5 }, { token: u.token });
    expect(bad.body).toEqual({ code: 400, msg: 'energy: is not a known field', data: null });
    const page = await h.call('miningRecords', { pageNo: 0 }, { token: u.token });
    expect(page.body.msg).toBe('pageNo: must be a whole number from 1');
    expect((await h.call('miningRecords', {}, { token: u.token })).body.data).toMatchObject({ data: [], total: 0 });
  });
});
