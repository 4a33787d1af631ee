import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalCounts, ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

const closes = async (token: string) => ok(await h.call('closedPositions', {}, { token })).data;
const trailingOf = async (token: string) => ok(await h.call('positions', {}, { token })).data[0]?.trailingStop;

describe('a trailing stop', () => {
  it('by amount: follows the best bid of a long and fires on the pull-back', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '2000');
    const { position } = ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 5, { trailingStopType: 'amount', trailingStopValue: '5.00' }),
        { token: u.token },
      ),
    );
    const id = position?.id ?? 0;
    // it starts from the long's mark, the bid 199.99 (not the ask it was bought at): stop 199.99 − 5.00 = 194.99
    expect(position?.trailingStop).toEqual({ type: 'amount', value: '5', bestPrice: '199.99', stopPrice: '194.99' });

    await h.quote('US', 'AAPL', { bid: '205.00', ask: '205.02' }); // best 205.00, stop 200.00
    await h.quote('US', 'AAPL', { bid: '210.00', ask: '210.02' }); // best 210.00, stop 205.00
    await h.trading.sweep(); // the best is stored, so the position shows it
    expect(await trailingOf(u.token)).toEqual({
      type: 'amount',
      value: '5',
      bestPrice: '210',
      stopPrice: '205',
    });
    await h.quote('US', 'AAPL', { bid: '206.00', ask: '206.02' }); // pulled back, not yet to the stop
    await h.quote('US', 'AAPL', { bid: '205.01', ask: '205.03' });
    expect(await closes(u.token)).toEqual([]);
    await h.quote('US', 'AAPL', { bid: '205.00', ask: '205.02' });
    // closed at the bid 205.00: P&L (205.00 − 200.01) × 5 = 24.95; value 1025.00, fee 1.025 → 1.03; 23.92
    expect(await closes(u.token)).toEqual([
      expect.objectContaining({
        positionId: id,
        sellPrice: '205',
        sellProfit: '23.92',
        reason: 'trailing_stop',
        reasonLabel: 'Trailing stop',
      }),
    ]);
    // opened: 2000 − 1000.05 − 1.01 = 998.94; closed: + 1000.05 + 24.95 − 1.03 = 2022.91
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '2022.91', usedBalance: '0.00' });
    await h.quote('US', 'AAPL', { bid: '195.00', ask: '195.02' });
    expect(await journalCounts(h.ctx.db, { type: 'position', id })).toEqual({ trade_open: 1, trade_close: 1 });
  });

  it('by percent: follows the best ask of a short down and fires on the bounce', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '3000');
    const { position } = ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 10, { direction: 1, trailingStopType: 'percent', trailingStopValue: '2' }),
        { token: u.token },
      ),
    );
    // a short's mark is the ask 200.01: stop 200.01 × 1.02 = 204.0102 → up to the tick 204.02
    expect(position?.trailingStop).toEqual({ type: 'percent', value: '2', bestPrice: '200.01', stopPrice: '204.02' });
    await h.quote('US', 'AAPL', { bid: '189.98', ask: '190.00' }); // best 190.00, stop 193.80
    await h.quote('US', 'AAPL', { bid: '184.98', ask: '185.00' }); // best 185.00, stop 188.70
    await h.quote('US', 'AAPL', { bid: '188.67', ask: '188.69' });
    expect(await closes(u.token)).toEqual([]);
    await h.quote('US', 'AAPL', { bid: '188.68', ask: '188.70' });
    // bought back at the ask 188.70: P&L (199.99 − 188.70) × 10 = 112.90; value 1887.00, fee 1.887 → 1.89
    expect(await closes(u.token)).toEqual([
      expect.objectContaining({ direction: 1, sellPrice: '188.7', sellProfit: '111.01', reason: 'trailing_stop' }),
    ]);
  });

  it('is not fired by the spread alone: a tight stop on a wide quote waits for a real move', async () => {
    // a long bought at the ask 200.10 with the bid at 199.90: a 0.10 trailing distance starts at 199.80
    await h.quote('US', 'AAPL', { bid: '199.90', ask: '200.10' });
    const u = await trader(h, '1000');
    const { position } = ok(
      await h.call(
        'createStockOrder',
        marketOrder('AAPL', 'US', 1, { trailingStopType: 'amount', trailingStopValue: '0.10' }),
        { token: u.token },
      ),
    );
    expect(position?.trailingStop?.stopPrice).toBe('199.8');
    await h.quote('US', 'AAPL', { bid: '199.85', ask: '200.05' });
    expect(await closes(u.token)).toEqual([]);
    await h.quote('US', 'AAPL', { bid: '199.80', ask: '200.00' });
    expect((await closes(u.token)).map((c) => [c.sellPrice, c.reason])).toEqual([['199.8', 'trailing_stop']]);
  });
});
