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

/** A user with 2000 in Stock holding 5 AAPL (1x cross) opened at 200.01 (long) or 199.99 (short). */
async function holding(direction: 0 | 1, triggers: { stopLossPrice?: string; takeProfitPrice?: string }) {
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  const u = await trader(h, '2000');
  const { position } = ok(
    await h.call('createStockOrder', marketOrder('AAPL', 'US', 5, { direction, ...triggers }), { token: u.token }),
  );
  expect(position).toMatchObject({ stopLossPrice: triggers.stopLossPrice ?? null });
  return { u, id: position?.id ?? 0 };
}

async function closes(token: string) {
  return ok(await h.call('closedPositions', {}, { token })).data;
}

describe('stop-loss and take-profit, watched by the trigger loop', () => {
  it('a long’s stop-loss fires once on the bid, closing at the bid', async () => {
    const { u, id } = await holding(0, { stopLossPrice: '195.00', takeProfitPrice: '210.00' });
    // notional 1000.05, fee 1.00005 → 1.01: 2000 − 1000.05 − 1.01 = 998.94 available
    await h.quote('US', 'AAPL', { bid: '195.01', ask: '195.03' });
    expect(await closes(u.token)).toEqual([]);
    await h.quote('US', 'AAPL', { bid: '195.00', ask: '195.02' });
    const [closed] = await closes(u.token);
    // P&L (195.00 − 200.01) × 5 = −25.05; value 975.00, fee 0.975 → 0.98 → minimum 1.00; realised −26.05
    expect(closed).toMatchObject({
      positionId: id,
      sellPrice: '195',
      sellNum: 5,
      sellProfit: '-26.05',
      reason: 'stop_loss',
      reasonLabel: 'Stop-loss',
    });
    // 998.94 + 1000.05 − 25.05 − 1.00 = 1972.94
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '1972.94', usedBalance: '0.00' });
    // further ticks through the level (and through the take-profit) do nothing more
    await h.quote('US', 'AAPL', { bid: '190.00', ask: '190.02' });
    await h.quote('US', 'AAPL', { bid: '211.00', ask: '211.02' });
    expect(await journalCounts(h.ctx.db, { type: 'position', id })).toEqual({ trade_open: 1, trade_close: 1 });
    expect(events.of(u.user.id)).toEqual([
      {
        kind: 'closed',
        account: 'stock',
        orderId: null,
        positionId: id,
        stockCode: 'AAPL',
        message: 'Stop-loss: 5 AAPL closed at 195.00, profit -26.05 USD',
      },
    ]);
    const [record] = ok(await h.call('tradeRecords', { type: 1 }, { token: u.token })).data;
    expect(record).toMatchObject({ reason: 'stop_loss', currentPrice: '195', profit: '-26.05' });
  });

  it('a short’s stop-loss fires on the ask, even while the bid is still below it', async () => {
    const { u, id } = await holding(1, { stopLossPrice: '205.00' });
    await h.quote('US', 'AAPL', { bid: '204.95', ask: '204.99' });
    expect(await closes(u.token)).toEqual([]);
    await h.quote('US', 'AAPL', { bid: '204.90', ask: '205.00' });
    const [closed] = await closes(u.token);
    // bought back at the ask 205.00: P&L (199.99 − 205.00) × 5 = −25.05; value 1025.00 fee 1.025 → 1.03
    expect(closed).toMatchObject({ positionId: id, direction: 1, sellPrice: '205', sellProfit: '-26.08' });
    expect(closed?.reason).toBe('stop_loss');
  });

  it('a long’s take-profit fires on the bid', async () => {
    const { u, id } = await holding(0, { stopLossPrice: '195.00', takeProfitPrice: '210.00' });
    await h.quote('US', 'AAPL', { bid: '209.99', ask: '210.01' }); // the ask is past it, the bid not yet
    expect(await closes(u.token)).toEqual([]);
    await h.quote('US', 'AAPL', { bid: '210.00', ask: '210.02' });
    // P&L (210.00 − 200.01) × 5 = 49.95; value 1050.00 fee 1.05; realised 48.90
    const [closed] = await closes(u.token);
    expect(closed).toMatchObject({
      positionId: id,
      sellPrice: '210',
      sellProfit: '48.90',
      reason: 'take_profit',
      reasonLabel: 'Take-profit',
    });
    // 998.94 + 1000.05 + 49.95 − 1.05 = 2047.89
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '2047.89', usedBalance: '0.00' });
    await h.quote('US', 'AAPL', { bid: '194.00', ask: '194.02' }); // the stop-loss went with the position
    expect(await journalCounts(h.ctx.db, { type: 'position', id })).toEqual({ trade_open: 1, trade_close: 1 });
  });

  it('a short’s take-profit fires on the ask', async () => {
    const { u } = await holding(1, { takeProfitPrice: '190.00' });
    await h.quote('US', 'AAPL', { bid: '189.98', ask: '190.01' });
    expect(await closes(u.token)).toEqual([]);
    await h.quote('US', 'AAPL', { bid: '189.97', ask: '190.00' });
    // P&L (199.99 − 190.00) × 5 = 49.95; value 950.00 fee 0.95 → 1.00; realised 48.95
    expect(await closes(u.token)).toEqual([
      expect.objectContaining({ sellPrice: '190', sellProfit: '48.95', reason: 'take_profit' }),
    ]);
  });
});
