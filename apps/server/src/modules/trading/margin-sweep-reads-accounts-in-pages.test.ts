import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, recordTradeEvents, tradingProblems } from '../../testing/trading-checks.ts';

// The leader's margin sweep reads the open cross positions three at a time here, by user: one user holds more than a
// page, and the others' pages end inside a user, whose positions must then be read with the next page, not lost.
let h: TradingHarness;
let events: ReturnType<typeof recordTradeEvents>;
beforeAll(async () => {
  h = await createTradingHarness({ TRADING_SWEEP_PAGE: '3' });
  events = recordTradeEvents(h.ctx);
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

/** A trader with `funds` in Stock holding `count` cross positions of 1 AAPL at 5x. */
async function holder(funds: string, count: number) {
  const u = await trader(h, funds);
  for (let i = 0; i < count; i++) {
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, { leverage: 5 }), { token: u.token }));
  }
  return u;
}

const marginCalls = (userId: number) => events.of(userId).filter((e) => e.kind === 'margin_call');

describe('the margin sweep, a page at a time', () => {
  it('tells every cross account in a margin call, whichever page its positions fall on, and no other', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    // Each position: margin 40.002 → 40.01 (rounded up), fee 1.00. At the bid 181.00 each loses 19.01, so an account
    // of k positions funded with 50k has equity 50k − 41.01k + 40.01k − 19.01k = 29.99k on 40.01k of margin:
    // 74.956… → 74.95 %, a margin call, no stop-out.
    const a = await holder('200', 4); // more than a page alone
    const b = await holder('100', 2);
    const c = await holder('100', 2);
    const d = await holder('100', 2);
    const safe = await holder('200', 2); // (200 − 2 − 38.02) / 80.02: 199.9 %
    const callers = [a, b, c, d];

    await h.quote('US', 'AAPL', { bid: '181.00', ask: '181.02' });
    for (const u of [...callers, safe]) expect(marginCalls(u.user.id)).toEqual([]); // a tick alone tells no one
    for (const u of callers) {
      expect(ok(await h.call('tradingAccount', { account: 'stock' }, { token: u.token })).marginLevel).toBe('74.95');
    }

    await h.trading.sweep();
    await h.trading.idle();
    // the message is stored in the inbox, then pushed: it may arrive just after the sweep
    await vi.waitFor(() => {
      for (const u of callers) {
        expect(marginCalls(u.user.id).map((e) => e.message)).toEqual([
          expect.stringMatching(/^Margin call on your stock account: margin level 74\.95%/),
        ]);
      }
    });
    expect(marginCalls(safe.user.id)).toEqual([]);
    // a second sweep in the same margin call tells no one again, and nobody was stopped out
    await h.trading.sweep();
    await h.trading.idle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const u of callers) expect(marginCalls(u.user.id)).toHaveLength(1);
    for (const u of [...callers, safe]) expect(events.of(u.user.id).filter((e) => e.kind === 'closed')).toEqual([]);
  });
});
