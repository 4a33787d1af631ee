import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalOf, ok, tradingProblems } from '../../testing/trading-checks.ts';

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

/** A user with 1000 in Stock and 2 MSFT at 420.02, 5x, in the margin mode given: margin 168.01, fee 1.00. */
async function holding(marginMode: 0 | 1) {
  const u = await trader(h, '1000');
  const { position } = ok(
    await h.call('createStockOrder', marketOrder('MSFT', 'US', 2, { leverage: 5, marginMode }), { token: u.token }),
  );
  return { u, id: position?.id ?? 0 };
}

describe('POST /position/addMargin', () => {
  it('moves money from the account into an isolated position’s margin, pushing its liquidation price away', async () => {
    const { u, id } = await holding(0);
    // isolated liquidation: loss of half the margin, 168.01 / 2 = 84.005 over 2 shares: 420.02 − 42.0025 → up 378.02
    expect(ok(await h.call('positions', {}, { token: u.token })).data[0]?.liquidationPrice).toBe('378.02');
    // 1000 − 168.01 − 1.00 = 830.99
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '830.99', usedBalance: '168.01' });

    const res = await h.call('addMargin', { id, amount: '50' }, { token: u.token });
    expect(res.status).toBe(200);
    // margin 218.01: 420.02 − 109.005 / 2 = 365.5175 → up to the tick 365.52
    expect(res.body.data).toMatchObject({ id, marginAmount: '218.01', liquidationPrice: '365.52', positionNum: 2 });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '780.99', usedBalance: '218.01' });
    const [add] = await journalOf(h.ctx.db, u.user.id, 'margin_add');
    expect(add?.entries.map((e) => [e.account, e.amount])).toEqual([
      ['stock:available', '-50'],
      ['stock:used', '50'],
    ]);

    // closing gives the added margin back with the rest: at 420.00, P&L −0.04, value 840.00 fee 1.00;
    // 780.99 + 218.01 − 0.04 − 1.00 = 997.96
    ok(await h.call('closePosition', { id }, { token: u.token }));
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.96', usedBalance: '0.00' });
  });

  it('refuses a cross position (422): the whole account already stands behind it', async () => {
    const { u, id } = await holding(1);
    const res = await h.call('addMargin', { id, amount: '50' }, { token: u.token });
    expect(res.body).toEqual({
      code: 422,
      msg: 'Margin is added to isolated (half) positions only; a cross position uses the whole account',
      data: null,
    });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '830.99', usedBalance: '168.01' });
  });

  it('refuses more than the account has (422), a bad amount (400), a closed position (409)', async () => {
    const { u, id } = await holding(0);
    const much = await h.call('addMargin', { id, amount: '831.00' }, { token: u.token });
    expect(much.body).toEqual({ code: 422, msg: 'Insufficient balance in Stock: 830.99 available', data: null });
    const bad = await h.call('addMargin', { id, amount: '1.005' }, { token: u.token });
    expect(bad.body).toEqual({ code: 400, msg: 'amount: must have at most 2 decimals', data: null });
    const zero = await h.call('addMargin', { id, amount: '0' }, { token: u.token });
    expect(zero.body).toEqual({ code: 400, msg: 'amount: must be greater than 0', data: null });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '830.99', usedBalance: '168.01' });

    ok(await h.call('closePosition', { id }, { token: u.token }));
    const closed = await h.call('addMargin', { id, amount: '5' }, { token: u.token });
    expect(closed.body).toEqual({ code: 409, msg: 'The position is already closed', data: null });
  });
});
