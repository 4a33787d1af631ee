import { randomBytes } from 'node:crypto';
import { type Market, OrderType, type TradingAccount } from '@bourse/contract';
import {
  checkRules,
  Decimal,
  type EquityPoint,
  type Exposure,
  maxDrawdown,
  returnSince,
  type Series,
  type StrategyRules,
  strategyFundingTx,
  targetExposure,
  tradingAccountOf,
  warmUp,
} from '@bourse/domain';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { nextTurn } from '../../platform/turn.ts';
import * as ledger from '../ledger/service.ts';
import * as trading from '../trading/service.ts';
import { type StrategyAccountRow, strategyRepo as repo } from './repo.ts';

/**
 * The strategy runner (docs/decisions.md, Copy trading): strategy accounts are house-owned system users whose trading
 * account a rule-based strategy of packages/domain trades through the trading engine, exactly as a user's orders are
 * (placeOrder at market, closePosition), so every figure of their track record comes from their own fills. The
 * leader runs `runAll` on a timer; `sampleAll` records each account's equity on a fixed grid. Institutions and rented
 * robots build on it; nothing here knows which of them an account serves (its `purpose` is a label).
 */

type Ctx = Pick<AppContext, 'db' | 'market' | 'config' | 'now'>;

/** Equity is sampled on multiples of this (epoch ms), once per account and grid time. */
export const EQUITY_GRID_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** What a strategy account trades and how. */
export interface StrategySpec {
  /** A label of who runs it ('institution', 'robot'). */
  purpose: string;
  name: string;
  rules: StrategyRules;
  market: Market;
  code: string;
  leverage: number;
  /** The fraction (0 < a ≤ 1) of what the account can trade now that a new position commits, as a decimal string. */
  allocation: string;
  /** Which closed candles the rules read: today's minutes or the daily history. */
  candles: 'minute' | 'day';
}

export interface StrategyAccount extends StrategySpec {
  id: number;
  /** The system user that owns the trading account. */
  userId: number;
  account: TradingAccount;
  status: 'running' | 'stopped';
  createdAt: number;
}

export function accountOf(row: StrategyAccountRow): StrategyAccount {
  return {
    id: row.id,
    userId: row.user_id,
    purpose: row.purpose,
    name: row.name,
    rules: JSON.parse(row.rules) as StrategyRules,
    market: row.market,
    code: row.code,
    leverage: row.leverage,
    allocation: row.allocation,
    candles: row.candles,
    account: tradingAccountOf(row.market),
    status: row.status,
    createdAt: row.created_at,
  };
}

function checkSpec(spec: StrategySpec) {
  checkRules(spec.rules);
  const allocation = Decimal.from(spec.allocation);
  if (!allocation.isPositive() || allocation.gt(1)) throw new RangeError('allocation must be within 0 and 1');
  if (!Number.isInteger(spec.leverage) || spec.leverage < 1) throw new RangeError('leverage must be a whole number');
}

/**
 * Creates a stopped strategy account inside the caller's transaction: a system user that cannot log in (its password
 * hash is no hash, so every login fails as for a wrong password; role user, no staff role) and the strategy row.
 */
export async function createStrategyAccount(trx: Db, now: number, spec: StrategySpec): Promise<StrategyAccount> {
  checkSpec(spec);
  const tag = randomBytes(10).toString('hex');
  const { id: userId } = await trx
    .insertInto('users')
    .values({
      email: `strategy-${tag}@system.invalid`,
      user_login_id: `strategy-${tag}`,
      login_key: `strategy-${tag}`,
      password_hash: '!',
      invite_code: `SYS${tag}`.toUpperCase(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ledger.openUserAccounts(trx, userId, now);
  const row = await repo.insert(trx, {
    user_id: userId,
    purpose: spec.purpose,
    name: spec.name,
    rules: JSON.stringify(spec.rules),
    market: spec.market,
    code: spec.code,
    leverage: spec.leverage,
    allocation: spec.allocation,
    candles: spec.candles,
    status: 'stopped',
    created_at: now,
    last_run_at: null,
  });
  return accountOf(row);
}

/**
 * Places house capital in the account's trading account, through the ledger, inside the caller's money transaction.
 * The first funding is also the track record's first sample (the equity is the capital before any trade), so the
 * return since start counts the costs of the very first trades.
 */
export async function fundStrategyAccount(trx: ledger.MoneyTx, now: number, account: StrategyAccount, amount: string) {
  await ledger.post(trx, strategyFundingTx(String(account.userId), account.account, amount), {
    now,
    userId: account.userId,
    memo: `capital for strategy account ${account.id}`,
    reference: { type: 'strategy_account', id: account.id },
  });
  // At the grid time of the funding, so the grid sample taken later in the same period (after trades) cannot come
  // before it.
  const t = Math.floor(now / EQUITY_GRID_MS) * EQUITY_GRID_MS;
  if (!(await repo.firstSample(trx, account.id)))
    await repo.sample(trx, account.id, t, Decimal.from(amount).toString());
}

export async function startStrategy(db: Db, id: number) {
  await repo.setStatus(db, id, 'running');
}

/** Stops trading; positions it holds stay open (the owner of the account decides what to do with them). */
export async function stopStrategy(db: Db, id: number) {
  await repo.setStatus(db, id, 'stopped');
}

export async function strategyAccount(db: Db, id: number): Promise<StrategyAccount | undefined> {
  const row = await repo.byId(db, id);
  return row && accountOf(row);
}

/** The account's equity now: cash plus its open positions valued at the live price (the trading account's figure). */
export async function equityOf(ctx: Ctx, account: StrategyAccount): Promise<Decimal> {
  const summary = await trading.tradingAccount(ctx, account.userId, account.account);
  return Decimal.from(summary.equity).add(summary.frozen);
}

/** Closes every open position of the account (e.g. when a rental ends). Positions whose market is shut stay open. */
export async function flatten(ctx: Ctx, account: StrategyAccount, watch: PositionWatch): Promise<number> {
  let closed = 0;
  for (const p of await heldPositions(ctx, account)) {
    if (await closeHeld(ctx, account, p.id, watch)) closed++;
  }
  return closed;
}

// ---------------------------------------------------------------------------------------------------------------------
// Running.

/** What the trading book must hear of a position the runner opened or closed (the trigger loop's `changed`). */
export interface PositionWatch {
  changed(note: { userId: number; market: Market; code: string; account: TradingAccount; positionId: number }): void;
}

async function heldPositions(ctx: Ctx, a: StrategyAccount) {
  const page = await trading.positions(ctx, a.userId, {
    account: a.account,
    stockCode: a.code,
    market: a.market,
    pageNo: 1,
    pageSize: 100,
  });
  return page.data;
}

async function closeHeld(ctx: Ctx, a: StrategyAccount, positionId: number, watch: PositionWatch): Promise<boolean> {
  try {
    const done = await trading.closePosition(ctx, a.userId, { id: positionId });
    watch.changed({ userId: a.userId, market: a.market, code: a.code, account: a.account, positionId });
    return Boolean(done);
  } catch (err) {
    // Closed meanwhile (a stop-out) or its market shut: the next run looks again.
    if (err instanceof AppError && err.code < 500) return false;
    throw err;
  }
}

/** The closed candles the rules read (the last candle is still forming, so it is left out). */
function closedSeries(ctx: Ctx, a: StrategyAccount): Series | undefined {
  const live = ctx.market.live(a.market, a.code);
  if (!live) return undefined;
  const candles =
    a.candles === 'minute'
      ? ctx.market.history.intraday(live.inst, live.tick)
      : ctx.market.history.daily(live.inst, live.tick);
  const closed = candles.slice(0, -1);
  return {
    close: closed.map((c) => Decimal.from(c.close)),
    high: closed.map((c) => Decimal.from(c.high)),
    low: closed.map((c) => Decimal.from(c.low)),
  };
}

export interface StepResult {
  held: Exposure;
  target: Exposure;
  closed: number;
  opened: number | undefined;
}

/**
 * One decision of one account: reads its closed candles and what it holds, asks the rules what to hold, and when that
 * differs closes what it holds and opens the new side at market with `allocation` of what it can trade. Nothing while
 * the instrument's market is shut or before the rules have their warm-up candles.
 */
export async function step(ctx: Ctx, a: StrategyAccount, watch: PositionWatch): Promise<StepResult | undefined> {
  const live = ctx.market.live(a.market, a.code);
  if (!live || !ctx.market.isOpen(live.inst)) return undefined;
  const series = closedSeries(ctx, a);
  if (!series || series.close.length < warmUp(a.rules)) return undefined;
  const positions = await heldPositions(ctx, a);
  const held: Exposure = positions.length === 0 ? 'flat' : positions[0]?.direction === 0 ? 'long' : 'short';
  const target = targetExposure(a.rules, series, held);
  if (target === held) return { held, target, closed: 0, opened: undefined };
  let closed = 0;
  for (const p of positions) if (await closeHeld(ctx, a, p.id, watch)) closed++;
  if (closed < positions.length) return { held, target, closed, opened: undefined };
  if (target === 'flat') return { held, target, closed, opened: undefined };
  const direction = target === 'long' ? 0 : 1;
  const sizes = await trading.halfOrFullNum(ctx, a.userId, {
    stockCode: a.code,
    market: a.market,
    direction,
    leverage: a.leverage,
  });
  const lot = live.inst.lotSize;
  const num = Math.floor((sizes.fullNum * Number(a.allocation)) / lot) * lot;
  if (num < lot) return { held, target, closed, opened: undefined };
  const path = a.market === 'FUTURES' ? '/gold/create' : '/stock/create';
  const result = await trading.placeOrder(
    ctx,
    a.userId,
    {
      stockCode: a.code,
      market: a.market,
      direction,
      orderType: OrderType.market,
      num,
      leverage: a.leverage,
      marginMode: 0,
    },
    path,
  );
  const positionId = result.order.positionId ?? undefined;
  if (positionId !== undefined) {
    watch.changed({ userId: a.userId, market: a.market, code: a.code, account: a.account, positionId });
  }
  return { held, target, closed, opened: positionId };
}

/** The leader's run: one step of every running account, each on its own (one failing does not stop the others). */
export async function runAll(ctx: AppContext, watch: PositionWatch): Promise<number> {
  let stepped = 0;
  for (const { id } of await repo.running(ctx.db)) {
    try {
      // Read again: one stopped since the list was read (its rental ended, staff stopped it) takes no step.
      const row = await repo.byId(ctx.db, id);
      if (row?.status !== 'running') continue;
      if (await step(ctx, accountOf(row), watch)) stepped++;
      await repo.ran(ctx.db, row.id, ctx.now());
    } catch (err) {
      ctx.log.error({ err, strategyAccount: id }, 'strategy step failed');
    }
    // A step reads its candles and may trade (a few ms each): requests run between accounts, not after all of them.
    await nextTurn();
  }
  return stepped;
}

/** Samples every account's equity at the current grid time (once per account and grid time, whichever node does it). */
export async function sampleAll(ctx: Ctx): Promise<void> {
  const t = Math.floor(ctx.now() / EQUITY_GRID_MS) * EQUITY_GRID_MS;
  // Only accounts still trading: a stopped one (an ended rental) would add a row every 5 minutes for ever.
  for (const row of await repo.running(ctx.db)) {
    const a = accountOf(row);
    await repo.sample(ctx.db, a.id, t, (await equityOf(ctx, a)).toString());
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Track record.

export interface TrackRecord {
  equity: Decimal;
  /** Null until there is a sample to compare with. */
  returnWeek: Decimal | undefined;
  returnMonth: Decimal | undefined;
  returnSinceStart: Decimal | undefined;
  maxDrawdown: Decimal;
  /** The samples since `from`, and the equity now as the last point. */
  curve: EquityPoint[];
}

/**
 * The account's record from its own equity: the samples, with the live equity as the last point. Returns are over the
 * last 7 and 30 days and since the first sample (before a week has passed, the week's return is the one since start).
 */
export async function trackRecord(ctx: Ctx, a: StrategyAccount, curveFrom?: number): Promise<TrackRecord> {
  const now = ctx.now();
  const equity = await equityOf(ctx, a);
  const rows = await repo.curve(ctx.db, a.id, 0);
  const all: EquityPoint[] = [...rows.map((r) => ({ t: r.t, equity: Decimal.from(r.equity) })), { t: now, equity }];
  const from = curveFrom ?? now - 30 * DAY_MS;
  return {
    equity,
    returnWeek: rows.length ? returnSince(all, now - 7 * DAY_MS) : undefined,
    returnMonth: rows.length ? returnSince(all, now - 30 * DAY_MS) : undefined,
    returnSinceStart: rows.length ? returnSince(all, 0) : undefined,
    maxDrawdown: maxDrawdown(all),
    curve: all.filter((p) => p.t >= from),
  };
}
