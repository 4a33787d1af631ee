import {
  FOLLOW_MAX,
  FOLLOW_MIN,
  type FollowEvent,
  type FollowOrder,
  type FollowStatus,
  type Institution,
  type InstitutionDetail,
  type Page,
} from '@bourse/contract';
import {
  type CycleClock,
  cycleStartAt,
  Decimal,
  describeRules,
  followCancelTx,
  followPlaceTx,
  followSettlement,
  followSettleTx,
  nextCycleStart,
} from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, notFound, refused } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import * as inbox from '../inbox/service.ts';
import { requireVerifiedIdentity } from '../kyc/service.ts';
import * as ledger from '../ledger/service.ts';
import * as runner from '../strategy-runner/service.ts';
import { INSTITUTIONS } from './catalogue.ts';
import { followMessage, pushFollow } from './notify.ts';
import { type CycleRow, copyTradingRepo as repo, type FollowRow, type InstitutionRow } from './repo.ts';

/**
 * Copy trading (docs/decisions.md, Copy trading). An institution is a strategy account of the runner: its figures are
 * that account's equity. A follow order freezes its amount in Follow, waits for the next cycle, follows the account's
 * equity through it (amount × end ÷ start) and is settled at its end through the ledger, less the profit share on a
 * gain. The sweep (leader only) opens and ends cycles and settles; each step is a conditional update, so it happens once.
 */

type Ctx = AppContext;

const PERCENT = (r: Decimal | undefined) => (r === undefined ? null : r.mul(100).toFixed(2));
const CURVE_POINTS = 120;
const TRADES_SHOWN = 20;
const SETTLE_BATCH = 100;

const clockOf = (i: InstitutionRow): CycleClock => ({ anchor: i.cycle_anchor, lengthMs: i.cycle_ms });

/** Creates the seeded institutions that do not exist yet: account, house capital and rules. Safe on every start. */
export async function ensureInstitutions(ctx: Ctx): Promise<void> {
  for (const seed of INSTITUTIONS) {
    if (await repo.institutionBySlug(ctx.db, seed.slug)) continue;
    try {
      await ledger.withMoneyTx(ctx, async (trx) => {
        const now = ctx.now();
        const account = await runner.createStrategyAccount(trx, now, {
          ...seed.strategy,
          purpose: 'institution',
          name: seed.name,
        });
        await runner.fundStrategyAccount(trx, now, account, seed.capital);
        await runner.startStrategy(trx, account.id);
        await repo.insertInstitution(trx, {
          slug: seed.slug,
          name: seed.name,
          description: seed.description,
          strategy_account_id: account.id,
          cycle_ms: seed.cycleMs,
          cycle_anchor: seed.cycleAnchor,
          profit_share: seed.profitShare,
          created_at: now,
        });
      });
    } catch (err) {
      // Another node created it at the same moment.
      if (!isUniqueViolation(err)) throw err;
    }
  }
}

async function accountOf(ctx: Ctx, i: InstitutionRow): Promise<runner.StrategyAccount> {
  const a = await runner.strategyAccount(ctx.db, i.strategy_account_id);
  if (!a) throw new Error(`institution ${i.id} has no strategy account`);
  return a;
}

/** At most `n` points, evenly picked, the last always kept. */
function thin<T>(points: readonly T[], n: number): T[] {
  if (points.length <= n) return [...points];
  const step = points.length / n;
  const out: T[] = [];
  for (let k = 0; k < n - 1; k++) out.push(points[Math.floor(k * step)] as T);
  out.push(points.at(-1) as T);
  return out;
}

async function institutionView(ctx: Ctx, i: InstitutionRow, followers: number): Promise<Institution> {
  const a = await accountOf(ctx, i);
  const record = await runner.trackRecord(ctx, a);
  return {
    id: i.id,
    name: i.name,
    description: i.description,
    rules: describeRules(a.rules, a.candles),
    strategyRules: { ...a.rules, candle: a.candles },
    stockCode: a.code,
    market: a.market,
    instrumentName: ctx.market.live(a.market, a.code)?.inst.name ?? a.code,
    leverage: a.leverage,
    profitShareRate: i.profit_share,
    cycleMs: i.cycle_ms,
    nextCycleTimestamp: nextCycleStart(clockOf(i), ctx.now()),
    equity: record.equity.toFixed(2),
    weekReturn: PERCENT(record.returnWeek),
    monthReturn: PERCENT(record.returnMonth),
    totalReturn: PERCENT(record.returnSinceStart),
    maxDrawdown: record.maxDrawdown.mul(100).toFixed(2),
    followers,
    curve: thin(record.curve, CURVE_POINTS).map((p) => ({ t: p.t, equity: p.equity.toFixed(2) })),
  };
}

/** POST /institution/list. */
export async function institutions(ctx: Ctx): Promise<Institution[]> {
  const [rows, followers] = await Promise.all([repo.institutions(ctx.db), repo.followers(ctx.db)]);
  return Promise.all(rows.map((i) => institutionView(ctx, i, followers.get(i.id) ?? 0)));
}

async function institutionRow(ctx: Ctx, id: number): Promise<InstitutionRow> {
  const i = await repo.institution(ctx.db, id);
  if (!i) throw notFound('Institution not found');
  return i;
}

/** POST /institution/detail: with its latest fills, the trades its record comes from. */
export async function institution(ctx: Ctx, id: number): Promise<InstitutionDetail> {
  const i = await institutionRow(ctx, id);
  const a = await accountOf(ctx, i);
  const [followers, fills] = await Promise.all([
    repo.followers(ctx.db),
    ctx.db
      .selectFrom('trade_fills')
      .select(['direction', 'open_close', 'quantity', 'price', 'profit', 'created_at'])
      .where('user_id', '=', a.userId)
      .orderBy('id', 'desc')
      .limit(TRADES_SHOWN)
      .execute(),
  ]);
  return {
    ...(await institutionView(ctx, i, followers.get(i.id) ?? 0)),
    trades: fills.map((f) => ({
      direction: f.direction,
      openClose: f.open_close,
      quantity: f.quantity,
      price: f.price,
      profit: f.profit,
      createTimeTimestamp: f.created_at,
    })),
    minAmount: FOLLOW_MIN,
    maxAmount: FOLLOW_MAX,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Follow orders.

const money = (s: string | null) => (s === null ? null : Decimal.from(s).toFixed(2));

function orderView(o: FollowRow, i: InstitutionRow, cycle: CycleRow | undefined): FollowOrder {
  const start = cycle?.starts_at ?? nextCycleStart(clockOf(i), o.created_at);
  return {
    id: o.id,
    institutionId: i.id,
    institutionName: i.name,
    amount: Decimal.from(o.amount).toFixed(2),
    status: o.status,
    profitShareRate: o.profit_share_rate,
    cycleStartTimestamp: start,
    cycleEndTimestamp: cycle?.ends_at ?? start + i.cycle_ms,
    startEquity: money(cycle?.start_equity ?? null),
    endEquity: o.status === 'settled' ? money(cycle?.end_equity ?? null) : null,
    pnl: money(o.pnl),
    profitShare: money(o.profit_share),
    payout: money(o.payout),
    createTimeTimestamp: o.created_at,
    startTimeTimestamp: o.started_at,
    settleTimeTimestamp: o.settled_at,
    cancelTimeTimestamp: o.cancelled_at,
  };
}

async function views(db: Ctx['db'], rows: readonly FollowRow[]): Promise<FollowOrder[]> {
  const insts = new Map((await repo.institutions(db)).map((i) => [i.id, i]));
  const cycleIds = [...new Set(rows.map((r) => r.cycle_id).filter((id): id is number => id !== null))];
  const cycles = new Map((await repo.cyclesByIds(db, cycleIds)).map((c) => [c.id, c]));
  return rows.map((r) => {
    const i = insts.get(r.institution_id);
    if (!i) throw new Error(`follow order ${r.id} has no institution`);
    return orderView(r, i, r.cycle_id === null ? undefined : cycles.get(r.cycle_id));
  });
}

const viewOf = async (db: Ctx['db'], row: FollowRow) => (await views(db, [row]))[0] as FollowOrder;

/** POST /follow/create: a verified user freezes the amount in Follow; the order waits for the next cycle. */
export async function create(
  ctx: Ctx,
  userId: number,
  input: { institutionId: number; amount: string },
  idempotency?: IdempotentRequest,
): Promise<FollowOrder> {
  await requireVerifiedIdentity(ctx, userId);
  const i = await institutionRow(ctx, input.institutionId);
  const amount = Decimal.from(input.amount);
  return ledger.withMoneyTx(ctx, (trx) => {
    const now = ctx.now();
    return once(trx, idempotency, now, async () => {
      const row = await repo.insertOrder(trx, {
        user_id: userId,
        institution_id: i.id,
        amount: amount.toFixed(2),
        profit_share_rate: i.profit_share,
        status: 'wait_confirm',
        cycle_id: null,
        pnl: null,
        profit_share: null,
        payout: null,
        created_at: now,
        started_at: null,
        settled_at: null,
        cancelled_at: null,
      });
      await ledger.post(trx, followPlaceTx(String(userId), amount), {
        now,
        userId,
        idempotencyKey: idempotency?.key,
        reference: { type: 'follow_order', id: row.id },
      });
      return viewOf(trx, row);
    });
  });
}

/** POST /follow/cancel: only while it waits for its cycle; the amount returns to Follow. */
export async function cancel(ctx: Ctx, userId: number, id: number, idempotency?: IdempotentRequest) {
  return ledger.withMoneyTx(ctx, (trx) => {
    const now = ctx.now();
    return once(trx, idempotency, now, async () => {
      const row = await repo.lockOrder(trx, id, userId);
      if (!row) throw notFound('Follow order not found');
      if (row.status === 'cancelled') throw conflict('The follow order is already cancelled');
      if (row.status !== 'wait_confirm') {
        throw refused('The follow order has started its cycle: it cannot be cancelled and is settled at the cycle end');
      }
      const updated = await repo.updateOrder(trx, id, 'wait_confirm', { status: 'cancelled', cancelled_at: now });
      if (!updated) throw conflict('The follow order has just started its cycle');
      await ledger.post(trx, followCancelTx(String(userId), row.amount), {
        now,
        userId,
        idempotencyKey: idempotency?.key,
        reference: { type: 'follow_order', id },
      });
      return viewOf(trx, updated);
    });
  });
}

/** POST /follow/pageList. */
export async function orders(
  ctx: Ctx,
  userId: number,
  q: PageRequest & { status?: FollowStatus | undefined },
): Promise<Page<FollowOrder>> {
  const [rows, total] = await repo.page(ctx.db, { userId, status: q.status, ...pageWindow(q) });
  return toPage(await views(ctx.db, rows), total, q);
}

/** POST /follow/detail: another user's order is not found, like a missing one. */
export async function order(ctx: Ctx, userId: number, id: number): Promise<FollowOrder> {
  const row = await repo.orderOf(ctx.db, id, userId);
  if (!row) throw notFound('Follow order not found');
  return viewOf(ctx.db, row);
}

// ---------------------------------------------------------------------------------------------------------------------
// The cycle sweep (leader only).

export interface SweepResult {
  started: number;
  settled: number;
}

/** Opens the institution's cycle running now (once) and starts the orders placed before it. */
async function startDue(ctx: Ctx, i: InstitutionRow): Promise<number> {
  const now = ctx.now();
  const startsAt = cycleStartAt(clockOf(i), now);
  let cycle = await repo.cycleAt(ctx.db, i.id, startsAt);
  if (!cycle) {
    const equity = await runner.equityOf(ctx, await accountOf(ctx, i));
    cycle =
      (await repo.openCycle(ctx.db, {
        institution_id: i.id,
        starts_at: startsAt,
        ends_at: startsAt + i.cycle_ms,
        start_equity: equity.toString(),
        end_equity: null,
        started_at: now,
        ended_at: null,
      })) ?? (await repo.cycleAt(ctx.db, i.id, startsAt));
  }
  if (!cycle || cycle.ended_at !== null) return 0;
  let started = 0;
  for (const w of await repo.waitingBefore(ctx.db, i.id, cycle.starts_at)) {
    const row = await repo.updateOrder(ctx.db, w.id, 'wait_confirm', {
      status: 'to_be_settled',
      cycle_id: cycle.id,
      started_at: now,
    });
    if (!row) continue;
    started++;
    const event: FollowEvent = { kind: 'started', order: orderView(row, i, cycle) };
    pushFollow(ctx, row.user_id, event);
    await inbox.deliver(ctx, followMessage(row.user_id, event));
  }
  return started;
}

/** Takes the end equity of every cycle whose end has come (once each). */
async function endDue(ctx: Ctx): Promise<void> {
  const insts = new Map((await repo.institutions(ctx.db)).map((i) => [i.id, i]));
  for (const c of await repo.dueToEnd(ctx.db, ctx.now())) {
    const i = insts.get(c.institution_id);
    if (!i) continue;
    const equity = await runner.equityOf(ctx, await accountOf(ctx, i));
    await repo.endCycle(ctx.db, c.id, equity.toString(), ctx.now());
  }
}

/** Settles one running order of an ended cycle, in one money transaction with its inbox message; once. */
async function settleOne(ctx: Ctx, id: number): Promise<boolean> {
  const done = await ledger.withMoneyTx(ctx, async (trx) => {
    const now = ctx.now();
    const row = await repo.lockOrder(trx, id);
    if (!row || row.status !== 'to_be_settled' || row.cycle_id === null) return undefined;
    const cycle = await repo.cycle(trx, row.cycle_id);
    const i = await repo.institution(trx, row.institution_id);
    if (!cycle || cycle.end_equity === null || !i) return undefined;
    const s = followSettlement({
      amount: row.amount,
      startEquity: cycle.start_equity,
      endEquity: cycle.end_equity,
      profitShareRate: row.profit_share_rate,
    });
    await ledger.post(trx, followSettleTx(String(row.user_id), row.amount, s), {
      now,
      userId: row.user_id,
      reference: { type: 'follow_order', id },
    });
    const settled = await repo.updateOrder(trx, id, 'to_be_settled', {
      status: 'settled',
      pnl: s.pnl.toFixed(2),
      profit_share: s.profitShare.toFixed(2),
      payout: s.payout.toFixed(2),
      settled_at: now,
    });
    if (!settled) throw new Error(`follow order ${id} changed under its lock`);
    const event: FollowEvent = { kind: 'settled', order: orderView(settled, i, cycle) };
    const delivery = await inbox.store(trx, now, followMessage(row.user_id, event));
    return { userId: row.user_id, event, delivery };
  });
  if (!done) return false;
  pushFollow(ctx, done.userId, done.event);
  inbox.announce(ctx, done.delivery);
  return true;
}

async function settleDue(ctx: Ctx): Promise<number> {
  let settled = 0;
  for (;;) {
    const due = await repo.dueToSettle(ctx.db, SETTLE_BATCH);
    for (const d of due) if (await settleOne(ctx, d.id)) settled++;
    if (due.length < SETTLE_BATCH) return settled;
  }
}

/**
 * The leader's work: ends the cycles that are due and settles their orders, then opens each institution's current
 * cycle and starts the orders waiting for it. Safe to run on two nodes at once: every step is taken once.
 */
export async function sweep(ctx: Ctx, only?: number): Promise<SweepResult> {
  await endDue(ctx);
  const settled = await settleDue(ctx);
  let started = 0;
  for (const i of await repo.institutions(ctx.db)) {
    if (only === undefined || i.id === only) started += await startDue(ctx, i);
  }
  return { started, settled };
}

/**
 * The e2e hook (COPY_TRADING_TEST_HOOKS=1): the institution's running cycle ends now and the next one starts now (its
 * cycle grid moves to start at this moment), then the sweep runs.
 */
export async function runNow(ctx: Ctx, institutionId: number): Promise<SweepResult> {
  const i = await institutionRow(ctx, institutionId);
  const now = ctx.now();
  const running = await repo.runningCycle(ctx.db, i.id);
  if (running && running.starts_at < now) await repo.setCycleEnd(ctx.db, running.id, now);
  await repo.setAnchor(ctx.db, i.id, now);
  return sweep(ctx, i.id);
}
