import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('a market order filled on the leader', () => {
  it('has its stop-out level in the book once it is answered, as a rebuild from the database gives it', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    await h.trading.idle();
    const before = h.trading.watched;
    // A cross long of 10 at 200.01, 5x: margin 400.02 and fee 2.01 leave 597.97; the account reaches a 50% level
    // when AAPL's bid falls to about 120.21, so the position has a stop-out level and nothing else.
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 5 }), { token: u.token }));
    const answered = h.trading.watched;
    expect(answered).toBe(before + 1);
    // Waiting for the loop changes nothing, and a rebuild from the database agrees.
    await h.trading.idle();
    expect(h.trading.watched).toBe(answered);
    await h.trading.load();
    expect(h.trading.watched).toBe(answered);
  });
});
