import { Decimal } from '@bourse/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, signUp } from '../../testing/harness.ts';
import { createMiningHarness, expectRewardsBalanced, MINING_ENV } from './mining-testing.ts';
import { settleDueSessions } from './service.ts';

/**
 * Random sequences of check-ins, session starts (some at the same moment), time passing, sweeps and new days, by
 * several users. After each sequence: the ledger is sound and house rewards is minus what users were credited, each
 * day's payouts stay within the budget, every successful session was paid exactly once and no failed one was, and no
 * energy was made or lost (awarded = on hand + spent by sessions that did not fail).
 */

const USERS = 3;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);

let h: Harness;
beforeAll(async () => {
  h = await createMiningHarness();
});
afterAll(() => h.close());

const user = fc.nat(USERS - 1);
const op = fc.oneof(
  { arbitrary: fc.record({ t: fc.constant('checkin' as const), user }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('start' as const), user }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('startTwice' as const), user }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 12 }) }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('settle' as const) }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('nextDay' as const) }), weight: 1 },
);

async function expectSound(userIds: number[]) {
  await expectRewardsBalanced(h);
  const days = await h.ctx.db.selectFrom('mining_budget_days').select(['day', 'paid']).execute();
  for (const d of days) expect(Decimal.from(d.paid).lte(MINING_ENV.MINING_DAILY_BUDGET)).toBe(true);
  const sessions = await h.ctx.db.selectFrom('mining_sessions').selectAll().where('user_id', 'in', userIds).execute();
  for (const s of sessions) {
    const paid = await h.ctx.db
      .selectFrom('journal_transactions')
      .select('id')
      .where('reference_type', '=', 'mining_session')
      .where('reference_id', '=', s.id)
      .execute();
    expect(paid.length).toBe(s.state === 'successful' ? 1 : 0);
  }
  for (const id of userIds) {
    const awarded = await h.ctx.db.selectFrom('mining_awards').select('energy').where('user_id', '=', id).execute();
    const onHand = (
      await h.ctx.db.selectFrom('mining_accounts').select('energy').where('user_id', '=', id).executeTakeFirst()
    )?.energy;
    const spent = sessions.filter((s) => s.user_id === id && s.state !== 'failed').reduce((n, s) => n + s.energy, 0);
    expect(awarded.reduce((n, a) => n + a.energy, 0)).toBe((onHand ?? 0) + spent);
  }
}

describe('any sequence of mining sessions', () => {
  it('keeps the ledger sound, house rewards balanced against users, budgets kept and energy conserved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        const users = [];
        for (let i = 0; i < USERS; i++) users.push(await signUp(h));
        for (const o of ops) {
          switch (o.t) {
            case 'checkin':
              expect([200, 409]).toContain((await h.call('miningCheckIn', {}, { token: users[o.user]!.token })).status);
              break;
            case 'start':
              expect([200, 409, 422]).toContain(
                (await h.call('miningStart', {}, { token: users[o.user]!.token })).status,
              );
              break;
            case 'startTwice': {
              const token = users[o.user]!.token;
              const both = await Promise.all([
                h.call('miningStart', {}, { token }),
                h.call('miningStart', {}, { token }),
              ]);
              expect(both.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
              break;
            }
            case 'advance':
              h.advance(o.minutes * 60_000);
              break;
            case 'settle':
              await Promise.all([settleDueSessions(h.ctx), settleDueSessions(h.ctx)]);
              break;
            case 'nextDay':
              h.advance(24 * 3_600_000);
              break;
          }
        }
        h.advance(3_600_000);
        await settleDueSessions(h.ctx);
        await expectSound(users.map((u) => u.user.id));
      }),
      { numRuns: RUNS },
    );
  });
});
