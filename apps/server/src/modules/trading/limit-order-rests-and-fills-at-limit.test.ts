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

const limit = (direction: 0 | 1, price: string, num = 5) =>
  marketOrder('AAPL', 'US', num, { direction, orderType: 1, price, leverage: 2, timeInForce: 'gtc' });

describe('a resting limit order, filled by the trigger loop on real ticks', () => {
  it('a buy limit rests frozen, then fills at its limit when the ask comes down to it', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    const placed = ok(await h.call('createStockOrder', limit(0, '195.00'), { token: u.token }));
    // 5 × 195.00 = 975.00: margin 487.50, fee 0.975 → 1.00; frozen 488.50
    expect(placed.order).toMatchObject({ status: 0, statusLabel: 'In Progress', consignAmount: '488.50' });
    expect(placed.position).toBeNull();
    expect(ok(await h.call('entrustedOrders', {}, { token: u.token })).data.map((o) => o.orderId)).toEqual([
      placed.order.orderId,
    ]);
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '511.50', usedBalance: '488.50' });

    await h.quote('US', 'AAPL', { bid: '194.99', ask: '195.01' }); // one tick short
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(0);
    await h.quote('US', 'AAPL', { bid: '194.98', ask: '195.00' }); // the ask reaches the limit

    const [position] = ok(await h.call('positions', {}, { token: u.token })).data;
    expect(position).toMatchObject({
      discountBuyingPrice: '195',
      marketEntryPrice: '195',
      positionNum: 5,
      marginAmount: '487.50',
      openFee: '1.00',
      leverage: 2,
    });
    // the margin stays in use, the frozen fee goes to the house: 511.50 available, 487.50 used
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '511.50', usedBalance: '487.50' });
    expect(ok(await h.call('entrustedOrders', {}, { token: u.token })).total).toBe(0);
    const fills = ok(await h.call('tradeRecords', {}, { token: u.token })).data;
    expect(fills.map((f) => [f.openClose, f.currentPrice, f.num, f.totalPrice, f.premium])).toEqual([
      [0, '195', 5, '975.00', '1.00'],
    ]);
    expect(events.of(u.user.id)).toEqual([
      expect.objectContaining({ kind: 'filled', orderId: placed.order.orderId, positionId: position?.id }),
    ]);
    // more ticks through the limit fill nothing more
    await h.quote('US', 'AAPL', { bid: '193.98', ask: '194.00' });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(1);
    expect(await journalCounts(h.ctx.db, { type: 'order', id: placed.order.orderId })).toEqual({ order_freeze: 1 });
  });

  it('a price gapping through the limit still fills at the limit, not at the gap price', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    const placed = ok(await h.call('createStockOrder', limit(0, '195.00'), { token: u.token }));
    await h.quote('US', 'AAPL', { bid: '189.98', ask: '190.00' });
    const [position] = ok(await h.call('positions', {}, { token: u.token })).data;
    expect(position).toMatchObject({
      discountBuyingPrice: '195', // the limit, what was reserved for
      marketEntryPrice: '190', // the ask when it filled
      marginAmount: '487.50',
      profit: '-25.10', // (189.98 − 195.00) × 5
    });
    expect(ok(await h.call('tradeRecords', {}, { token: u.token })).data[0]?.currentPrice).toBe('195');
    const [row] = await h.ctx.db
      .selectFrom('positions')
      .select('order_id')
      .where('id', '=', position?.id ?? 0)
      .execute();
    expect(row?.order_id).toBe(placed.order.orderId);
  });

  it('a sell limit rests, then fills at its limit when the bid rises to it (here gapping past)', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    const placed = ok(await h.call('createStockOrder', limit(1, '205.00'), { token: u.token }));
    // 5 × 205.00 = 1025.00: margin 512.50, fee 1.025 → 1.03; frozen 513.53
    expect(placed.order).toMatchObject({ status: 0, consignAmount: '513.53', currentPrice: '199.99' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '486.47', usedBalance: '513.53' });
    await h.quote('US', 'AAPL', { bid: '204.99', ask: '205.01' });
    expect(ok(await h.call('positions', {}, { token: u.token })).total).toBe(0);
    await h.quote('US', 'AAPL', { bid: '210.00', ask: '210.02' });
    const [position] = ok(await h.call('positions', {}, { token: u.token })).data;
    expect(position).toMatchObject({
      direction: 1,
      discountBuyingPrice: '205',
      marketEntryPrice: '210',
      marginAmount: '512.50',
      profit: '-25.10', // (205.00 − 210.02) × 5
    });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '486.47', usedBalance: '512.50' });
  });

  it('a limit already crossed when placed fills at once, at the better live price', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '1000');
    const placed = ok(await h.call('createStockOrder', limit(0, '205.00', 2), { token: u.token }));
    // bought at the ask 200.01, not 205.00: 400.02 / 2 = 200.01 margin, fee 1.00
    expect(placed.order).toMatchObject({
      status: 1,
      consignPrice: '205',
      fillPrice: '200.01',
      consignAmount: '201.01',
    });
    expect(placed.position).toMatchObject({ discountBuyingPrice: '200.01', marginAmount: '200.01' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '798.99', usedBalance: '200.01' });
    expect(ok(await h.call('entrustedOrders', {}, { token: u.token })).total).toBe(0);
  });
});
