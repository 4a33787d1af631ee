import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalOf, ok, recordTradeEvents, tradingProblems } from '../../testing/trading-checks.ts';

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

/** 1000 in Stock and 10 AAPL at 200.01, 5x isolated: margin 2000.10 / 5 = 400.02, fee 2.01; 597.97 left. */
async function isolated() {
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  const u = await trader(h, '1000');
  const { position } = ok(
    await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 5, marginMode: 0 }), {
      token: u.token,
    }),
  );
  return { u, id: position?.id ?? 0, position };
}

describe('an isolated position is liquidated when its loss reaches 50% of its margin', () => {
  it('closes at the bid that makes the loss half the margin, and only that position', async () => {
    const { u, id, position } = await isolated();
    // half the margin, 200.01, over 10 shares: 200.01 − 20.001 = 180.009 → up to the tick 180.01
    expect(position?.liquidationPrice).toMatch(/^180\.01$/);
    await h.quote('US', 'AAPL', { bid: '180.02', ask: '180.04' });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
    await h.quote('US', 'AAPL', { bid: '180.01', ask: '180.03' });
    const [closed] = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    // P&L (180.01 − 200.01) × 10 = −200.00; value 1800.10, fee 1.8001 → 1.81; realised −201.81
    expect(closed).toMatchObject({
      positionId: id,
      sellNum: 10,
      sellTotalAmount: '1800.10',
      fee: '1.81',
      sellProfit: '-201.81',
      writeOff: '0.00',
      reason: 'liquidation',
      reasonLabel: 'Isolated margin: loss reached 50% of margin',
    });
    // 597.97 + 400.02 − 200.00 − 1.81 = 796.18
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '796.18', usedBalance: '0.00' });
    expect(events.of(u.user.id)).toEqual([
      expect.objectContaining({ kind: 'closed', positionId: id, message: expect.stringMatching(/^Isolated margin/) }),
    ]);
  });

  it('added margin moves the level: the old one passes, the new one liquidates', async () => {
    const { u, id } = await isolated();
    const added = ok(await h.call('addMargin', { id, amount: '100' }, { token: u.token }));
    // margin 500.02: 200.01 − 250.01 / 10 = 175.009 → up 175.01
    expect(added.liquidationPrice).toMatch(/^175\.01$/);
    await h.quote('US', 'AAPL', { bid: '180.00', ask: '180.02' });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
    await h.quote('US', 'AAPL', { bid: '175.01', ask: '175.03' });
    const [closed] = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    // P&L (175.01 − 200.01) × 10 = −250.00; value 1750.10, fee 1.76; back 500.02 − 250.00 − 1.76 = 248.26
    expect(closed).toMatchObject({ reason: 'liquidation', sellProfit: '-251.76' });
    // 597.97 − 100 + 248.26 = 746.23
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '746.23', usedBalance: '0.00' });
  });

  it('a gap past the margin loses the margin only: the rest is written off, the account untouched', async () => {
    const { u, id } = await isolated();
    // a cross position beside it, which must not pay for the isolated one: 1 MSFT at 420.02, 1x
    await h.quote('US', 'MSFT', { bid: '420.00', ask: '420.02' });
    ok(await h.call('createStockOrder', marketOrder('MSFT', 'US', 1), { token: u.token }));
    // 597.97 − 420.02 − 1.00 = 176.95
    await h.quote('US', 'AAPL', { bid: '150.00', ask: '150.02' });
    const [closed] = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    // P&L (150.00 − 200.01) × 10 = −500.10; value 1500.00 fee 1.50; 400.02 − 500.10 − 1.50 = −101.58 written off
    expect(closed).toMatchObject({ positionId: id, reason: 'liquidation', writeOff: '101.58', sellPrice: '150' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '176.95', usedBalance: '420.02' });
    const [close] = await journalOf(h.ctx.db, u.user.id, 'trade_close');
    expect(close?.entries.map((e) => [e.account, e.amount])).toEqual([
      ['stock:used', '-400.02'],
      ['house:trading', '500.1'],
      ['house:fees', '1.5'],
      ['house:writeoffs', '-101.58'],
    ]);
  });

  it('a short is liquidated on the ask', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    // short 5 at the bid 199.99, 5x isolated: margin 199.99, fee 1.00 → 799.01 left;
    // half the margin, 99.995, over 5: 199.99 + 19.999 = 219.989 → down to the tick 219.98
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 5, { direction: 1, leverage: 5, marginMode: 0 }), {
        token: u.token,
      }),
    );
    expect(position?.liquidationPrice).toBe('219.98');
    await h.quote('US', 'AAPL', { bid: '219.95', ask: '219.97' });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
    await h.quote('US', 'AAPL', { bid: '219.96', ask: '219.98' });
    // bought back at the ask 219.98: P&L (199.99 − 219.98) × 5 = −99.95; value 1099.90, fee 1.0999 → 1.10
    const [closed] = ok(await h.call('closedPositions', {}, { token: u.token })).data;
    expect(closed).toMatchObject({ direction: 1, reason: 'liquidation', sellPrice: '219.98', sellProfit: '-101.05' });
    // 799.01 + 199.99 − 99.95 − 1.10 = 897.95
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '897.95', usedBalance: '0.00' });
  });
});
