import { Decimal, SCALE } from '../money/decimal.ts';
import type { AccountFigures, OpenPosition } from './account.ts';
import { ACCOUNT_CURRENCY, checkQuantity } from './terms.ts';

const ONE = 10n ** BigInt(SCALE);
/** A cent, scaled: what rounding one position's P&L to the cent can move the figures by, and more. */
const CENT = ONE / 100n;

/**
 * Whether an account stays clear of a margin call (its cross level, as the figures write it, above 100 %) even if the
 * price of every cross position it holds moves against it by `move` (a fraction of the price now, e.g. 0.25) at once.
 * The figures count a level of 100.004 % as 100 (a call) and round each position's P&L to the cent, so the room above
 * the call must exceed what the move can take by a ten-thousandth of the cross margin and a cent a position.
 *
 * What the move can take, in USD: from a position quoted in USD, m × q × cs × mark (long or short). From one quoted in
 * another currency the rate may move with the price itself (USDJPY's rate is 1 ÷ its own price, so a long loses
 * m ÷ (1 − m) × entry ÷ mark of its value when the price falls by m); it is counted at the larger of the two,
 * m ÷ (1 − m) × q × cs × max(mark, entry) × rate, which also holds for a rate that does not move. Worked out on scaled
 * integers, with no rounding. An account with no cross position is clear. The leader's margin sweep reads such
 * accounts less often (docs/decisions.md, "The margin sweep reads an account as often as its risk needs").
 */
export function clearOfMarginCallAfter(
  figures: Pick<AccountFigures, 'crossEquity' | 'crossUsed'>,
  positions: readonly OpenPosition[],
  move: Decimal,
): boolean {
  const m = move.scaled;
  if (m < 0n || m >= ONE) throw new RangeError(`A move is a fraction from 0 to 1, got ${move}`);
  // Each value is q × cs × price × rate, three factors scaled by 10^18: the sums carry 10^54 more than USD.
  let usd = 0n;
  let other = 0n;
  let count = 0n;
  for (const p of positions) {
    if (p.mode !== 'cross') continue;
    count++;
    const units = BigInt(checkQuantity(p.quantity)) * Decimal.from(p.contractSize).scaled * p.fx.rate.scaled;
    if (p.fx.currency === ACCOUNT_CURRENCY) usd += units * p.mark.scaled;
    else other += units * (p.mark.gt(p.entryPrice) ? p.mark : p.entryPrice).scaled;
  }
  if (count === 0n) return true;
  const room =
    figures.crossEquity.scaled - figures.crossUsed.scaled - figures.crossUsed.scaled / 10_000n - count * CENT;
  // room > m × usd + m ÷ (1 − m) × other, both sides times (1 − m) and brought to one scale (10^90).
  const rest = ONE - m;
  return room * ONE ** 3n * rest > m * (usd * rest + other * ONE);
}
