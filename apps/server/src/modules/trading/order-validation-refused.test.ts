import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';

let h: TradingHarness;
let u: Awaited<ReturnType<typeof trader>>;
beforeAll(async () => {
  h = await createTradingHarness();
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  await h.quote('FOREX', 'USDHKD', { bid: '8.00000', ask: '8.00020', price: '8.00000' });
  await h.quote('HK', '00700', { bid: '399.8', ask: '400.0' });
  u = await trader(h, '100000');
});
afterAll(async () => {
  // Nothing any refused order asked for was stored or moved.
  expect(await h.ctx.db.selectFrom('trade_orders').select('id').execute()).toEqual([]);
  expect(await h.ctx.db.selectFrom('positions').select('id').execute()).toEqual([]);
  expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '100000.00', usedBalance: '0.00' });
  await expectLedgerSound(h);
  await h.close();
});

const aapl = (more: Record<string, unknown>) => ({ ...marketOrder('AAPL', 'US', 1), ...more });

describe('POST /stock/create and /gold/create refuse malformed orders with 400 naming the field and the rule', () => {
  it.each([
    [
      'num not a whole number of lots',
      { ...marketOrder('00700', 'HK', 50) },
      'num: must be a whole number of lots of 100',
    ],
    ['leverage above the class cap', aapl({ leverage: 10 }), 'leverage: must be one of 1, 2, 3, 5 for Apple Inc.'],
    ['leverage not offered at all', aapl({ leverage: 4 }), 'leverage: must be one of 1, 2, 3, 5, 10, 20, 30'],
    [
      'a limit price off the tick grid',
      aapl({ orderType: 1, price: '150.005' }),
      'price: must be on the tick grid of 0.01',
    ],
    ['a price with a market order', aapl({ price: '200.01' }), 'price: must be left out for a market order'],
    ['a limit order without a price', aapl({ orderType: 1 }), 'price: is required for a limit order'],
    [
      'a trailing type without its value',
      aapl({ trailingStopType: 'amount' }),
      'trailingStopValue: is required with the other trailing stop field',
    ],
    [
      'a trailing value without its type',
      aapl({ trailingStopValue: '5.00' }),
      'trailingStopType: is required with the other trailing stop field',
    ],
    ['an unknown field', aapl({ quantity: 1 }), 'quantity: is not a known field'],
    [
      'a stop-loss off the tick grid',
      aapl({ stopLossPrice: '190.001' }),
      'stopLossPrice: must be on the tick grid of 0.01',
    ],
    ['zero units', aapl({ num: 0 }), 'num: must be greater than 0'],
    ['part of a unit', aapl({ num: 1.5 }), 'num: must be a whole number'],
    ['an unknown direction', aapl({ direction: 2 }), 'direction: must be 0 (buy) or 1 (sell)'],
    ['an unknown margin mode', aapl({ marginMode: 3 }), 'marginMode: must be 0 (half: isolated) or 1 (full: cross)'],
    ['a time in force on a market order', aapl({ timeInForce: 'gtc' }), 'timeInForce: applies to limit orders only'],
    [
      'a negative price',
      aapl({ orderType: 1, price: '-1' }),
      'price: must be a positive decimal number with at most 10 decimals',
    ],
    [
      'a futures code on /stock/create',
      { ...marketOrder('GC', 'FUTURES', 1) },
      'market: FUTURES are ordered with /gold/create',
    ],
  ])('%s', async (_what, input, msg) => {
    const res = await h.call('createStockOrder', input, { token: u.token });
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it('a stock on /gold/create', async () => {
    const res = await h.call('createFutureOrder', aapl({}), { token: u.token });
    expect(res.body).toEqual({ code: 400, msg: 'market: must be FUTURES here', data: null });
  });

  it('an instrument that is not listed is not found (404)', async () => {
    const res = await h.call('createStockOrder', { ...marketOrder('NOPE', 'US', 1) }, { token: u.token });
    expect(res.body).toEqual({ code: 404, msg: 'No instrument NOPE in US', data: null });
  });
});
