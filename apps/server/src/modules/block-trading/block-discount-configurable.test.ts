import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { blockTrader, createBlockHarness } from '../../testing/block-trading.ts';
import { ok } from '../../testing/trading-checks.ts';
import type { TradingHarness } from '../../testing/trading.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createBlockHarness({ BLOCK_DISCOUNT_RATE: '0.1' });
});
afterAll(() => h.close());

describe('BLOCK_DISCOUNT_RATE', () => {
  it('sets one discount for every block listing: on the list, the minimum count and the order', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01', price: '200.00' });
    const list = ok(await h.call('blockTradeList', { pageNo: 1, pageSize: 100 }));
    expect(new Set(list.data.map((r) => r.discountRate))).toEqual(new Set(['0.1']));
    // 200.00 × 0.9 = 180.00
    expect(list.data.find((r) => r.stock_code === 'AAPL')).toMatchObject({ blockPrice: '180.00', minQuantity: 10_000 });
    expect(ok(await h.call('minCount', { stockCode: 'AAPL', market: 'US', source: 'BLOCK' }))).toEqual({ num: 10_000 });

    const u = await blockTrader(h, '2000000');
    const done = ok(
      await h.call(
        'blockTradeCreate',
        { stockCode: 'AAPL', market: 'US', direction: 0, num: 10_000 },
        {
          token: u.token,
        },
      ),
    );
    expect(done.block).toMatchObject({
      blockPrice: '180.00',
      discountRate: '0.1',
      amount: '1800000.00',
      fee: '1800.00',
    });
  });

  it('is refused at start unless a fraction below 1', () => {
    expect(() => loadConfig({ BLOCK_DISCOUNT_RATE: '1.5' })).toThrow(
      'BLOCK_DISCOUNT_RATE: must be a fraction below 1 such as 0.02',
    );
    expect(loadConfig({}).trading.blockDiscountRate).toBeUndefined();
  });
});
