import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, type TradingHarness } from '../../testing/trading.ts';
import { ok, renter, ROBOT_TEST_ENV } from './robot-testing.ts';
import { settleDue } from './service.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;

/**
 * Two app instances on one PostgreSQL database (two server nodes). Both sweep the same ended rentals at the same
 * moment, as two overlapping leaders would: each rental's positions are closed and its money returned exactly once.
 */
describe.skipIf(!pgUrl)('robot rental settlement on two nodes', () => {
  let h: TradingHarness;
  let other: BuiltApp;
  beforeAll(async () => {
    h = await createTradingHarness(ROBOT_TEST_ENV);
    other = await buildApp(h.ctx.config, { now: h.ctx.now, logStream: { write() {} }, feedLoop: false });
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
    await h?.close();
  });

  it('returns every ended rental once however the two nodes race', async () => {
    const users = [];
    for (let i = 0; i < 4; i++) {
      const u = await renter(h, '3000');
      ok(await h.call('robotBuy', { robotId: 1, days: 7, amount: '2000' }, { token: u.token }));
      users.push(u);
    }
    await h.strategies.run();
    await h.trading.idle();
    h.advance(7 * DAY);
    const counts = await Promise.all([
      settleDue(h.ctx, h.trading),
      settleDue(other.ctx, other.trading),
      settleDue(h.ctx, h.trading),
      settleDue(other.ctx, other.trading),
    ]);
    await Promise.all([h.trading.idle(), other.trading.idle()]);
    // A rental whose close lost the race to the other node is settled by the next sweep.
    const settled = counts.reduce((a, b) => a + b, 0) + (await settleDue(h.ctx, h.trading));
    expect(settled).toBe(4);

    const rentals = await h.ctx.db.selectFrom('robot_rentals').selectAll().execute();
    const returns = await h.ctx.db
      .selectFrom('journal_transactions')
      .select('reference_id')
      .where('kind', '=', 'robot_return')
      .execute();
    for (const [i, r] of rentals.entries()) {
      expect(r.state).toBe('settled');
      expect(returns.filter((x) => x.reference_id === r.id)).toHaveLength(1);
      const u = users[i];
      if (!u) throw new Error('no renter');
      // Its position was opened once and closed once, whichever node closed it.
      const detail = ok(await h.call('robotOrderDetail', { id: r.id }, { token: u.token }));
      expect(detail.trades.map((t) => t.openClose)).toEqual([1, 0]);
      // Balance: 3000 − 2009.90 at the purchase, then what came back.
      const expected = Decimal.from('990.10').add(r.returned ?? '0');
      expect((await wallet(h, u.token, 'balance')).balance).toBe(expected.toFixed(2));
    }
    await expectLedgerSound(h);
  });
});
