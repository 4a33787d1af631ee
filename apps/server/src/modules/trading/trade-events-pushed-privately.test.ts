import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
import { privateSocket } from '../../testing/private-socket.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
let url: string;
beforeAll(async () => {
  h = await createTradingHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(h.app.server.address() as { port: number }).port}/push`;
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

interface TradeMessage {
  kind?: string;
  orderId?: number | null;
  positionId?: number | null;
  message?: string;
}
const socket = async (token: string) => {
  const s = await privateSocket<TradeMessage>(url, token, 'trade');
  return { ...s, trades: s.events };
};

describe('trade events on /push', () => {
  it('a fill, a triggered close and a margin call reach only their user’s sockets', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '300');
    const other = await trader(h, '300');
    const mine = await socket(u.token);
    const theirs = await socket(other.token);

    // a resting buy of 1 at 190.00, 5x, with a stop-loss at 185.00: 38.00 + 1.00 frozen
    const { order } = ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 1, { orderType: 1, price: '190.00', leverage: 5, stopLossPrice: '185.00' }),
        { token: u.token },
      ),
    );
    await h.quote('US', 'AAPL', { bid: '189.98', ask: '190.00' });
    const [filled] = await mine.waitFor(1);
    const [position] = ok(await h.call('positions', {}, { token: u.token })).data;
    expect(filled).toEqual({
      kind: 'filled',
      account: 'stock',
      orderId: order.orderId,
      positionId: position?.id,
      stockCode: 'AAPL',
      message: 'Your buy limit order for 1 AAPL filled at 190.00',
    });

    await h.quote('US', 'AAPL', { bid: '185.00', ask: '185.02' });
    const events = await mine.waitFor(2);
    // P&L (185.00 − 190.00) × 1 = −5.00, fee 1.00
    expect(events[1]).toMatchObject({
      kind: 'closed',
      positionId: position?.id,
      message: 'Stop-loss: 1 AAPL closed at 185.00, profit -6.00 USD',
    });

    // a margin call is told once, on the sweep that finds it. So far 300 − 1.00 − 5.00 − 1.00 = 293.00; 5 at 200.01,
    // 5x cross: margin 200.01, fee 1.01 → 91.98 left; at the bid 181.00 the P&L is (181.00 − 200.01) × 5 = −95.05,
    // the cross equity 91.98 + 200.01 − 95.05 = 196.94, 98.465…% → 98.46% of 200.01
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 5, { leverage: 5 }), { token: u.token }));
    await h.quote('US', 'AAPL', { bid: '181.00', ask: '181.02' });
    await h.trading.sweep();
    await h.trading.sweep();
    const all = await mine.waitFor(3);
    expect(all.slice(2)).toEqual([
      expect.objectContaining({
        kind: 'margin_call',
        message: expect.stringMatching(/^Margin call on your stock account: margin level 98\.46%/),
      }),
    ]);

    await new Promise((r) => setTimeout(r, 50));
    expect(theirs.trades()).toEqual([]);
    mine.ws.close();
    theirs.ws.close();
  });
});
