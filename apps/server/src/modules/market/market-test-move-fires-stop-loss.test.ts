import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { marketOrder, trader } from '../../testing/trading.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';

// The e2e hook that moves a simulated price, so that a spec's stop-loss fires when it says, not when the walk allows.
let h: Harness;
let off: Harness;
beforeAll(async () => {
  [h, off] = await Promise.all([
    createHarness({ MARKET_ALWAYS_OPEN: 'true', MARKET_TEST_HOOKS: '1' }),
    createHarness({ MARKET_ALWAYS_OPEN: 'true' }),
  ]);
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await Promise.all([h.close(), off.close()]);
});

/** One feed step a second later, then what the trigger loop started. */
async function step() {
  await h.trading.idle();
  h.advance(1000);
  h.ctx.market.tick();
  await h.trading.idle();
}

describe('POST /test/market/move', () => {
  it('is not there unless the server runs with MARKET_TEST_HOOKS=1, whoever asks and whatever the input', async () => {
    const u = await trader(off, '100');
    for (const [input, token] of [
      [{ stockCode: 'AAPL', percent: -5 }, u.token],
      [{ stockCode: 'AAPL', percent: 0 }, u.token],
      [{ stockCode: 'AAPL', percent: -5 }, undefined],
    ] as const) {
      const res = await off.call('marketTestMove', input, token ? { token } : {});
      expect([res.status, res.body.msg]).toEqual([404, 'The URL does not exist']);
    }
  });

  it('refuses a percent that is not a whole number from -50 to 50 other than 0, naming the field', async () => {
    const u = await trader(h, '100');
    for (const [percent, rule] of [
      [0, 'must not be 0'],
      [1.5, 'must be a whole number'],
      [-60, 'must be at least -50'],
    ] as const) {
      const res = await h.call('marketTestMove', { stockCode: 'AAPL', percent }, { token: u.token });
      expect([res.status, res.body.msg]).toEqual([400, `percent: ${rule}`]);
    }
    const unknown = await h.call('marketTestMove', { stockCode: 'NOPE', percent: 5 }, { token: u.token });
    expect(unknown.status).toBe(404);
  });

  it('moves the price with the next feed step, and a stop-loss it crosses fires', async () => {
    const u = await trader(h, '5000');
    const bid = Number(h.ctx.market.liveByCode('AAPL', 'US')!.quote.bid);
    const stop = (Math.floor(bid * 97) / 100).toFixed(2);
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, { stopLossPrice: stop }), { token: u.token }),
    );
    expect(ok(await h.call('marketTestMove', { stockCode: 'AAPL', percent: -10 }, { token: u.token }))).toEqual({
      moved: true,
    });
    await step();

    const moved = Number(h.ctx.market.liveByCode('AAPL', 'US')!.quote.bid);
    expect(moved / bid).toBeLessThan(0.92);
    const closes = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    expect(closes).toMatchObject([{ positionId: position?.id, reason: 'stop_loss' }]);
  });
});
