import {
  ROBOT_PURCHASE_FAILED,
  ROBOT_RENTAL_STATUS_LABELS,
  type Page,
  type Robot,
  type RobotEvent,
  type RobotRental,
  type RobotRentalDetail,
} from '@bourse/contract';
import {
  Decimal,
  describeRules,
  rentalEnd,
  rentalIncome,
  rentalQuote,
  rentalStatus,
  robotRented,
  robotReturned,
  userAccount,
} from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import * as inbox from '../inbox/service.ts';
import * as ledger from '../ledger/service.ts';
import * as runner from '../strategy-runner/service.ts';
import * as trading from '../trading/service.ts';
import { backtestOf } from './backtest.ts';
import { ROBOTS, type RobotDefinition, robotById } from './catalogue.ts';
import { notifyRobot, rentalMessage } from './notify.ts';
import { type RentalRow, rentalsRepo as repo } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'market' | 'config' | 'now'>;

/** The label strategy accounts of rentals carry in the runner. */
export const ROBOT_PURPOSE = 'robot';

function marketOpen(ctx: Ctx, market: RobotDefinition['market'], code: string): boolean {
  const live = ctx.market.live(market, code);
  return live ? ctx.market.isOpen(live.inst) : false;
}

function robotView(ctx: Ctx, r: RobotDefinition, withBacktest: boolean): Robot {
  const live = ctx.market.live(r.market, r.code);
  return {
    id: r.id,
    name: r.name,
    strategy: r.rules.kind,
    rules: describeRules(r.rules),
    strategyRules: { ...r.rules, candle: 'day' },
    market: r.market,
    code: r.code,
    instrumentName: live?.inst.name ?? r.code,
    leverage: r.leverage,
    allocation: r.allocation,
    plans: r.plans.map((p) => ({ days: p.days, fee: Decimal.from(p.fee).toFixed(2) })),
    minAmount: Decimal.from(r.minAmount).toFixed(2),
    maxAmount: Decimal.from(r.maxAmount).toFixed(2),
    marketOpen: marketOpen(ctx, r.market, r.code),
    backtest: withBacktest ? backtestOf(ctx, r) : null,
  };
}

/** Every robot that can be rented, with its stated rules and its backtest over the past year. */
export function list(ctx: Ctx): Robot[] {
  return ROBOTS.filter((r) => ctx.market.live(r.market, r.code)).map((r) => robotView(ctx, r, true));
}

function rentable(ctx: Ctx, id: number): RobotDefinition {
  const robot = robotById(id);
  if (!robot || !ctx.market.live(robot.market, robot.code)) throw notFound('Robot not found');
  return robot;
}

export function detail(ctx: Ctx, id: number): Robot {
  return robotView(ctx, rentable(ctx, id), true);
}

/** A rental as the purchase history shows it: its income is its account's real P&L, never a promised rate. */
async function rentalView(ctx: Ctx, row: RentalRow): Promise<RobotRental> {
  const amount = Decimal.from(row.amount);
  let equity: Decimal;
  if (row.returned !== null) {
    equity = Decimal.from(row.returned);
  } else {
    const account = await runner.strategyAccount(ctx.db, row.strategy_account_id);
    equity = account ? await runner.equityOf(ctx, account) : amount;
  }
  const status = rentalStatus({
    settled: row.state !== 'active',
    endsAt: row.ends_at,
    now: ctx.now(),
    marketOpen: marketOpen(ctx, row.market, row.code),
  });
  return {
    id: row.id,
    robotId: row.robot_id,
    robotName: row.robot_name,
    market: row.market,
    code: row.code,
    amount: amount.toFixed(2),
    days: row.days,
    fee: Decimal.from(row.fee).toFixed(2),
    status,
    statusLabel: ROBOT_RENTAL_STATUS_LABELS[status],
    income: rentalIncome(amount, Decimal.max(equity, Decimal.ZERO)).toFixed(2),
    equity: equity.toFixed(2),
    returned: row.returned === null ? null : Decimal.from(row.returned).toFixed(2),
    createTimeTimestamp: row.created_at,
    endTimeTimestamp: row.ends_at,
    settleTimeTimestamp: row.settled_at,
  };
}

const isShortOfFunds = (error: unknown) =>
  error instanceof AppError && error.code === 422 && error.message.startsWith('Insufficient balance');

/**
 * Rents a robot: in one money transaction a strategy account of its own is made (a system user of the runner), the
 * fee goes from Balance to house robot_fees and the amount from Balance to that account, the rental is stored and the
 * account starts trading. Short of funds: 422 'Purchase failed' and nothing is taken (the ledger refuses the post,
 * under the Balance lock, so racing purchases can never overdraw).
 */
export async function buy(
  ctx: AppContext,
  userId: number,
  input: { robotId: number; days: number; amount: string },
  idempotency?: IdempotentRequest,
): Promise<RobotRental> {
  const robot = rentable(ctx, input.robotId);
  const check = rentalQuote(robot, input);
  if (!check.ok) throw badRequest(check.field, check.rule);
  const { quote } = check;
  let result: { row: RentalRow; delivery: inbox.Delivery | undefined };
  try {
    result = await ledger.withMoneyTx(ctx, async (trx) => {
      const now = ctx.now();
      // Only the rental is the stored answer: a retry with the same key answers it and tells the user nothing again.
      let delivery: inbox.Delivery | undefined;
      const row = await once(trx, idempotency, now, async () => {
        const account = await runner.createStrategyAccount(trx, now, {
          purpose: ROBOT_PURPOSE,
          name: robot.name,
          rules: robot.rules,
          market: robot.market,
          code: robot.code,
          leverage: robot.leverage,
          allocation: robot.allocation,
          candles: 'day',
        });
        const row = await repo.insert(trx, {
          user_id: userId,
          robot_id: robot.id,
          robot_name: robot.name,
          market: robot.market,
          code: robot.code,
          amount: quote.amount.toFixed(2),
          days: quote.days,
          fee: quote.fee.toFixed(2),
          strategy_account_id: account.id,
          strategy_user_id: account.userId,
          state: 'active',
          returned: null,
          created_at: now,
          ends_at: rentalEnd(now, quote.days),
          settled_at: null,
        });
        const robotAccount = userAccount(String(account.userId), account.account);
        await ledger.post(trx, robotRented(String(userId), robotAccount, quote.amount, quote.fee), {
          now,
          userId,
          memo: `robot rental ${row.id}: ${robot.name}, ${quote.days} days`,
          idempotencyKey: idempotency?.key,
          reference: { type: 'robot_rental', id: row.id },
        });
        await runner.startStrategy(trx, account.id);
        delivery = await inbox.store(trx, now, rentalMessage(row, { kind: 'purchased' }));
        return row;
      });
      return { row, delivery };
    });
  } catch (error) {
    if (isShortOfFunds(error)) {
      throw new AppError(422, ROBOT_PURCHASE_FAILED, { reason: (error as AppError).message });
    }
    throw error;
  }
  const view = await rentalView(ctx, result.row);
  if (result.delivery) {
    notifyRobot(
      ctx,
      userId,
      { kind: 'purchased', rentalId: view.id, amount: view.amount, income: '0.00' },
      result.delivery,
    );
  }
  return view;
}

/**
 * What the user's rentals not yet settled hold, USD: the cash and margin on their strategy accounts, counted as the
 * user's own accounts are (so My's total assets does not drop by the amount a robot trades).
 */
export async function heldForUser(ctx: Pick<AppContext, 'db'>, userId: number): Promise<Decimal> {
  const ids = (await repo.unsettledAccounts(ctx.db, userId)).map((r) => r.strategy_user_id);
  if (ids.length === 0) return Decimal.ZERO;
  const held = [...(await ledger.balancesOf(ctx.db, ids)).values()].flat().filter((a) => a.currency === 'USD');
  return Decimal.sum(held.flatMap((a) => [a.available, a.used]));
}

export async function orders(ctx: Ctx, userId: number, q: PageRequest): Promise<Page<RobotRental>> {
  const { offset, limit } = pageWindow(q);
  const [rows, total] = await Promise.all([repo.list(ctx.db, userId, offset, limit), repo.count(ctx.db, userId)]);
  return toPage(await Promise.all(rows.map((r) => rentalView(ctx, r))), total, q);
}

/** One rental with its robot and every trade of its account; another user's rental is 404 like a missing one. */
export async function orderDetail(ctx: Ctx, userId: number, id: number): Promise<RobotRentalDetail> {
  const row = await repo.findOwned(ctx.db, userId, id);
  if (!row) throw notFound('Rental not found');
  // Catalogue ids are never removed or reused (catalogue.ts).
  const robot = robotById(row.robot_id);
  if (!robot) throw new Error(`robot rental ${row.id} names robot ${row.robot_id}, which is not in the catalogue`);
  const [view, trades] = await Promise.all([
    rentalView(ctx, row),
    trading.tradeRecords(ctx, row.strategy_user_id, { pageNo: 1, pageSize: 100 }),
  ]);
  const { backtest: _, ...stated } = robotView(ctx, robot, false);
  return { ...view, robot: stated, trades: trades.data };
}

// ---------------------------------------------------------------------------------------------------------------------
// The end of a rental.

/**
 * Ends one rental whose period is over, once: the strategy stops trading, its positions are closed at market through
 * the trading engine (each close its own money transaction, guarded there), and once its account holds no position
 * what it holds goes back to Balance in one money transaction that moves the rental from ending to settled (the update
 * requires `ending`, so a second sweep, on this node or another, pays nothing). A position whose market is shut stays
 * open and the rental is settled by a later sweep. Answers whether it settled here.
 */
export async function settle(ctx: AppContext, id: number, watch: runner.PositionWatch): Promise<boolean> {
  const now = ctx.now();
  let row = await repo.byId(ctx.db, id);
  if (!row || row.state === 'settled' || now < row.ends_at) return false;
  if (row.state === 'active') row = (await repo.update(ctx.db, id, 'active', { state: 'ending' })) ?? row;
  const account = await runner.strategyAccount(ctx.db, row.strategy_account_id);
  if (!account) throw new Error(`robot rental ${id} has no strategy account ${row.strategy_account_id}`);
  await runner.stopStrategy(ctx.db, account.id);
  await runner.flatten(ctx, account, watch);
  const settled = await ledger.withMoneyTx(ctx, async (trx) => {
    const locked = await repo.lock(trx, id);
    if (!locked || locked.state !== 'ending') return undefined;
    const held = await ledger.lockedBalance(trx, account.userId, account.account, now);
    // Margin still in use: a position is open (its market shut, or a step that began before the stop); later.
    if (!held.used.isZero()) return undefined;
    if (held.available.isPositive()) {
      await ledger.post(
        trx,
        robotReturned(userAccount(String(account.userId), account.account), String(locked.user_id), held.available),
        {
          now,
          userId: locked.user_id,
          memo: `robot rental ${id} ended: ${locked.robot_name}`,
          reference: { type: 'robot_rental', id },
        },
      );
    }
    const done = await repo.update(trx, id, 'ending', {
      state: 'settled',
      returned: held.available.toString(),
      settled_at: now,
    });
    if (!done) throw new Error(`robot rental ${id} changed while locked`);
    const income = rentalIncome(done.amount, held.available).toFixed(2);
    const delivery = await inbox.store(trx, now, rentalMessage(done, { kind: 'settled', income }));
    return { row: done, income, delivery };
  });
  if (!settled) return false;
  const event: RobotEvent = {
    kind: 'settled',
    rentalId: id,
    amount: Decimal.from(settled.row.amount).toFixed(2),
    income: settled.income,
  };
  notifyRobot(ctx, settled.row.user_id, event, settled.delivery);
  return true;
}

const SWEEP_BATCH = 50;
/** Batches per sweep at most; the next sweep starts again from the first. */
const SWEEP_ROUNDS = 20;

/**
 * The leader's sweep: every rental whose period is over is ended, each on its own (one failing stops no other). It
 * pages through them by id, so rentals waiting for their market to open (a position still to close) never hold
 * back the ones behind them.
 */
export async function settleDue(ctx: AppContext, watch: runner.PositionWatch): Promise<number> {
  let settled = 0;
  let afterId = 0;
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const due = await repo.due(ctx.db, ctx.now(), afterId, SWEEP_BATCH);
    for (const { id } of due) {
      afterId = id;
      try {
        if (await settle(ctx, id, watch)) settled++;
      } catch (err) {
        ctx.log.error({ err, robotRental: id }, 'robot rental settlement failed');
      }
    }
    if (due.length < SWEEP_BATCH) break;
  }
  return settled;
}
