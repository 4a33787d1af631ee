import { endpoints } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { ok, secondNode, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
/** On PostgreSQL a second node on the same database (see secondNode). */
let node2: BuiltApp | undefined;
beforeAll(async () => {
  h = await createTradingHarness();
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  node2 = await secondNode(h);
});
afterAll(async () => {
  await node2?.app.close();
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('100 concurrent market orders against one Stock balance', () => {
  it('fill exactly as many as the balance affords, and never overdraw', async () => {
    const u = await trader(h, '10000');
    // each: 3 AAPL at 200.01, 2x, isolated: notional 600.03, margin 300.015 → 300.02, fee 0.61 → 1.00 = 301.02;
    // 10000 / 301.02 = 33.2…: 33 fill, 67 are refused
    const input = marketOrder('AAPL', 'US', 3, { leverage: 2, marginMode: 0 });
    const results = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const app = (node2 && i % 2 === 1 ? node2 : h).app;
        const res = await app.inject({
          method: 'POST',
          url: endpoints.createStockOrder.path,
          payload: input,
          headers: { authorization: u.token },
        });
        return { status: res.statusCode, body: res.json() as { msg: string } };
      }),
    );
    const filled = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(filled).toHaveLength(33);
    for (const r of refused) {
      expect(r).toMatchObject({
        status: 422,
        body: { msg: expect.stringMatching(/^Insufficient funds in Stock: 301\.02 needed/) },
      });
    }
    // 10000 − 33 × 301.02 = 66.34; 33 × 300.02 = 9900.66 in use
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '66.34', usedBalance: '9900.66' });
    expect(ok(await h.call('positions', { pageSize: 100 }, { token: u.token })).total).toBe(33);
    expect(ok(await h.call('tradeRecords', { pageSize: 100 }, { token: u.token })).total).toBe(33);
    const fees = await h.ctx.db
      .selectFrom('ledger_accounts')
      .select('available')
      .where('owner', '=', 'house')
      .where('kind', '=', 'fees')
      .executeTakeFirst();
    expect(fees?.available).toBe('33');
  });
});
