import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalCounts, ok, recordTradeEvents, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
let events: ReturnType<typeof recordTradeEvents>;
beforeAll(async () => {
  h = await createTradingHarness();
  events = recordTradeEvents(h.ctx);
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

const triggers = { stopLossPrice: '195.00', takeProfitPrice: '210.00' };

describe('closing by hand ends the position’s triggers', () => {
  it('a later tick through the stop-loss or take-profit does nothing', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 2, triggers), { token: u.token }),
    );
    const id = position?.id ?? 0;
    ok(await h.call('closePosition', { id }, { token: u.token }));
    // 1000 − 400.02 − 1.00 + 400.02 − 0.04 − 1.00 = 997.96
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.96', usedBalance: '0.00' });

    await h.quote('US', 'AAPL', { bid: '190.00', ask: '190.02' });
    await h.quote('US', 'AAPL', { bid: '215.00', ask: '215.02' });
    expect(await journalCounts(h.ctx.db, { type: 'position', id })).toEqual({ trade_open: 1, trade_close: 1 });
    expect(ok(await h.call('closedPositions', {}, { token: u.token })).data.map((c) => c.reason)).toEqual(['manual']);
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.96', usedBalance: '0.00' });
    expect(events.of(u.user.id)).toEqual([]);
    expect(h.logs.filter((l) => l.includes('trading trigger failed'))).toEqual([]);
  });

  it('after a partial close the units left keep their triggers, and the stop-loss closes only those', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '2000');
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 5, triggers), { token: u.token }),
    );
    const id = position?.id ?? 0;
    const part = ok(await h.call('closePosition', { id, num: 2 }, { token: u.token }));
    expect(part.position).toMatchObject({ positionNum: 3, stopLossPrice: expect.stringMatching(/^195(\.00)?$/) });

    await h.quote('US', 'AAPL', { bid: '195.00', ask: '195.02' });
    const closes = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    // (195.00 − 200.01) × 3 = −15.03; value 585.00, fee 1.00 → −16.03
    expect(closes.map((c) => [c.sellNum, c.reason, c.sellProfit])).toEqual([
      [3, 'stop_loss', '-16.03'],
      [2, 'manual', '-1.04'], // (199.99 − 200.01) × 2 − 1.00
    ]);
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(0);
  });
});
