import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { type Harness, signUp } from '../../testing/harness.ts';
import { createMiningHarness, expectRewardsBalanced } from './mining-testing.ts';
import { settleDueSessions } from './service.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Two app instances on one PostgreSQL database (two server nodes). Both sweep the same ended sessions at the same
 * moment, as two overlapping leaders would: each session is paid (or failed) exactly once.
 */
describe.skipIf(!pgUrl)('mining settlement on two nodes', () => {
  let h: Harness;
  let other: BuiltApp;
  beforeAll(async () => {
    h = await createMiningHarness();
    other = await buildApp(h.ctx.config, { now: h.ctx.now, logStream: { write() {} }, feedLoop: false });
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
    await h?.close();
  });

  it('pays every ended session once however the two nodes race, within the budget', async () => {
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await signUp(h));
    for (const u of users) {
      await h.call('miningCheckIn', {}, { token: u.token });
      // Half start on this node, half on the other: any node takes a call.
      const node = users.indexOf(u) % 2 === 0 ? h.app : other.app;
      const res = await node.inject({
        method: 'POST',
        url: '/mining/start',
        headers: { authorization: u.token },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
    }
    h.advance(6 * 60_000);
    const counts = await Promise.all([
      settleDueSessions(h.ctx),
      settleDueSessions(other.ctx),
      settleDueSessions(h.ctx),
      settleDueSessions(other.ctx),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);

    const sessions = await h.ctx.db.selectFrom('mining_sessions').selectAll().execute();
    const payments = await h.ctx.db
      .selectFrom('journal_transactions')
      .select('reference_id')
      .where('kind', '=', 'mining_reward')
      .execute();
    // Budget 40.00 at 11.10 a session: three are paid, three fail and get their energy back.
    expect(sessions.filter((s) => s.state === 'successful').length).toBe(3);
    expect(sessions.filter((s) => s.state === 'failed').length).toBe(3);
    for (const s of sessions) {
      expect(payments.filter((p) => p.reference_id === s.id).length).toBe(s.state === 'successful' ? 1 : 0);
    }
    const returned = await h.ctx.db.selectFrom('mining_accounts').select('energy').execute();
    expect(returned.map((r) => r.energy).sort()).toEqual([0, 0, 0, 30, 30, 30]);
    await expectRewardsBalanced(h);
  });
});
