import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForBlock, blockTrader, createBlockHarness } from '../../testing/block-trading.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { newUser, staffToken } from '../../testing/staff.ts';
import { ok } from '../../testing/trading-checks.ts';
import { type TradingHarness, trader } from '../../testing/trading.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createBlockHarness();
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01', price: '200.00' });
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const AAPL = { stockCode: 'AAPL', market: 'US', direction: 0, num: 10_000 } as const;

/** Nothing was stored for the user: no block order, no position, the Stock account as funded. */
async function nothingStored(token: string, stock: string) {
  expect(ok(await h.call('blockOrderList', {}, { token })).total).toBe(0);
  expect(ok(await h.call('positions', {}, { token })).total).toBe(0);
  expect(await wallet(h, token, 'stock')).toMatchObject({ balance: stock, usedBalance: '0.00' });
}

describe('POST /blockTrade/create refused', () => {
  it('is 403 with a clear message without the permission, and while the application is under review', async () => {
    const u = await trader(h, '3000000');
    const none = await h.call('blockTradeCreate', AAPL, { token: u.token });
    expect(none.status).toBe(403);
    expect(none.body.data).toEqual({ blockTrading: 'notOpen' });
    expect(none.body.msg).toBe(
      'Block trading is not open for you: apply for it on the Block Trading list, and trade once staff approve',
    );
    const id = await applyForBlock(h, u.token);
    const pending = await h.call('blockTradeCreate', AAPL, { token: u.token });
    expect([pending.status, pending.body.msg]).toEqual([
      403,
      'Block trading is not open for you yet: your block-trading application is under review',
    ]);
    await h.call('staffBlockTradingReject', { id, reason: 'Not eligible' }, { token: await staffToken(h) });
    expect((await h.call('blockTradeCreate', AAPL, { token: u.token })).status).toBe(403);
    await nothingStored(u.token, '3000000.00');
  });

  it('is 422 below the minimum of 10,000 shares, off the block list, or without the funds', async () => {
    const u = await blockTrader(h, '1000000');
    const below = await h.call('blockTradeCreate', { ...AAPL, num: 9_999 }, { token: u.token });
    expect([below.status, below.body.msg]).toEqual([
      422,
      'A block trade is at least 10000 shares; 9999 is below the minimum',
    ]);
    // INTC is quoted but not open for block trading.
    const offList = await h.call('blockTradeCreate', { ...AAPL, stockCode: 'INTC' }, { token: u.token });
    expect([offList.status, offList.body.msg]).toEqual([422, 'INTC is not open for block trading']);
    const unknown = await h.call('blockTradeCreate', { ...AAPL, stockCode: 'NOPE' }, { token: u.token });
    expect(unknown.status).toBe(404);
    expect((await h.call('blockTradeQuote', { stockCode: 'INTC', market: 'US' })).status).toBe(422);
    expect((await h.call('blockTradeQuote', { stockCode: 'NOPE', market: 'US' })).status).toBe(404);
    // 196.00 × 10,000 = 1,960,000 + 1,960 fee, against 1,000,000.
    const poor = await h.call('blockTradeCreate', AAPL, { token: u.token });
    expect([poor.status, poor.body.msg]).toEqual([
      422,
      'Insufficient funds in Stock: 1961960.00 needed (margin 1960000.00 + fee 1960.00), 1000000.00 available to trade',
    ]);
    await nothingStored(u.token, '1000000.00');
  });

  it('names the field and the rule of bad input (400), and asks for a login (401)', async () => {
    const u = await blockTrader(h, '3000000');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...AAPL, stockCode: undefined }, 'stockCode: is required'],
      [{ ...AAPL, stockCode: '' }, 'stockCode: is required'],
      [{ ...AAPL, market: 'MOON' }, 'market: must be one of US, HK, ID, INDEX, FUTURES, FOREX, BOND'],
      [{ ...AAPL, direction: 2 }, 'direction: must be 0 (buy) or 1 (sell)'],
      [{ ...AAPL, direction: undefined }, 'direction: is required'],
      [{ ...AAPL, num: undefined }, 'num: is required'],
      [{ ...AAPL, num: 10_000.5 }, 'num: must be a whole number'],
      [{ ...AAPL, num: 0 }, 'num: must be greater than 0'],
      [{ ...AAPL, price: '1.00' }, 'price: is not a known field'],
    ];
    for (const [input, msg] of cases) {
      const res = await h.call('blockTradeCreate', input, { token: u.token });
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect((await h.call('blockTradeCreate', AAPL)).status).toBe(401);
    await nothingStored(u.token, '3000000.00');
  });

  it('shows each user only their own block orders and permission', async () => {
    const a = await blockTrader(h, '3000000');
    const b = await newUser(h);
    ok(await h.call('blockTradeCreate', AAPL, { token: a.token }));
    expect(ok(await h.call('blockOrderList', {}, { token: a.token })).total).toBe(1);
    expect(ok(await h.call('blockOrderList', {}, { token: b.token }))).toMatchObject({ total: 0, data: [] });
    expect(ok(await h.call('blockTradingStatus', {}, { token: b.token })).state).toBe('notOpen');
    // The position it opened is a's alone: b can neither see nor close it.
    const [position] = ok(await h.call('positions', {}, { token: a.token })).data;
    const close = await h.call('closePosition', { id: position?.id ?? 0 }, { token: b.token });
    expect(close.status).toBe(404);
  });
});
