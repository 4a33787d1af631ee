import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { ok, renter, ROBOT_TEST_ENV } from './robot-testing.ts';
import { settleDue } from './service.ts';

/** Sunday 22 November 2026, 12:00 UTC: the US market is shut (the demo setting opens it for the purchase). */
const SUNDAY_NOON = Date.UTC(2026, 10, 22, 12, 0);
const HOUR = 3_600_000;

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ ...ROBOT_TEST_ENV, MARKET_ALWAYS_OPEN: 'true' }, { startMs: SUNDAY_NOON });
});
afterAll(() => h.close());

describe('a rental that ends while its market is shut', () => {
  it('is stopped at once, keeps its position until the open, and is settled then', async () => {
    const u = await renter(h, '5000');
    const { id } = ok(await h.call('robotBuy', { robotId: 1, days: 7, amount: '2000' }, { token: u.token }));
    await h.strategies.run();
    await h.trading.idle();
    const rental = () => h.call('robotOrderDetail', { id }, { token: u.token }).then(ok);
    expect((await rental()).trades).toHaveLength(1);

    // The real hours from now on: seven days later it is Sunday noon again, and the market is shut.
    h.ctx.market.setAlwaysOpen(false);
    h.advance(7 * 24 * HOUR);
    h.ctx.market.tick();
    expect(await settleDue(h.ctx, h.trading)).toBe(0);
    const waiting = await rental();
    expect([waiting.status, waiting.returned, waiting.trades.length]).toEqual(['stopped', null, 1]);
    // The strategy has stopped: a run at the open must not trade it again.
    h.advance(27 * HOUR);
    h.ctx.market.tick();
    await h.strategies.run();

    // Monday 15:00 UTC, 10:00 in New York: the position is closed and the money returned.
    expect(await settleDue(h.ctx, h.trading)).toBe(1);
    await h.trading.idle();
    const done = await rental();
    expect([done.status, done.trades.map((t) => t.openClose)]).toEqual(['stopped', [1, 0]]);
    expect(done.returned).not.toBeNull();
    await expectLedgerSound(h);
  });
});
