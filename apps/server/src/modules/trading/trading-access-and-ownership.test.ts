import { endpoints } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
  await h.quote('US', 'MSFT', { bid: '420.00', ask: '420.02' });
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('the login requirement', () => {
  const protectedCalls = [
    ['createStockOrder', marketOrder('MSFT', 'US', 1)],
    ['createFutureOrder', marketOrder('GC', 'FUTURES', 1)],
    ['positions', {}],
    ['closedPositions', {}],
    ['entrustedOrders', {}],
    ['tradeRecords', {}],
    ['positionByStock', { stockCode: 'MSFT', direction: 0 }],
    ['halfOrFullNum', { stockCode: 'MSFT', market: 'US', direction: 0, leverage: 1 }],
    ['closePosition', { id: 1 }],
    ['addMargin', { id: 1, amount: '1' }],
    ['cancelOrder', { orderId: 1 }],
    ['tradingAccount', { account: 'stock' }],
  ] as const;

  it.each(protectedCalls)('%s answers 401 without a token, and with a dead one', async (name, input) => {
    expect(endpoints[name].auth).toBe(true);
    const none = await h.call(name, input);
    expect(none.body).toEqual({ code: 401, msg: 'Please log in', data: null });
    const dead = await h.call(name, input, { token: 'not-a-session' });
    expect(dead.body).toEqual({ code: 401, msg: 'Login Expired', data: null });
  });

  it('places nothing without a login', async () => {
    expect(await h.ctx.db.selectFrom('trade_orders').select('id').execute()).toEqual([]);
  });
});

describe('another user’s position or order is not found (404), exactly like a missing one', () => {
  it('for close, add margin and cancel; the owner’s are untouched', async () => {
    const owner = await trader(h, '2000');
    const other = await trader(h, '2000');
    // 2 MSFT at 420.02, 2x isolated: margin 420.02, fee 1.00 → 1578.98 left
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('MSFT', 'US', 2, { leverage: 2, marginMode: 0 }), {
        token: owner.token,
      }),
    );
    // a resting buy of 1 at 400.00: 400.00 + 1.00 frozen → 1177.98 left
    const { order } = ok(
      await h.call('createStockOrder', marketOrder('MSFT', 'US', 1, { orderType: 1, price: '400.00' }), {
        token: owner.token,
      }),
    );
    const id = position?.id ?? 0;

    const answers = await Promise.all([
      h.call('closePosition', { id }, { token: other.token }),
      h.call('closePosition', { id: 999_999 }, { token: other.token }),
      h.call('closePosition', { id, num: 1 }, { token: other.token }),
      h.call('addMargin', { id, amount: '10' }, { token: other.token }),
      h.call('addMargin', { id: 999_999, amount: '10' }, { token: other.token }),
    ]);
    for (const a of answers) expect(a.body).toEqual({ code: 404, msg: 'Position not found', data: null });
    for (const orderId of [order.orderId, 999_999]) {
      const res = await h.call('cancelOrder', { orderId }, { token: other.token });
      expect(res.body).toEqual({ code: 404, msg: 'Order not found', data: null });
    }
    expect(ok(await h.call('positions', {}, { token: other.token })).total).toBe(0);
    expect(ok(await h.call('entrustedOrders', {}, { token: other.token })).total).toBe(0);
    expect(ok(await h.call('positionByStock', { stockCode: 'MSFT', direction: 0 }, { token: other.token }))).toBeNull();

    expect(await wallet(h, owner.token, 'stock')).toEqual({ balance: '1177.98', usedBalance: '821.02' });
    expect(await wallet(h, other.token, 'stock')).toEqual({ balance: '2000.00', usedBalance: '0.00' });
    expect(ok(await h.call('positions', {}, { token: owner.token })).data[0]).toMatchObject({
      id,
      positionNum: 2,
      marginAmount: '420.02',
    });
    expect(ok(await h.call('entrustedOrders', {}, { token: owner.token })).total).toBe(1);
  });
});

describe('a position closed already', () => {
  it('answers 409 to a second close, and moves no money', async () => {
    const u = await trader(h, '1000');
    const { position } = ok(await h.call('createStockOrder', marketOrder('MSFT', 'US', 1), { token: u.token }));
    const id = position?.id ?? 0;
    ok(await h.call('closePosition', { id }, { token: u.token }));
    // 1000 − 420.02 − 1.00 + 420.02 − 0.02 − 1.00 = 997.98
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.98', usedBalance: '0.00' });
    const again = await h.call('closePosition', { id }, { token: u.token });
    expect(again.body).toEqual({ code: 409, msg: 'The position is already closed', data: null });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.98', usedBalance: '0.00' });
    expect(ok(await h.call('closedPositions', {}, { token: u.token })).total).toBe(1);
  });
});
