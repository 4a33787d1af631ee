import { financingCutoffs } from '@bourse/domain';
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

const DAY = 86_400_000;
/** More than one page of the financing sweep (200 positions). */
const UNPRICED = 250;

describe('the financing sweep', () => {
  it('pages past the positions it fails to charge, so the positions after them still pay', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const first = await trader(h, '2000');
    const { position: template } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 1, { leverage: 2, marginMode: 0 }), {
        token: first.token,
      }),
    );
    // More than a page of positions whose charge fails (on an instrument the app does not list, so none can be
    // valued), held by another user and read right after the first position: each stays where it was in the order
    // the sweep reads them.
    const other = await trader(h, '10');
    await sql`
      insert into positions (user_id, account, market, code, direction, margin_mode, leverage, quantity, entry_price,
        market_entry_price, contract_size, currency, margin, open_fee, status, order_id, opened_at, financed_to)
      select ${other.user.id}, account, market, 'DELISTED', direction, margin_mode, leverage, quantity, entry_price,
        market_entry_price, contract_size, currency, margin, open_fee, status, order_id, opened_at, financed_to
      from positions, (with recursive n(i) as (select 1 union all select i + 1 from n where i < ${UNPRICED})
        select i from n) as copies
      where positions.id = ${template?.id ?? 0}`.execute(h.ctx.db);

    h.advance(60_000);
    const payer = await trader(h, '2000');
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 2 }), { token: payer.token }));

    const cutoff = financingCutoffs(h.ctx.now(), h.ctx.now() + 2 * DAY)[0] ?? 0;
    h.advance(cutoff - h.ctx.now() + 60_000);
    await h.trading.sweep();

    // 10 × 199.99 × 6.8 % / 365 = 0.3725… → 0.38, after the open fee (2.01) and margin (1000.05)
    expect(await wallet(h, payer.token, 'stock')).toEqual({ balance: '997.56', usedBalance: '1000.05' });
    const unpriced = await h.ctx.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('code', '=', 'DELISTED')
      .where('financed_to', '<', cutoff)
      .executeTakeFirstOrThrow();
    expect(Number(unpriced.n)).toBe(UNPRICED);
  });
});
