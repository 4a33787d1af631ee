import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

it('judges the stops of a limit that fills at once against the fill price, not the limit', async () => {
  const u = await trader(h, '10000');
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  // A buy limit at 205 fills at once at the ask 200.01; a stop-loss at 202 would sit above the bid and fire at
  // once, so it is refused like a stop-loss above a market order's entry.
  const order = marketOrder('AAPL', 'US', 1, { orderType: 1, price: '205.00', stopLossPrice: '202.00' });
  const res = await h.call('createStockOrder', order, { token: u.token });
  expect(res.status).toBe(422);
  expect(res.body.msg).toMatch(/Stop-loss must be below 200\.01/);
  const fine = await h.call('createStockOrder', { ...order, stopLossPrice: '199.00' }, { token: u.token });
  expect(fine.status).toBe(200);
  expect(fine.body.data.order).toMatchObject({ status: 1, stopLossPrice: '199.00' });
});
