import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { ok, renter, ROBOT_TEST_ENV } from './robot-testing.ts';

/** Sunday 22 November 2026, 12:00 UTC: the US market is shut. */
const SUNDAY_NOON = Date.UTC(2026, 10, 22, 12, 0);
const HOUR = 3_600_000;

let h: Harness;
beforeAll(async () => {
  h = await createHarness(ROBOT_TEST_ENV, { startMs: SUNDAY_NOON });
});
afterAll(() => h.close());

describe('a rental’s trading status', () => {
  it('is paused while its market is shut, running while open, and stopped once its period is over', async () => {
    const u = await renter(h, '5000');
    const { id } = ok(await h.call('robotBuy', { robotId: 2, days: 7, amount: '1000' }, { token: u.token }));
    const status = async () => {
      h.ctx.market.tick();
      const rental = ok(await h.call('robotOrderDetail', { id }, { token: u.token }));
      return [rental.status, rental.statusLabel];
    };
    expect(await status()).toEqual(['paused', 'Paused']);
    // Monday 23 November, 15:00 UTC is 10:00 in New York: the US market is open.
    h.advance(27 * HOUR);
    expect(await status()).toEqual(['running', 'Running']);
    // Monday 23 November, 23:00 UTC: after the close.
    h.advance(8 * HOUR);
    expect(await status()).toEqual(['paused', 'Paused']);
    // Seven days after the purchase it trades no more, even before the settlement has run.
    h.advance(7 * 24 * HOUR - 35 * HOUR);
    expect(await status()).toEqual(['stopped', 'Stopped']);
  });
});
