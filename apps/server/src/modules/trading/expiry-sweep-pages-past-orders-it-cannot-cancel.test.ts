import { OrderStatus } from '@bourse/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

/** More than one page of the expiry sweep (200 orders). */
const STUCK = 250;

describe('the day-order expiry sweep', () => {
  it('pages past the orders it fails to cancel, so the day orders after them still expire', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const limitBuy = marketOrder('AAPL', 'US', 2, { orderType: 1, price: '150.00' });
    // More than a page of day orders whose cancel fails: copies of one order that release funds never frozen (the
    // ledger refuses to take a frozen balance below zero), read before the order that can expire.
    const other = await trader(h, '1000');
    const template = ok(await h.call('createStockOrder', limitBuy, { token: other.token })).order;
    await sql`
      insert into trade_orders (user_id, account, market, code, direction, order_type, status, cancel_reason,
        time_in_force, leverage, margin_mode, quantity, limit_price, reserved_margin, reserved_fee, fill_price,
        position_id, stop_loss, take_profit, trailing_type, trailing_value, created_at, expires_at, finished_at)
      select user_id, account, market, code, direction, order_type, status, cancel_reason, time_in_force, leverage,
        margin_mode, quantity, limit_price, reserved_margin, reserved_fee, fill_price, position_id, stop_loss,
        take_profit, trailing_type, trailing_value, created_at, expires_at, finished_at
      from trade_orders, (with recursive n(i) as (select 1 union all select i + 1 from n where i < ${STUCK})
        select i from n) as copies
      where trade_orders.id = ${template.orderId}`.execute(h.ctx.db);

    const payer = await trader(h, '1000');
    const day = ok(await h.call('createStockOrder', limitBuy, { token: payer.token })).order;
    // 2 × 150.00 = 300.00 margin at 1x + fee 1.00
    expect(await wallet(h, payer.token, 'stock')).toEqual({ balance: '699.00', usedBalance: '301.00' });

    h.advance((day.expireTimeTimestamp ?? 0) - h.ctx.now() + 1000);
    await h.trading.sweep();

    expect(ok(await h.call('entrustedOrders', {}, { token: payer.token })).total).toBe(0);
    expect(await wallet(h, payer.token, 'stock')).toEqual({ balance: '1000.00', usedBalance: '0.00' });
    const stuck = await h.ctx.db
      .selectFrom('trade_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', other.user.id)
      .where('status', '=', OrderStatus.resting)
      .executeTakeFirstOrThrow();
    expect(Number(stuck.n)).toBe(STUCK);
  });
});
