import { Decimal, targetExposure } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
import { createTradingHarness, type TradingHarness } from '../../testing/trading.ts';
import * as ledger from '../ledger/service.ts';
import {
  createStrategyAccount,
  EQUITY_GRID_MS,
  fundStrategyAccount,
  startStrategy,
  type StrategyAccount,
  strategyAccount,
  stopStrategy,
  trackRecord,
} from './service.ts';
import { strategyRepo } from './repo.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

async function newAccount(slow = 20): Promise<StrategyAccount> {
  const a = await h.ctx.db.transaction().execute((trx) =>
    createStrategyAccount(trx, h.ctx.now(), {
      purpose: 'test',
      name: 'EUR trend',
      rules: { kind: 'trend', fast: 5, slow, allowShort: true },
      market: 'FOREX',
      code: 'EURUSD',
      leverage: 10,
      allocation: '0.5',
      candles: 'day',
    }),
  );
  await ledger.withMoneyTx(h.ctx, (trx) => fundStrategyAccount(trx, h.ctx.now(), a, '100000'));
  return a;
}

/** What the rules want from flat on the closed daily candles the runner reads. */
function wanted(a: StrategyAccount) {
  const live = h.ctx.market.live(a.market, a.code);
  if (!live) throw new Error('no quote');
  const closed = h.ctx.market.history.daily(live.inst, live.tick).slice(0, -1);
  return targetExposure(
    a.rules,
    {
      close: closed.map((c) => Decimal.from(c.close)),
      high: closed.map((c) => Decimal.from(c.high)),
      low: closed.map((c) => Decimal.from(c.low)),
    },
    'flat',
  );
}

/** When the runner last stepped the account (null: never). */
const lastRun = async (a: StrategyAccount) =>
  (
    await h.ctx.db
      .selectFrom('strategy_accounts')
      .select('last_run_at')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow()
  ).last_run_at;

const held = async (a: StrategyAccount) =>
  h.ctx.db
    .selectFrom('positions')
    .select(['direction', 'quantity', 'margin'])
    .where('user_id', '=', a.userId)
    .where('status', '=', 'open')
    .execute();

describe('a strategy account', () => {
  it('is funded from house capital through the ledger and does nothing until started', async () => {
    const a = await newAccount();
    const balances = await ledger.balances(h.ctx.db, a.userId);
    expect(balances.find((b) => b.kind === 'forex')?.available.toFixed(2)).toBe('100000.00');
    await h.strategies.run();
    expect(await held(a)).toEqual([]);
  });

  it('once started, holds what its rules ask for, opened at market through the engine with half of what it can trade', async () => {
    const a = await newAccount();
    await startStrategy(h.ctx.db, a.id);
    await h.strategies.run();
    await h.trading.idle();
    const want = wanted(a);
    const open = await held(a);
    expect(want).not.toBe('flat');
    expect(open).toHaveLength(1);
    expect(open[0]?.direction).toBe(want === 'long' ? 0 : 1);
    const margin = Decimal.from(open[0]?.margin ?? '0');
    // Half of the orderable 100,000 backs the position (less the fee and rounding to whole lots).
    expect(margin.gt(45_000) && margin.lte(50_000)).toBe(true);
    const fills = await h.ctx.db.selectFrom('trade_fills').select('id').where('user_id', '=', a.userId).execute();
    expect(fills).toHaveLength(1);

    // Deciding again on the same candles changes nothing.
    await h.strategies.run();
    expect(await held(a)).toEqual(open);

    await stopStrategy(h.ctx.db, a.id);
    expect((await strategyAccount(h.ctx.db, a.id))?.status).toBe('stopped');
  });

  it('keeps a track record from its own equity: samples on a grid, drawdown and returns from them', async () => {
    const a = await newAccount();
    await h.strategies.sample();
    await h.strategies.sample();
    const samples = await h.ctx.db
      .selectFrom('strategy_equity')
      .select(['t', 'equity'])
      .where('strategy_account_id', '=', a.id)
      .orderBy('t')
      .execute();
    // The funding is the first sample, at its grid time; sampling again on that grid time stores nothing more.
    const grid = Math.floor(h.ctx.now() / EQUITY_GRID_MS) * EQUITY_GRID_MS;
    expect(samples).toEqual([{ t: grid, equity: '100000' }]);
    const record = await trackRecord(h.ctx, a);
    expect(record.equity.toFixed(2)).toBe('100000.00');
    expect(record.returnSinceStart?.toFixed(4)).toBe('0.0000');
    expect(record.maxDrawdown.toFixed(4)).toBe('0.0000');
  });

  it('lets requests run between accounts: a run does not hold the server until every account has decided', async () => {
    // Rules that wait for more candles than there are decide nothing and trade nothing: without a turn of the event
    // loop between accounts, the whole run would end before anything else ran.
    const waiting = [await newAccount(100_000), await newAccount(100_000), await newAccount(100_000)];
    for (const a of waiting) await startStrategy(h.ctx.db, a.id);
    const ran = async () => (await Promise.all(waiting.map(lastRun))).filter((t) => t !== null).length;
    const run = h.strategies.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ran()).toBeLessThan(waiting.length);
    await run;
    expect(await ran()).toBe(waiting.length);
  });

  it('takes no step for an account stopped while a run is under way', async () => {
    const [first, second] = [await newAccount(100_000), await newAccount(100_000)] as const;
    for (const a of [first, second]) await startStrategy(h.ctx.db, a.id);
    // The second is stopped (its rental ended) just after the run has listed the running accounts.
    const listRunning = strategyRepo.running;
    const spy = vi.spyOn(strategyRepo, 'running').mockImplementationOnce(async (db) => {
      const listed = await listRunning(db);
      await stopStrategy(h.ctx.db, second.id);
      return listed;
    });
    try {
      await h.strategies.run();
    } finally {
      spy.mockRestore(); // the module graph is shared with other test files (vitest.config.ts)
    }
    expect(await lastRun(first)).not.toBeNull();
    expect(await lastRun(second)).toBeNull();
  });

  it('belongs to a system user who cannot log in', async () => {
    const a = await newAccount();
    const user = await h.ctx.db
      .selectFrom('users')
      .select(['user_login_id', 'role'])
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('user');
    for (const password of ['!', '', 'password123']) {
      const res = await h.call('login', { username: user.user_login_id, password: password || 'x' });
      expect(res.status).not.toBe(200);
    }
  });
});
