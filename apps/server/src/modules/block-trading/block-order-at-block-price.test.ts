import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTrader, createBlockHarness } from '../../testing/block-trading.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';
import type { TradingHarness } from '../../testing/trading.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createBlockHarness();
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('POST /blockTrade/create with the permission', () => {
  it('buys 10,000 at the block price from Stock, and the holding closes at the market price', async () => {
    // AAPL's block discount is 2%: 200.00 × 0.98 = 196.00.
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01', price: '200.00' });
    const u = await blockTrader(h, '2000000');
    // What the order screen prices from (no login needed).
    expect(ok(await h.call('blockTradeQuote', { stockCode: 'AAPL', market: 'US' }))).toMatchObject({
      source: 'BLOCK',
      price_nominal: '200.00',
      blockPrice: '196.00',
      discountRate: '0.02',
      minQuantity: 10_000,
    });

    const res = await h.call(
      'blockTradeCreate',
      { stockCode: 'AAPL', market: 'US', direction: 0, num: 10_000 },
      { token: u.token },
    );
    const done = ok(res);
    // amount = 196.00 × 10,000 = 1,960,000.00; fee = 0.1% = 1,960.00; total 1,961,960.00 (leverage 1)
    expect(done.block).toMatchObject({
      stockCode: 'AAPL',
      market: 'US',
      currency: 'USD',
      direction: 0,
      num: 10_000,
      blockPrice: '196.00',
      marketPrice: '200.00',
      discountRate: '0.02',
      amount: '1960000.00',
      fee: '1960.00',
    });
    expect(done.order).toMatchObject({
      status: 1,
      statusLabel: 'Success',
      consignNum: 10_000,
      fillPrice: '196', // stored canonical, as every price
      leverage: 1,
      marginMode: 0,
      consignAmount: '1961960.00',
    });
    expect(done.position).toMatchObject({
      id: done.block.positionId,
      account: 'stock',
      positionNum: 10_000,
      discountBuyingPrice: '196',
      marketEntryPrice: '200.01',
      marginAmount: '1960000.00',
      openFee: '1960.00',
      leverage: 1,
      isolatedPosition: 1,
      // valued at the bid: (199.99 − 196.00) × 10,000
      profit: '39900.00',
    });
    // 2,000,000 − 1,961,960 = 38,040 left; the amount is held as the position's margin.
    expect(await wallet(h, u.token, 'stock')).toMatchObject({ balance: '38040.00', usedBalance: '1960000.00' });

    // It is a holding like any other: listed, and closed at the market's bid, once its day of lock-up has passed (the
    // discount cannot be taken back at the market price at once).
    const held = ok(await h.call('positions', { account: 'stock' }, { token: u.token }));
    expect(held.data.map((p) => p.id)).toEqual([done.block.positionId]);
    const early = await h.call('closePosition', { id: done.block.positionId }, { token: u.token });
    expect(early.status).toBe(422);
    expect(early.body.msg).toMatch(
      /^Block trade shares are locked up until \d{4}-\d\d-\d\d \d\d:\d\d UTC; close them from then$/,
    );
    h.advance(24 * 3_600_000 - 1);
    expect((await h.call('closePosition', { id: done.block.positionId }, { token: u.token })).status).toBe(422);
    h.advance(1);
    await h.quote('US', 'AAPL', { bid: '201.00', ask: '201.02', price: '201.01' });
    const closed = ok(await h.call('closePosition', { id: done.block.positionId }, { token: u.token }));
    // (201.00 − 196.00) × 10,000 = 50,000.00; close fee 0.1% of 2,010,000.00 = 2,010.00 → 47,990.00
    expect(closed.closed).toMatchObject({ buyPrice: '196', sellPrice: '201', sellProfit: '47990.00' });
    // 38,040 + 1,960,000 + 47,990 = 2,046,030.00
    expect(await wallet(h, u.token, 'stock')).toMatchObject({ balance: '2046030.00', usedBalance: '0.00' });

    const list = ok(await h.call('blockOrderList', {}, { token: u.token }));
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: done.block.id, blockPrice: '196.00', num: 10_000 });
  });

  it('sells at the block price too: a short opened below the market, on an HK name in USD', async () => {
    // 00700's block discount is 3%: 400.00 × 0.97 = 388.00 HKD, on the 0.2 tick → 388.00
    await h.quote('HK', '00700', { bid: '399.80', ask: '400.20', price: '400.00' });
    const u = await blockTrader(h, '600000');
    const done = ok(
      await h.call(
        'blockTradeCreate',
        { stockCode: '00700', market: 'HK', direction: 1, num: 10_000 },
        {
          token: u.token,
        },
      ),
    );
    expect(done.block).toMatchObject({ direction: 1, blockPrice: '388.0', marketPrice: '400.00', currency: 'HKD' });
    expect(done.position).toMatchObject({ direction: 1, discountBuyingPrice: '388', account: 'stock' });
    // 3,880,000 HKD in USD at the live rate, and the fee on it: what the Stock account paid.
    const paid = Decimal.from(done.block.amount).add(done.block.fee).toFixed(2);
    expect(done.order.consignAmount).toBe(paid);
  });

  it('honours the Idempotency-Key: a retry answers the same order; another body under the key is 409', async () => {
    await h.quote('US', 'MSFT', { bid: '399.99', ask: '400.01', price: '400.00' });
    const u = await blockTrader(h, '5000000');
    const body = { stockCode: 'MSFT', market: 'US', direction: 0, num: 10_000 } as const;
    const headers = { 'idempotency-key': 'block-msft-1' };
    const first = ok(await h.call('blockTradeCreate', body, { token: u.token, headers }));
    const retry = ok(await h.call('blockTradeCreate', body, { token: u.token, headers }));
    expect(retry).toEqual(first);
    const other = await h.call('blockTradeCreate', { ...body, num: 20_000 }, { token: u.token, headers });
    expect(other.status).toBe(409);
    expect(ok(await h.call('blockOrderList', {}, { token: u.token })).total).toBe(1);
    // 392.00 × 10,000 = 3,920,000 + 3,920 fee, once.
    expect(await wallet(h, u.token, 'stock')).toMatchObject({ balance: '1076080.00' });
  });
});
