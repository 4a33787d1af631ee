import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalOf, ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('negative-balance protection', () => {
  it('a gap far through the stop-out leaves the user at 0 and the deficit in the house write-offs', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '300');
    // 5 at 200.01, 5x cross: notional 1000.05, margin 200.01, fee 1.00005 → 1.01; 98.98 left
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 5, { leverage: 5 }), { token: u.token }),
    );
    // the price halves in one tick, far below the stop-out level (about 160.22)
    await h.quote('US', 'AAPL', { bid: '100.00', ask: '100.02' });

    // closed at the bid 100.00: P&L (100.00 − 200.01) × 5 = −500.05; value 500.00, fee 0.50 → 1.00;
    // 98.98 + 200.01 − 500.05 − 1.00 = −202.06: the user ends at 0, the house writes off 202.06
    const [closed] = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    expect(closed).toMatchObject({
      positionId: position?.id,
      reason: 'stop_out',
      sellProfit: '-501.05',
      writeOff: '202.06',
    });
    const [record] = ok(await h.call('tradeRecords', { type: 1 }, { token: u.token })).data;
    expect(record).toMatchObject({ reason: 'stop_out', profit: '-501.05' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '0.00', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '0.00', usedBalance: '0.00' });

    const [close] = await journalOf(h.ctx.db, u.user.id, 'trade_close');
    expect(close?.entries.map((e) => [e.account, e.amount])).toEqual([
      ['stock:used', '-200.01'],
      ['stock:available', '-98.98'],
      ['house:trading', '500.05'],
      ['house:fees', '1'],
      ['house:writeoffs', '-202.06'],
    ]);
    const writeoffs = await h.ctx.db
      .selectFrom('ledger_accounts')
      .select('available')
      .where('owner', '=', 'house')
      .where('kind', '=', 'writeoffs')
      .executeTakeFirst();
    expect(writeoffs?.available).toBe('-202.06');
  });
});
