import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { CBRS, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { ipoRepo } from './repo.ts';
import { drawOffering } from './service.ts';

// The e2e hook draws an offering while its window is still open: the one way a subscription could meet a draw.
let h: Harness;
// A harness each: every test draws the offering.
beforeEach(async () => {
  h = await createIpoHarness({ IPO_TEST_HOOKS: '1' });
});
afterEach(async () => {
  await expectLedgerSound(h);
  await h.close();
});

describe('a draw stopped part way (a crash between two chunks) while the window is open', () => {
  it('refuses to cancel a subscription it has not settled yet (422), so the resumed ballot runs over the same list', async () => {
    const apply = async () => {
      const u = await ipoInvestor(h, '10000');
      const res = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: u.token });
      expect(res.status).toBe(200);
      return { token: u.token, id: res.body.data.id };
    };
    await apply();
    const waiting = await apply();
    await expect(
      drawOffering(h.ctx, CBRS, {
        chunkSize: 1,
        afterChunk: () => {
          throw new Error('the process died here');
        },
      }),
    ).rejects.toThrow('the process died here');

    const res = await h.call('ipoCancel', { id: waiting.id }, { token: waiting.token });
    expect([res.status, res.body.msg]).toEqual([
      422,
      'The draw of Cerebras Systems Inc. has begun; it can no longer be cancelled',
    ]);
    expect(await wallet(h, waiting.token, 'ipo')).toMatchObject({ balance: '7197.20', usedBalance: '2802.80' });

    // The hook runs the draw again: it settles the rest.
    expect((await h.call('ipoTestRun', { stockCode: CBRS }, { token: waiting.token })).body.data).toEqual({
      drawn: true,
    });
    expect(await wallet(h, waiting.token, 'ipo')).toMatchObject({ balance: '7197.20', usedBalance: '2800.00' });
  });
});

describe('an offering already drawn', () => {
  it('refuses a new subscription (422) and freezes nothing, so no application waits for a draw that was', async () => {
    const early = await ipoInvestor(h, '10000');
    expect((await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: early.token })).status).toBe(200);
    expect((await h.call('ipoTestRun', { stockCode: CBRS }, { token: early.token })).body.data).toEqual({
      drawn: true,
    });

    const late = await ipoInvestor(h, '10000');
    const res = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: late.token });
    expect([res.status, res.body.msg]).toEqual([422, 'The draw of Cerebras Systems Inc. has taken place']);
    expect(await wallet(h, late.token, 'ipo')).toMatchObject({ balance: '10000.00', usedBalance: '0.00' });
    expect((await h.call('ipoSubscriptions', {}, { token: late.token })).body.data.total).toBe(0);
  });
});

const statuses = async () =>
  (
    await h.ctx.db.selectFrom('ipo_subscriptions').select('status').where('symbol', '=', CBRS).orderBy('id').execute()
  ).map((r) => r.status);
const applications = async () =>
  (await h.ctx.db.selectFrom('ipo_draws').select('applications').where('symbol', '=', CBRS).executeTakeFirstOrThrow())
    .applications;

/**
 * Runs `request`, holding its transaction once it has taken the offering's lock shared, starts the draw meanwhile,
 * and answers whether the draw was claimed while the request was held, with the request's answer.
 */
async function drawWhileHeld<T>(request: () => Promise<T>): Promise<{ claimedMeanwhile: boolean; answer: T }> {
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let claimed = false;
  const lock = ipoRepo.lockOffering;
  const insertDraw = ipoRepo.insertDraw;
  const held = vi.spyOn(ipoRepo, 'lockOffering').mockImplementation(async (db, symbol, mode) => {
    await lock(db, symbol, mode);
    if (mode === 'shared') {
      entered();
      await gate;
    }
  });
  const claims = vi.spyOn(ipoRepo, 'insertDraw').mockImplementation((db, row) => {
    claimed = true;
    return insertDraw(db, row);
  });
  try {
    const answering = request();
    await inside;
    const drawing = drawOffering(h.ctx, CBRS);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const claimedMeanwhile = claimed;
    release();
    const answer = await answering;
    await drawing;
    return { claimedMeanwhile, answer };
  } finally {
    held.mockRestore();
    claims.mockRestore();
  }
}

/**
 * A subscription or a cancellation whose transaction has looked for the draw and found none is still open when the
 * draw is claimed (the test hook draws in the window; in production a request just before the draw date's start). On
 * PostgreSQL they hold the offering's lock shared, so the claim waits for them: the draw's list has them as they
 * ended. (On SQLite the single writer serialises them anyway.)
 */
describe('the draw claimed while a request is under way', () => {
  it('waits for a subscription, which is then drawn, never left pending', async () => {
    const early = await ipoInvestor(h, '10000');
    expect((await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: early.token })).status).toBe(200);
    const late = await ipoInvestor(h, '10000');

    const { claimedMeanwhile, answer } = await drawWhileHeld(() =>
      h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: late.token }),
    );
    expect(claimedMeanwhile).toBe(false);
    expect(answer.status).toBe(200);
    expect(await statuses()).not.toContain('pending');
    expect(await applications()).toBe(2);
  });

  it('waits for a cancellation, which is then out of the draw with all its money back', async () => {
    const first = await ipoInvestor(h, '10000');
    expect((await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: first.token })).status).toBe(200);
    const leaving = await ipoInvestor(h, '10000');
    const sub = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: leaving.token });
    expect(sub.status).toBe(200);

    const { claimedMeanwhile, answer } = await drawWhileHeld(() =>
      h.call('ipoCancel', { id: sub.body.data.id }, { token: leaving.token }),
    );
    expect(claimedMeanwhile).toBe(false);
    expect(answer.status).toBe(200);
    expect(await statuses()).toEqual(['won', 'cancelled']);
    expect(await applications()).toBe(1);
    expect(await wallet(h, leaving.token, 'ipo')).toMatchObject({ balance: '10000.00', usedBalance: '0.00' });
  });
});
