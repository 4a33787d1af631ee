import { Decimal, type DecimalInput } from '../money/decimal.ts';
import type { FeeSchedule } from '../money/fees.ts';
import {
  type AccountFigures,
  accountFigures,
  type OpenPosition,
  type PositionId,
  positionPnl,
  STOP_OUT_PERCENT,
} from './account.ts';
import { ceilDiv } from './exact.ts';
import { roundToTick } from './pricing.ts';
import { closeSettlement } from './settlement.ts';
import { checkQuantity } from './terms.ts';

/**
 * Stop-out (docs/design.md §5): while the cross margin level is below 50 %, close the most-losing cross position at
 * its mark (by USD P&L, ties by id), releasing its margin and realising its P&L less its close fee, and look again.
 * Returns the ids to close, in order; empty when the level is not below 50 %.
 */
export function stopOutPlan(
  available: Decimal,
  crossPositions: readonly OpenPosition[],
  closeFee?: FeeSchedule,
): PositionId[] {
  let remaining = crossPositions.filter((p) => p.mode === 'cross');
  const order = remaining
    .map((p) => ({ p, pnl: positionPnl(p).amount }))
    .sort((a, b) => a.pnl.cmp(b.pnl) || compareIds(a.p.id, b.p.id))
    .map(({ p }) => p);
  let cash = available;
  const plan: PositionId[] = [];
  for (const p of order) {
    const level = accountFigures(cash, remaining).crossLevel;
    if (level === null || level.gte(STOP_OUT_PERCENT)) break;
    const s = closeSettlement({
      position: p,
      quantity: p.quantity,
      exitPrice: p.mark,
      fx: p.fx,
      available: cash,
      fee: closeFee,
    });
    cash = cash.add(s.availableChange);
    remaining = remaining.filter((x) => x !== p);
    plan.push(p.id);
  }
  return plan;
}

function compareIds(a: PositionId, b: PositionId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** An isolated position is liquidated when its loss reaches half its margin: P&L ≤ −50 % × margin. */
export function isolatedLiquidates(position: OpenPosition): boolean {
  return position.mode === 'isolated' && positionPnl(position).amount.lte(position.margin.div(2).neg());
}

export interface LiquidationContext {
  tickSize: DecimalInput;
  /** Cross only: the account's available balance, USD. */
  available?: Decimal | undefined;
  /** Cross only: the account's cross positions (this one may be among them; it is left out by id). */
  crossPositions?: readonly OpenPosition[] | undefined;
}

/**
 * The mark at which the position is closed by the risk rules, at today's FX rate, other prices unchanged:
 * - isolated: P&L = −½ × margin, i.e. long entry − ½·margin / (q·cs·rate), short entry + …;
 * - cross: the cross margin level reaches 50 % with the other cross positions as they are.
 * Rounded to the tick grid on the safe side (long up, short down: the price is reached no later than the exact one);
 * null when it would be at or below zero.
 */
export function liquidationPrice(position: OpenPosition, context: LiquidationContext): Decimal | null {
  if (position.mode === 'isolated') return isolatedLiquidationPrice(position, context.tickSize);
  const others = (context.crossPositions ?? []).filter((p) => p.mode === 'cross' && p.id !== position.id);
  const figures = accountFigures(context.available ?? Decimal.ZERO, others);
  return priceAtBuffer(position, crossBuffer(position, figures.crossUsed, figures.crossEquity), context.tickSize);
}

/**
 * The liquidation price of a position counted in its account's `figures` (accountFigures with it among the
 * positions, valued at the same marks as `position`): as `liquidationPrice` gives it, but from the account's cross
 * sums, which the caller has already. A cross position's buffer is crossUsed × 50 % − crossEquity + its own P&L (its
 * margin and P&L cancel out of the others' sums), so an account of n positions costs n steps for all their prices,
 * not n². Figures of another valuation (another mark) would not cancel out: the caller values both at once.
 */
export function liquidationPriceIn(
  position: OpenPosition,
  figures: Pick<AccountFigures, 'crossUsed' | 'crossEquity'>,
  tickSize: DecimalInput,
): Decimal | null {
  return liquidationPricer(figures)(position, tickSize);
}

/**
 * `liquidationPriceIn` for many positions of one account's `figures`: the account's part of every cross position's
 * buffer (crossUsed × 50 % − crossEquity) is worked out once.
 */
export function liquidationPricer(
  figures: Pick<AccountFigures, 'crossUsed' | 'crossEquity'>,
): (position: OpenPosition, tickSize: DecimalInput) => Decimal | null {
  const accountPart = stopOutUsed(figures.crossUsed).sub(figures.crossEquity);
  return (position, tickSize) =>
    position.mode === 'isolated'
      ? isolatedLiquidationPrice(position, tickSize)
      : priceAtBuffer(position, accountPart.add(positionPnl(position).amount), tickSize);
}

/** An isolated position is liquidated when its loss reaches half its margin (see `isolatedLiquidates`). */
const isolatedLiquidationPrice = (position: OpenPosition, tickSize: DecimalInput): Decimal | null =>
  priceAtBuffer(position, position.margin.div(2).neg(), tickSize);

/** The cross equity at which the account is stopped out: crossUsed × 50 %. */
const stopOutUsed = (crossUsed: Decimal): Decimal => crossUsed.mul(STOP_OUT_PERCENT).div(100);

/** The USD P&L a cross position may still take: crossEquity(P) = others' equity + margin + P&L(P) = crossUsed × 50 %. */
function crossBuffer(position: OpenPosition, othersUsed: Decimal, othersEquity: Decimal): Decimal {
  return stopOutUsed(othersUsed.add(position.margin)).sub(othersEquity).sub(position.margin);
}

/** 10^36: a scaled buffer divided by two more scaled factors (contract size, rate) needs it to stay scaled. */
const SCALED_SQUARED = 10n ** 36n;

/** The price at which the position's USD P&L is `buffer` (a signed amount), on the tick grid on the safe side. */
function priceAtBuffer(position: OpenPosition, buffer: Decimal, tickSize: DecimalInput): Decimal | null {
  const quantity = checkQuantity(position.quantity);
  const contractSize = Decimal.from(position.contractSize);
  // The price moves from entry by ⌈buffer / (q·cs·rate)⌉ on the 10^-18 grid, exactly: scaled values carry 10^18 each.
  const denominator = BigInt(quantity) * contractSize.scaled * position.fx.rate.scaled;
  if (denominator <= 0n) return null;
  const step = Decimal.fromScaled(ceilDiv(buffer.scaled * SCALED_SQUARED, denominator));
  if (position.side === 'long') {
    const price = position.entryPrice.add(step);
    return price.isPositive() ? roundToTick(price, tickSize, 'up') : null;
  }
  const price = roundToTick(position.entryPrice.sub(step), tickSize, 'down');
  return price.isPositive() ? price : null;
}
