import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';
import { createTradingHarness, type TradingHarness, trader } from '../../testing/trading.ts';
import { withMoneyTx } from '../ledger/service.ts';
import { openAtPrice, type PricedOpen } from './service.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

const aapl = (more: Partial<PricedOpen> = {}): PricedOpen => {
  const inst = h.ctx.market.instruments.get('US', 'AAPL');
  if (!inst) throw new Error('no AAPL');
  return { inst, direction: 0, quantity: 10, price: Decimal.from('150.00'), leverage: 1, marginMode: 0, ...more };
};
const open = (userId: number, what: PricedOpen) => withMoneyTx(h.ctx, (trx) => openAtPrice(trx, h.ctx, userId, what));

describe("trading's openAtPrice (a position at a price the caller sets)", () => {
  it('fills at that price with the fee rule of any order, and the holding is valued and closed at the market', async () => {
    const u = await trader(h, '2000');
    const result = await open(u.user.id, aapl({ leverage: 2 }));
    // 150.00 × 10 = 1,500.00; margin at 2x 750.00; fee 0.1% = 1.50
    expect(result.cost).toEqual({
      notional: Decimal.from('1500.00'),
      margin: Decimal.from('750.00'),
      fee: Decimal.from('1.50'),
    });
    expect(result.order).toMatchObject({
      status: 1,
      fillPrice: '150',
      consignAmount: '751.50',
      currentPrice: '200.01',
    });
    expect(result.position).toMatchObject({
      discountBuyingPrice: '150',
      marketEntryPrice: '200.01',
      marginAmount: '750.00',
      profit: '499.90', // (199.99 − 150.00) × 10
    });
    expect(await wallet(h, u.token, 'stock')).toMatchObject({ balance: '1248.50', usedBalance: '750.00' });
    const closed = ok(await h.call('closePosition', { id: result.position?.id ?? 0 }, { token: u.token }));
    // (199.99 − 150.00) × 10 = 499.90 less the close fee, 0.1% of 1,999.90 = 1.9999, rounded up to 2.00
    expect(closed.closed).toMatchObject({ buyPrice: '150', sellPrice: '199.99', sellProfit: '497.90' });
  });

  it('charges the minimum fee of 1 USD on a small amount', async () => {
    const u = await trader(h, '100');
    const result = await open(u.user.id, aapl({ quantity: 1, price: Decimal.from('50') }));
    expect(result.cost.fee.toFixed(2)).toBe('1.00');
    expect(await wallet(h, u.token, 'stock')).toMatchObject({ balance: '49.00', usedBalance: '50.00' });
  });

  it('refuses without the funds, nothing taken', async () => {
    const u = await trader(h, '100');
    await expect(open(u.user.id, aapl())).rejects.toMatchObject({
      code: 422,
      message: 'Insufficient funds in Stock: 1501.50 needed (margin 1500.00 + fee 1.50), 100.00 available to trade',
    });
    expect(await wallet(h, u.token, 'stock')).toMatchObject({ balance: '100.00', usedBalance: '0.00' });
  });
});
