import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, recordTradeEvents, tradingProblems } from '../../testing/trading-checks.ts';

// The leader's margin sweep reads every open cross position once a cycle, a slice each sweep (two positions here:
// pages of 2, and a cycle's share of nine positions is less than a page). Between, an account is read at every sweep
// when a quarter's move in its prices could bring it to a margin call, or when its balance changed.
let h: TradingHarness;
let events: ReturnType<typeof recordTradeEvents>;
let fillers: Awaited<ReturnType<typeof trader>>[] = [];

afterEach(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

/** Traders far from any margin call, each holding 1 AAPL at 1x, then `target` (a later user, a later slice). */
async function book<T>(target: () => Promise<T>, traders = 8): Promise<T> {
  h = await createTradingHarness({ TRADING_SWEEP_PAGE: '2' });
  events = recordTradeEvents(h.ctx);
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  fillers = [];
  for (let i = 0; i < traders; i++) {
    const u = await trader(h, '10000');
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token }));
    fillers.push(u);
  }
  const t = await target();
  // A first whole cycle, read in one sweep; from now on each sweep reads one slice (the first two traders next).
  await sweep();
  return t;
}

async function sweep() {
  await h.trading.idle();
  await h.trading.sweep();
  await h.trading.idle();
}

const marginCallsOf = async (userId: number) => {
  // the message is stored in the inbox, then pushed: give it a moment
  await new Promise((resolve) => setTimeout(resolve, 50));
  return events
    .of(userId)
    .filter((e) => e.kind === 'margin_call')
    .map((e) => e.message);
};

/**
 * AAPL down 30 % at the bid 140.00, then sweeps until `userId` is told of a margin call (at most 30): how many it took.
 * For a trader holding 1 AAPL at 1x with 58.99 available: P&L −60.01, (58.99 + 200.01 − 60.01) / 200.01 = 99.49 %.
 */
async function sweepsUntilCalled(userId: number): Promise<number> {
  await h.quote('US', 'AAPL', { bid: '140.00', ask: '140.02' });
  let sweeps = 0;
  while ((await marginCallsOf(userId)).length === 0 && sweeps < 30) {
    await sweep();
    sweeps++;
  }
  return sweeps;
}

async function holder(funds: string, leverage: number) {
  const u = await trader(h, funds);
  ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, { leverage }), { token: u.token }));
  return u;
}

describe('the margin sweep reads an account as often as its risk needs', () => {
  it('reads an account near its margin call at every sweep, wherever the slice is', async () => {
    // 1 AAPL at 5x: margin 40.01, fee 1.00; 60 funded leaves 18.99 available, 18.97 above the call with the P&L at
    // −0.02: a quarter's move (50.00 on 199.99 at the bid) would bring a call, so it is read every sweep.
    const near = await book(() => holder('60', 5));
    // At the bid 181.00 the P&L is −19.01: (18.99 + 40.01 − 19.01) / 40.01 = 99.95 %, a call (a tick alone tells no one).
    await h.quote('US', 'AAPL', { bid: '181.00', ask: '181.02' });
    expect(await marginCallsOf(near.user.id)).toEqual([]);
    await sweep();
    expect(await marginCallsOf(near.user.id)).toEqual([
      expect.stringMatching(/^Margin call on your stock account: margin level 99\.95%/),
    ]);
  });

  it('reads an account whose balance changed at the next sweep, however far it was', async () => {
    // 1 AAPL at 1x (margin 200.01, fee 1.00) with 798.99 left available: 798.97 above the call, far from it.
    const far = await book(() => holder('1000', 1));
    // All of it moved out (pending, as transfers out of a trading account are): (0 + 200.01 − 0.02) / 200.01 = 99.99 %.
    ok(await h.call('transfer', { from: 'stock', to: 'balance', amount: '798.99' }, { token: far.token }));
    await sweep();
    expect(await marginCallsOf(far.user.id)).toEqual([
      expect.stringMatching(/^Margin call on your stock account: margin level 99\.99%/),
    ]);
  });

  it('reads an account far from its margin call at least once a cycle', async () => {
    // 1 AAPL at 1x with 58.99 available: 58.97 above the call, more than a quarter's move (50.00): read once a cycle.
    const far = await book(() => holder('260', 1));
    // Down 30 %: a call (99.49 %), no stop-out.
    const sweeps = await sweepsUntilCalled(far.user.id);
    // Nine positions, two a slice: the slice reaches the last trader at the fifth sweep, not before (it is not read at
    // every sweep: that is the saving).
    expect(sweeps).toBe(5);
    await vi.waitFor(async () =>
      expect(await marginCallsOf(far.user.id)).toEqual([
        expect.stringMatching(/^Margin call on your stock account: margin level 99\.49%/),
      ]),
    );
  });

  it('reads every account within a cycle of 15 sweeps, even when positions opened since the last cycle', async () => {
    // Twenty-one positions in the first cycle: two a slice. Then each of the twenty other traders opens three more:
    // a slice now reads one trader (a page of two ends inside a trader's four), so the far trader, last, would wait
    // 21 sweeps; the cycle's fifteenth sweep reads to the end.
    const far = await book(() => holder('260', 1), 20);
    for (const u of fillers) {
      for (let i = 0; i < 3; i++)
        ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token }));
    }
    const sweeps = await sweepsUntilCalled(far.user.id);
    expect(sweeps).toBeGreaterThan(1);
    expect(sweeps).toBeLessThanOrEqual(15);
  });
});
