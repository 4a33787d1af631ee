import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopyTradingHarness, follower, institutionIds } from '../../testing/copy-trading.ts';
import { ok } from '../../testing/loans.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import type { TradingHarness } from '../../testing/trading.ts';
import { sweep } from './service.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createCopyTradingHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const DAY = 86_400_000;

describe('the cycle sweep', () => {
  it('run by two nodes at once opens each cycle once and starts and settles each order once', async () => {
    const users = [await follower(h, '1000'), await follower(h, '1000'), await follower(h, '1000')];
    const id = (await institutionIds(h, users[0]?.token ?? '')).get('Northgate FX Trend') ?? 0;
    const orders = [];
    for (const u of users)
      orders.push(ok(await h.call('followCreate', { institutionId: id, amount: '500' }, { token: u.token })));

    // The next daily boundary passes: two sweeps race to open the cycle and start the orders.
    h.advance((orders[0]?.cycleStartTimestamp ?? 0) - h.ctx.now() + 1000);
    const starts = await Promise.all([sweep(h.ctx), sweep(h.ctx)]);
    expect(starts[0].started + starts[1].started).toBe(3);
    const cycles = await h.ctx.db
      .selectFrom('institution_cycles')
      .selectAll()
      .where('institution_id', '=', id)
      .execute();
    expect(cycles).toHaveLength(1);

    // A day later both settle: each order once, each user paid once.
    h.advance(DAY);
    const ends = await Promise.all([sweep(h.ctx), sweep(h.ctx), sweep(h.ctx)]);
    expect(ends.reduce((n, r) => n + r.settled, 0)).toBe(3);
    const settles = await h.ctx.db
      .selectFrom('journal_transactions')
      .select(['user_id'])
      .where('kind', '=', 'follow_settle')
      .execute();
    expect(settles.map((s) => s.user_id).sort()).toEqual(users.map((u) => u.user.id).sort());
    for (const [k, u] of users.entries()) {
      const o = ok(await h.call('followDetail', { id: orders[k]?.id ?? 0 }, { token: u.token }));
      expect(o.status).toBe('settled');
    }
  });

  it('the test hook is not there unless COPY_TRADING_TEST_HOOKS is set', async () => {
    const { createHarness } = await import('../../testing/harness.ts');
    const plain = await createHarness();
    try {
      const { signUp } = await import('../../testing/harness.ts');
      const u = await signUp(plain);
      const res = await plain.call('followTestRun', { institutionId: 1 }, { token: u.token });
      expect([res.status, res.body.msg]).toEqual([404, 'The URL does not exist']);
    } finally {
      await plain.close();
    }
  });
});
