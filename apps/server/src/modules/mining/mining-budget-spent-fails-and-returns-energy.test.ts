import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINING_PUSH_TYPE, type MiningEvent } from '@bourse/contract';
import { type Harness, signUp } from '../../testing/harness.ts';
import { wallet } from '../../testing/money.ts';
import { createMiningHarness, expectRewardsBalanced } from './mining-testing.ts';
import { settleDueSessions } from './service.ts';

let h: Harness;
const events: { userId: number; event: MiningEvent }[] = [];
beforeAll(async () => {
  h = await createMiningHarness();
  const publish = h.ctx.push.publishPrivate.bind(h.ctx.push);
  h.ctx.push.publishPrivate = (userId, type, data) => {
    if (type === MINING_PUSH_TYPE) events.push({ userId, event: data as MiningEvent });
    publish(userId, type, data);
  };
});
afterAll(() => h.close());

describe('the daily rewards budget', () => {
  it("pays sessions while the day's budget lasts; the next fails with 'Mining failed' and its energy is returned", async () => {
    // Budget 40.00 a day; each user checks in for 30 energy, a session worth 11.10.
    const users = [await signUp(h), await signUp(h), await signUp(h), await signUp(h)];
    for (const u of users) {
      await h.call('miningCheckIn', {}, { token: u.token });
      expect((await h.call('miningStart', {}, { token: u.token })).status).toBe(200);
    }
    h.advance(6 * 60_000);
    expect(await settleDueSessions(h.ctx)).toBe(4);

    const states = [];
    for (const u of users) {
      const [record] = (await h.call('miningRecords', {}, { token: u.token })).body.data.data;
      states.push(record?.state);
    }
    // 3 × 11.10 = 33.30 fits in 40.00; a fourth (44.40) does not.
    expect(states).toEqual(['successful', 'successful', 'successful', 'failed']);
    const loser = users[3]!;
    const [failed] = (await h.call('miningRecords', {}, { token: loser.token })).body.data.data;
    expect(failed).toMatchObject({ stateLabel: 'failed', note: 'Mining failed', reward: '11.10' });
    expect((await wallet(h, loser.token, 'balance')).balance).toBe('0.00');
    const info = (await h.call('miningInfo', {}, { token: loser.token })).body.data;
    expect(info.energy).toBe(30);
    expect(info.budget).toEqual({ paidToday: '33.30', remainingToday: '6.70' });
    expect(events.find((e) => e.userId === loser.user.id)?.event).toEqual({
      kind: 'failed',
      sessionId: failed?.id,
      reward: '11.10',
      message: "Mining failed: today's rewards budget is spent; your 30 energy was returned",
    });
    expect(events.find((e) => e.userId === users[0]!.user.id)?.event.message).toBe(
      'Mining successful: 11.10 USD credited to Balance',
    );
    await expectRewardsBalanced(h);

    // The next UTC day has a fresh budget: the returned energy mines again and is paid.
    h.advance(24 * 3_600_000);
    expect((await h.call('miningStart', {}, { token: loser.token })).status).toBe(200);
    h.advance(6 * 60_000);
    await settleDueSessions(h.ctx);
    expect((await wallet(h, loser.token, 'balance')).balance).toBe('11.10');
    await expectRewardsBalanced(h);
  });
});
