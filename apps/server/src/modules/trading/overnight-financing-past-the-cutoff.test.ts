import { financingCutoffs } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalOf, ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

const DAY = 86_400_000;
/** The next daily cut-off, 17:00 in New York, after the harness clock. */
const nextCutoff = () => financingCutoffs(h.ctx.now(), h.ctx.now() + 2 * DAY)[0] ?? 0;
/** Moves the clock to `ms` after the next cut-off and runs the leader's sweep. */
async function pastCutoff(ms = 60_000) {
  h.advance(nextCutoff() - h.ctx.now() + ms);
  await h.trading.sweep();
}
const bills = async (token: string) =>
  ok(await h.call('getWalletBill', { walletType: 'stock', timeZone: 'UTC' }, { token })).data.filter(
    (b) => b.type === 'financing',
  );

describe('overnight financing at 17:00 New York', () => {
  it('a leveraged position held past the cut-off pays notional × (benchmark + markup) / 365, once per cut-off', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '2000');
    // 10 at 200.01, 2x: margin 1000.05, fee 2.01 → 997.94 left
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 2 }), { token: u.token }),
    );
    await h.trading.sweep();
    expect(await bills(u.token)).toEqual([]);

    await pastCutoff();
    // the mark 199.99 × 10 = 1999.90; stocks pay 4.3% + 2.5% = 6.8% a year:
    // 1999.90 × 0.068 / 365 = 0.37258… → up 0.38
    expect((await bills(u.token)).map((b) => [b.walletType, b.amount])).toEqual([['stock', '-0.38']]);
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.56', usedBalance: '1000.05' });
    const [charge] = await journalOf(h.ctx.db, u.user.id, 'financing');
    expect(charge).toEqual({
      kind: 'financing',
      reference: `position:${position?.id}`,
      entries: [
        { account: 'stock:available', amount: '-0.38', fx: null },
        { account: 'house:trading', amount: '0.38', fx: null },
      ],
    });

    // the same cut-off is not charged twice
    h.advance(3_600_000);
    await h.trading.sweep();
    expect(await bills(u.token)).toHaveLength(1);

    // the next day, at a higher mark: 210.00 × 10 = 2100.00 × 0.068 / 365 = 0.39123… → 0.40
    await h.quote('US', 'AAPL', { bid: '210.00', ask: '210.02' });
    await pastCutoff();
    expect((await bills(u.token)).map((b) => b.amount)).toEqual(['-0.40', '-0.38']);
    // 997.94 − 0.38 − 0.40 = 997.16
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '997.16', usedBalance: '1000.05' });
  });

  it('a position opened and closed between two cut-offs pays none', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '2000');
    await pastCutoff(); // just after a cut-off
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 2 }), { token: u.token }),
    );
    h.advance(20 * 3_600_000); // 20 hours: still before the next cut-off
    await h.trading.sweep();
    ok(await h.call('closePosition', { id: position?.id ?? 0 }, { token: u.token }));
    await pastCutoff();
    expect(await bills(u.token)).toEqual([]);
    // 2000 − 2.01 (open fee) − 0.20 (the spread) − 2.00 (close fee: 1999.90 × 0.001 → 2.00) = 1995.79
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '1995.79', usedBalance: '0.00' });
  });

  it('an unleveraged position pays none, however long it is held', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    const u = await trader(h, '2000');
    ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 5, { leverage: 1 }), { token: u.token }));
    await pastCutoff();
    await pastCutoff();
    expect(await bills(u.token)).toEqual([]);
    // 2000 − 1000.05 − 1.01
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '998.94', usedBalance: '1000.05' });
  });

  it('with no cash left, the charge comes out of the position’s margin', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    // exactly margin + fee: 10 at 200.01, 2x isolated: 1000.05 + 2.01 = 1002.06, nothing left
    const u = await trader(h, '1002.06');
    const { position } = ok(
      await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 2, marginMode: 0 }), {
        token: u.token,
      }),
    );
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '0.00', usedBalance: '1000.05' });
    await pastCutoff();
    // 1999.90 × 0.068 / 365 → 0.38, all of it from the margin: 1000.05 − 0.38 = 999.67
    const [held] = ok(await h.call('positions', {}, { token: u.token })).data;
    expect(held).toMatchObject({ id: position?.id, marginAmount: '999.67' });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '0.00', usedBalance: '999.67' });
    const [charge] = await journalOf(h.ctx.db, u.user.id, 'financing');
    expect(charge?.entries).toEqual([
      { account: 'stock:used', amount: '-0.38', fx: null },
      { account: 'house:trading', amount: '0.38', fx: null },
    ]);
  });
});
