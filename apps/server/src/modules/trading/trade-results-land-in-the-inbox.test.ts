import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxOf } from '../../testing/inbox.ts';
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

/** Waits for work the trigger loop started without waiting for it (a margin call's message). */
async function until(done: () => Promise<boolean>, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('trading results in the inbox', () => {
  it('a resting order’s fill, its stop-loss and a margin call each leave one message', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '300');
    const { order } = ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 1, { orderType: 1, price: '190.00', leverage: 5, stopLossPrice: '185.00' }),
        { token: u.token },
      ),
    );
    // placing it tells nothing: the user did it
    expect(await inboxOf(h, u.token)).toEqual([]);
    await h.quote('US', 'AAPL', { bid: '189.98', ask: '190.00' });
    const filledAt = h.ctx.now();
    expect(await inboxOf(h, u.token)).toEqual([
      {
        id: expect.any(Number),
        kind: 'trade',
        title: 'Limit order filled',
        body: 'Your buy limit order for 1 AAPL filled at 190.00.',
        link: '/trade',
        isRead: 0,
        createTimeTimestamp: filledAt,
        readTimestamp: null,
      },
    ]);
    const stored = await h.ctx.db
      .selectFrom('inbox_messages')
      .select('event_key')
      .where('user_id', '=', u.user.id)
      .execute();
    expect(stored).toEqual([{ event_key: `order:${order.orderId}:filled` }]);

    await h.quote('US', 'AAPL', { bid: '185.00', ask: '185.02' });
    const [closed] = await inboxOf(h, u.token);
    expect(closed).toMatchObject({
      title: 'Position closed',
      body: 'Stop-loss: 1 AAPL closed at 185.00, profit -6.00 USD.',
      link: '/trade?type=1',
    });

    // 293.00 left; 5 at 200.01, 5x cross; at the bid 181.00 the margin level is 98.46 %
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 5, { leverage: 5 }), { token: u.token }));
    await h.quote('US', 'AAPL', { bid: '181.00', ask: '181.02' });
    await h.trading.sweep();
    await until(async () => (await inboxOf(h, u.token)).length === 3);
    expect((await inboxOf(h, u.token))[0]).toMatchObject({
      title: 'Margin call',
      body: expect.stringMatching(/^Margin call on your stock account: margin level 98\.46%\. Add funds/),
    });
    // a second sweep in the same margin call tells nothing more
    await h.trading.sweep();
    await h.trading.idle();
    expect(await inboxOf(h, u.token)).toHaveLength(3);
    expect(ok(await h.call('messageUnreadCount', {}, { token: u.token }))).toEqual({ unread: 3 });
  });

  it('writes prices with the instrument’s places and groups thousands, as the app shows them', async () => {
    await h.quote('US', 'NVDA', { bid: '1299.99', ask: '1300.01' });
    const u = await trader(h, '1300000');
    ok(
      await h.call(
        'createStockOrder',
        marketOrder('NVDA', 'US', 1000, { orderType: 1, price: '1234.50', takeProfitPrice: '1300.00' }),
        { token: u.token },
      ),
    );
    await h.quote('US', 'NVDA', { bid: '1234.48', ask: '1234.50' });
    await h.quote('US', 'NVDA', { bid: '1300.00', ask: '1300.02' });
    const [closed, filled] = await inboxOf(h, u.token);
    expect(filled?.body).toBe('Your buy limit order for 1,000 NVDA filled at 1,234.50.');
    // (1300.00 − 1234.50) × 1000 = 65,500.00, less a fee of 0.1 % on 1,300,000.00
    expect(closed?.body).toBe('Take-profit: 1,000 NVDA closed at 1,300.00, profit 64,200.00 USD.');
  });

  it('a day order that expires at the session close says so, once', async () => {
    await h.quote('US', 'MSFT', { bid: '399.99', ask: '400.01' });
    const u = await trader(h, '1000');
    const day = ok(
      await h.call('createStockOrder', marketOrder('MSFT', 'US', 1, { orderType: 1, price: '300.00' }), {
        token: u.token,
      }),
    );
    h.advance((day.order.expireTimeTimestamp ?? 0) - h.ctx.now() + 1000);
    await h.trading.sweep();
    await h.trading.sweep();
    expect(await inboxOf(h, u.token)).toEqual([
      expect.objectContaining({
        title: 'Day order expired',
        body: 'Your day order for 1 MSFT expired at the session close; 301.00 USD is available again.',
        link: '/trade/records',
      }),
    ]);
  });
});
