import { group } from '../../lib/format';

/** About half a price label's height: a tick label this close to the last value's label is partly hidden under it. */
export const LABEL_CLEARANCE_PX = 12;

/** The chart's own tick values are floats (996000.0000000001): whole within this. */
const WHOLE_WITHIN = 1e-6;

/**
 * An equity curve's amount axis (display only: the chart's own float values). Grouped as the app writes amounts,
 * without cents when every tick is a whole amount, and blank where the last value's label (`labelY`, null when not
 * drawn) covers a tick: lightweight-charts draws both, the label over half a tick's digits.
 */
export function amountTicks(
  prices: readonly number[],
  toY: (price: number) => number | null,
  labelY: number | null,
): string[] {
  const whole = prices.every((p) => Math.abs(p - Math.round(p)) < WHOLE_WITHIN);
  return prices.map((price) => {
    const y = labelY === null ? null : toY(price);
    if (y !== null && labelY !== null && Math.abs(y - labelY) < LABEL_CLEARANCE_PX) return '';
    return group(price.toFixed(whole ? 0 : 2));
  });
}
