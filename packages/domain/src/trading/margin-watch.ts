import { Decimal } from '../money/decimal.ts';
import type { AccountFigures, OpenPosition } from './account.ts';
import { checkQuantity } from './terms.ts';

/**
 * Whether an account stays clear of a margin call (cross level above 100 %) even if the price of every cross
 * position it holds moves against it by `move` (a fraction of the price now, e.g. 0.25) at once, at today's FX rates:
 * a move of m takes m × q × cs × mark × rate off a position's USD P&L, long or short, so the account stays clear when
 * crossEquity − crossUsed > m × Σ q × cs × mark × rate over its cross positions. Exact (scaled integers, no rounding).
 * An account with no cross position is clear. The leader's margin sweep reads such accounts less often (docs/decisions.md,
 * "The margin sweep reads an account as often as its risk needs").
 */
export function clearOfMarginCallAfter(
  figures: Pick<AccountFigures, 'crossEquity' | 'crossUsed'>,
  positions: readonly OpenPosition[],
  move: Decimal,
): boolean {
  // Each value is q × cs × mark × rate with three factors scaled by 10^18: the sum carries 10^54 more than USD.
  let value = 0n;
  let cross = false;
  for (const p of positions) {
    if (p.mode !== 'cross') continue;
    cross = true;
    value += BigInt(checkQuantity(p.quantity)) * Decimal.from(p.contractSize).scaled * p.mark.scaled * p.fx.rate.scaled;
  }
  if (!cross) return true;
  const room = figures.crossEquity.scaled - figures.crossUsed.scaled;
  return room * 10n ** 54n > move.scaled * value;
}
