import { Decimal, followSettlement } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follower, createCopyTradingHarness, recordFollowEvents } from '../../testing/copy-trading.ts';
import { ok } from '../../testing/loans.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { marketOrder, type TradingHarness } from '../../testing/trading.ts';
import * as runner from '../strategy-runner/service.ts';
import * as trading from '../trading/service.ts';

let h: TradingHarness;
let events: ReturnType<typeof recordFollowEvents>;
beforeAll(async () => {
  h = await createCopyTradingHarness();
  events = recordFollowEvents(h.ctx);
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const EURUSD = { bid: '1.10000', ask: '1.10010' };

describe('institutions', () => {
  it('are listed with their stated strategy, profit share, cycle and a record from their own equity', async () => {
    const u = await follower(h);
    const list = ok(await h.call('institutionList', {}, { token: u.token }));
    expect(list.map((i) => i.name)).toEqual([
      'Northgate FX Trend',
      'Harbor Gold Breakout',
      'Meridian Mean Reversion',
      'Kestrel Cable Swing',
    ]);
    const fx = list[0];
    expect(fx).toMatchObject({
      stockCode: 'EURUSD',
      market: 'FOREX',
      leverage: 10,
      profitShareRate: '0.2',
      cycleMs: 86_400_000,
      equity: '1000000.00',
      followers: 0,
      // The capital is the first sample: nothing traded yet, nothing gained.
      weekReturn: '0.00',
      totalReturn: '0.00',
      maxDrawdown: '0.00',
    });
    expect(fx?.rules).toBe(
      'Holds a long position while the 5-minute average price is above the 20-minute average, and a short position while it is below.',
    );
    // The same rules as figures, with the one-minute candles they read, for the app to write in the user's language.
    expect(list.map((i) => i.strategyRules)).toEqual([
      { kind: 'trend', fast: 5, slow: 20, allowShort: true, candle: 'minute' },
      { kind: 'breakout', entry: 30, exit: 15, candle: 'minute' },
      { kind: 'reversion', window: 20, band: '1.5', allowShort: false, candle: 'minute' },
      { kind: 'reversion', window: 30, band: '2', allowShort: true, candle: 'minute' },
    ]);
    expect(fx?.nextCycleTimestamp).toBe(Math.floor(h.ctx.now() / 86_400_000) * 86_400_000 + 86_400_000);

    const detail = ok(await h.call('institutionDetail', { id: fx?.id ?? 0 }, { token: u.token }));
    expect(detail).toMatchObject({
      minAmount: '100',
      maxAmount: '1000000',
      trades: [],
      strategyRules: fx?.strategyRules,
    });
    expect((await h.call('institutionDetail', { id: 999 }, { token: u.token })).status).toBe(404);
  });
});

describe('a follow order', () => {
  it('waits (cancellable), follows the institution account through its cycle and is settled through the ledger', async () => {
    const u = await follower(h, '5000');
    const fxId = (ok(await h.call('institutionList', {}, { token: u.token }))[0]?.id ?? 0) as number;
    const placed = ok(await h.call('followCreate', { institutionId: fxId, amount: '1000' }, { token: u.token }));
    expect(placed).toMatchObject({ status: 'wait_confirm', amount: '1000.00', profitShareRate: '0.2', pnl: null });
    expect(await wallet(h, u.token, 'follow')).toMatchObject({ balance: '4000.00', usedBalance: '1000.00' });
    expect(ok(await h.call('institutionList', {}, { token: u.token }))[0]?.followers).toBe(1);

    // The institution's account holds a position (as its rules would open one) and the cycle starts.
    const row = await h.ctx.db.selectFrom('institutions').selectAll().where('id', '=', fxId).executeTakeFirstOrThrow();
    const account = await runner.strategyAccount(h.ctx.db, row.strategy_account_id);
    if (!account) throw new Error('no account');
    await h.quote('FOREX', 'EURUSD', EURUSD);
    await trading.placeOrder(
      h.ctx,
      account.userId,
      marketOrder('EURUSD', 'FOREX', 1_000_000, { leverage: 10 }),
      '/stock/create',
    );
    h.advance(1000);
    expect(ok(await h.call('followTestRun', { institutionId: fxId }, { token: u.token }))).toEqual({
      started: 1,
      settled: 0,
    });
    const running = ok(await h.call('followDetail', { id: placed.id }, { token: u.token }));
    expect(running.status).toBe('to_be_settled');
    expect(running.startEquity).not.toBeNull();
    expect((await h.call('followCancel', { id: placed.id }, { token: u.token })).status).toBe(422);

    // The euro rises 100 pips: the account gains about 10,000 on its million.
    await h.quote('FOREX', 'EURUSD', { bid: '1.11000', ask: '1.11010' });
    h.advance(1000);
    expect(ok(await h.call('followTestRun', { institutionId: fxId }, { token: u.token }))).toMatchObject({
      settled: 1,
    });
    const settled = ok(await h.call('followDetail', { id: placed.id }, { token: u.token }));
    const cycle = await h.ctx.db
      .selectFrom('institution_cycles')
      .selectAll()
      .where('institution_id', '=', fxId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const want = followSettlement({
      amount: '1000',
      startEquity: cycle.start_equity,
      endEquity: cycle.end_equity ?? '0',
      profitShareRate: '0.2',
    });
    expect(want.pnl.gt(5)).toBe(true);
    expect(settled).toMatchObject({
      status: 'settled',
      pnl: want.pnl.toFixed(2),
      profitShare: want.profitShare.toFixed(2),
      payout: want.payout.toFixed(2),
    });
    expect(await wallet(h, u.token, 'follow')).toEqual(
      expect.objectContaining({ balance: Decimal.from('4000').add(want.payout).toFixed(2), usedBalance: '0.00' }),
    );
    // Settling again pays nothing more.
    expect(ok(await h.call('followTestRun', { institutionId: fxId }, { token: u.token })).settled).toBe(0);

    expect(events.of(u.user.id).map((e) => [e.kind, e.order.status])).toEqual([
      ['started', 'to_be_settled'],
      ['settled', 'settled'],
    ]);
    const inbox = ok(await h.call('messagePageList', { pageNo: 1, pageSize: 10 }, { token: u.token }));
    const titles = inbox.data.filter((m) => m.kind === 'follow').map((m) => m.title);
    expect(titles).toEqual(['Follow order settled', 'Follow order started']);
  });

  it('cancelled while it waits gives the amount back, once; an order placed after a cycle started waits for the next', async () => {
    const u = await follower(h, '1000');
    const id = (ok(await h.call('institutionList', {}, { token: u.token }))[3]?.id ?? 0) as number;
    const a = ok(await h.call('followCreate', { institutionId: id, amount: '400' }, { token: u.token }));
    const cancelled = ok(await h.call('followCancel', { id: a.id }, { token: u.token }));
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect((await h.call('followCancel', { id: a.id }, { token: u.token })).status).toBe(409);
    expect(await wallet(h, u.token, 'follow')).toMatchObject({ balance: '1000.00', usedBalance: '0.00' });

    h.advance(1000);
    ok(await h.call('followTestRun', { institutionId: id }, { token: u.token }));
    const b = ok(await h.call('followCreate', { institutionId: id, amount: '500' }, { token: u.token }));
    await h.copyTrading.sweep();
    expect(ok(await h.call('followDetail', { id: b.id }, { token: u.token })).status).toBe('wait_confirm');
    const page = ok(await h.call('followList', { pageNo: 1, pageSize: 10 }, { token: u.token }));
    expect(page.data.map((o) => [o.id, o.status])).toEqual([
      [b.id, 'wait_confirm'],
      [a.id, 'cancelled'],
    ]);
    const filtered = ok(
      await h.call('followList', { status: 'cancelled', pageNo: 1, pageSize: 10 }, { token: u.token }),
    );
    expect(filtered.data.map((o) => o.id)).toEqual([a.id]);
  });
});
