import type { RobotBacktest } from '@bourse/contract';
import { Decimal, maxDrawdown, returnSince, runStrategy, warmUp } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import * as trading from '../trading/service.ts';
import type { RobotDefinition } from './catalogue.ts';

/** What each backtest starts with (USD), stated with it. */
export const BACKTEST_CAPITAL = '10000';

type Ctx = Pick<AppContext, 'db' | 'market' | 'config' | 'now'>;

/**
 * The backtests of the live trading day, by robot. The past year of candles is fixed for a trading day (the history
 * is seeded by date and pinned to the previous close), so each robot's run is computed once a day on each node; it is
 * derived data, the same on every node.
 */
const cache = new Map<number, { day: string; backtest: RobotBacktest | null }>();

/**
 * The robot's rules run over the simulator's past year of daily candles (the live day left out, as it has not
 * closed), the way the runner trades them: next-open fills, whole lots, the trading fee each way, a stop-out at half
 * the margin (packages/domain/src/strategies, runStrategy). Null when the instrument has too little history.
 */
export function backtestOf(ctx: Ctx, robot: RobotDefinition): RobotBacktest | null {
  const live = ctx.market.live(robot.market, robot.code);
  if (!live) return null;
  const day = `${live.tick.tradeDate}:${live.tick.prevClose}`;
  const cached = cache.get(robot.id);
  if (cached?.day === day) return cached.backtest;
  const backtest = compute(ctx, robot, live);
  cache.set(robot.id, { day, backtest });
  return backtest;
}

function compute(
  ctx: Ctx,
  robot: RobotDefinition,
  live: NonNullable<ReturnType<Ctx['market']['live']>>,
): RobotBacktest | null {
  const candles = ctx.market.history.daily(live.inst, live.tick).slice(0, -1);
  if (candles.length <= warmUp(robot.rules)) return null;
  const terms = trading.tradeTerms(ctx, { stockCode: robot.code, market: robot.market });
  const run = runStrategy(robot.rules, candles, {
    capital: BACKTEST_CAPITAL,
    leverage: robot.leverage,
    lotSize: terms.lotSize,
    contractSize: terms.contractSize,
    fee: { rate: terms.feeRate, minimum: terms.feeMinimum },
  });
  const first = run.equity[0];
  const last = run.equity.at(-1);
  if (!first || !last) return null;
  return {
    capital: Decimal.from(BACKTEST_CAPITAL).toFixed(2),
    from: first.t,
    to: last.t,
    returnRate: (
      returnSince([{ t: 0, equity: Decimal.from(BACKTEST_CAPITAL) }, ...run.equity], 0) ?? Decimal.ZERO
    ).toFixed(4),
    maxDrawdown: maxDrawdown(run.equity).toFixed(4),
    trades: run.trades.length,
    points: run.equity.map((p) => ({ t: p.t, equity: p.equity.toFixed(2) })),
  };
}
