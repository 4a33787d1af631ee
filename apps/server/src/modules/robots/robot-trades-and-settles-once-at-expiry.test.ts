import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, type TradingHarness } from '../../testing/trading.ts';
import { ok, renter, ROBOT_TEST_ENV } from './robot-testing.ts';
import { settleDue } from './service.ts';

const DAY = 86_400_000;

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness(ROBOT_TEST_ENV);
});
afterAll(() => h.close());

async function returns(rentalId: number) {
  return h.ctx.db
    .selectFrom('journal_transactions')
    .select('id')
    .where('kind', '=', 'robot_return')
    .where('reference_type', '=', 'robot_rental')
    .where('reference_id', '=', rentalId)
    .execute();
}

describe('a rented robot trades its amount and is settled once at expiry', () => {
  it('opens through the trading engine, earns its real P&L, and pays amount plus P&L back once', async () => {
    const u = await renter(h, '5000');
    const rental = ok(await h.call('robotBuy', { robotId: 1, days: 7, amount: '1500' }, { token: u.token }));
    await h.strategies.run();
    await h.trading.idle();

    // Trend long-short always holds one side once it has its 20 candles: the first run opens it at market.
    const opened = ok(await h.call('robotOrderDetail', { id: rental.id }, { token: u.token }));
    expect(opened.trades.map((t) => [t.stockCode, t.openClose])).toEqual([['MSFT', 0]]);
    const long = opened.trades[0]?.direction === 0;
    const fill = Decimal.from(opened.trades[0]?.currentPrice ?? '0');

    // The price moves 5 % in the robot's favour: its income is the position's P&L less the open fee.
    const better = long ? fill.mul('1.05', { scale: 2 }) : fill.mul('0.95', { scale: 2 });
    await h.quote('US', 'MSFT', { bid: better.toFixed(2), ask: better.add('0.02').toFixed(2) });
    const running = ok(await h.call('robotOrderDetail', { id: rental.id }, { token: u.token }));
    expect(Decimal.from(running.income).isPositive()).toBe(true);

    // The period ends; two sweeps race (as two nodes would): the rental is settled once.
    h.advance(7 * DAY);
    const settled = await Promise.all([settleDue(h.ctx, h.trading), settleDue(h.ctx, h.trading)]);
    await h.trading.idle();
    expect(settled[0] + settled[1]).toBe(1);
    expect(await settleDue(h.ctx, h.trading)).toBe(0);
    expect(await returns(rental.id)).toHaveLength(1);

    const done = ok(await h.call('robotOrderDetail', { id: rental.id }, { token: u.token }));
    expect([done.status, done.trades.map((t) => t.openClose)]).toEqual(['stopped', [1, 0]]);
    const back = Decimal.from(done.returned ?? '0');
    // What came back is the amount, the close's realised profit and the open fee taken at the start.
    const closeProfit = Decimal.from(done.trades[0]?.profit ?? '0');
    const openFee = Decimal.from(done.trades[1]?.premium ?? '0');
    expect(back.toFixed(2)).toBe(Decimal.from('1500').add(closeProfit).sub(openFee).toFixed(2));
    expect(done.income).toBe(back.sub('1500').toFixed(2));
    expect(Decimal.from(done.income).isPositive()).toBe(true);
    // Balance: 5000 − 1500 − 9.90 at the purchase, then what came back.
    expect((await wallet(h, u.token, 'balance')).balance).toBe(Decimal.from('3490.10').add(back).toFixed(2));
    const messages = ok(await h.call('messagePageList', {}, { token: u.token }));
    expect(messages.data.map((m) => m.title)).toContain('Robot rental ended');
    await expectLedgerSound(h);
  });
});
