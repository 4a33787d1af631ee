import { Decimal } from '../money/decimal.ts';
import { highest, lowest, meanAbsoluteDeviation, sma } from './indicators.ts';

/** What a strategy wants to hold after a candle closes. */
export type Exposure = 'long' | 'short' | 'flat';

/**
 * The rule-based strategies institutions and rented robots run. Each is a pure function of the closed candles, with
 * parameters that are stated to the user before they follow or rent it (`describeRules`).
 */
export type StrategyRules =
  /** Moving-average crossover: long while the fast average is above the slow one; short (or flat) while below. */
  | { kind: 'trend'; fast: number; slow: number; allowShort: boolean }
  /**
   * Mean reversion: long when the close falls `band` mean absolute deviations below its `window` average, flat again
   * once it is back at the average; the mirror image for shorts when allowed.
   */
  | { kind: 'reversion'; window: number; band: string; allowShort: boolean }
  /** Channel breakout: long when the close beats the highest high of `entry` candles, flat below the lowest low of `exit`. */
  | { kind: 'breakout'; entry: number; exit: number };

/** The closed candles a strategy reads, oldest first, as exact decimals. */
export interface Series {
  readonly close: readonly Decimal[];
  readonly high: readonly Decimal[];
  readonly low: readonly Decimal[];
}

/** How many closed candles a strategy needs before it can say anything. */
export function warmUp(rules: StrategyRules): number {
  switch (rules.kind) {
    case 'trend':
      return rules.slow;
    case 'reversion':
      return rules.window;
    case 'breakout':
      return Math.max(rules.entry, rules.exit) + 1;
  }
}

/** Refuses rules no one could run (zero windows, a fast average slower than the slow one, a negative band). */
export function checkRules(rules: StrategyRules): StrategyRules {
  const whole = (n: number, name: string) => {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`${name} must be a whole number of at least 1, got ${n}`);
  };
  switch (rules.kind) {
    case 'trend':
      whole(rules.fast, 'fast');
      whole(rules.slow, 'slow');
      if (rules.fast >= rules.slow) throw new RangeError('fast must be shorter than slow');
      break;
    case 'reversion':
      whole(rules.window, 'window');
      if (!Decimal.from(rules.band).isPositive()) throw new RangeError('band must be positive');
      break;
    case 'breakout':
      whole(rules.entry, 'entry');
      whole(rules.exit, 'exit');
      break;
  }
  return rules;
}

/**
 * The exposure the rules want after the last candle of `series`, given what is held now. Undefined data (not enough
 * candles yet) keeps what is held, which at the start is flat.
 */
export function targetExposure(rules: StrategyRules, series: Series, held: Exposure): Exposure {
  switch (rules.kind) {
    case 'trend':
      return trend(rules, series.close, held);
    case 'reversion':
      return reversion(rules, series.close, held);
    case 'breakout':
      return breakout(rules, series, held);
  }
}

function trend(rules: Extract<StrategyRules, { kind: 'trend' }>, close: readonly Decimal[], held: Exposure): Exposure {
  const fast = sma(close, rules.fast);
  const slow = sma(close, rules.slow);
  if (!fast || !slow || fast.eq(slow)) return held;
  if (fast.gt(slow)) return 'long';
  return rules.allowShort ? 'short' : 'flat';
}

function reversion(
  rules: Extract<StrategyRules, { kind: 'reversion' }>,
  close: readonly Decimal[],
  held: Exposure,
): Exposure {
  const mean = sma(close, rules.window);
  const spread = meanAbsoluteDeviation(close, rules.window);
  const last = close.at(-1);
  if (!mean || !spread || !last) return held;
  const reach = spread.mul(rules.band);
  if (held === 'long') return last.gte(mean) ? 'flat' : 'long';
  if (held === 'short') return last.lte(mean) ? 'flat' : 'short';
  if (spread.isZero()) return 'flat';
  if (last.lt(mean.sub(reach))) return 'long';
  if (rules.allowShort && last.gt(mean.add(reach))) return 'short';
  return 'flat';
}

function breakout(rules: Extract<StrategyRules, { kind: 'breakout' }>, series: Series, held: Exposure): Exposure {
  const last = series.close.at(-1);
  // The channel is made of the candles before the last one: a close cannot break a channel it is part of.
  const upper = highest(series.high.slice(0, -1), rules.entry);
  const lower = lowest(series.low.slice(0, -1), rules.exit);
  if (!last || !upper || !lower) return held;
  if (held === 'long') return last.lt(lower) ? 'flat' : 'long';
  return last.gt(upper) ? 'long' : 'flat';
}

/**
 * The rules in one sentence, as shown before a user follows or rents the strategy; `candle` names the candles they
 * read (daily by default, or one-minute candles of the session).
 */
export function describeRules(rules: StrategyRules, candle: 'day' | 'minute' = 'day'): string {
  switch (rules.kind) {
    case 'trend':
      return (
        `Holds a long position while the ${rules.fast}-${candle} average price is above the ${rules.slow}-${candle} average` +
        (rules.allowShort ? ', and a short position while it is below.' : ', and no position while it is below.')
      );
    case 'reversion':
      return (
        `Buys when the price falls ${rules.band} average deviations below its ${rules.window}-${candle} average and sells ` +
        'when it is back at the average' +
        (rules.allowShort ? '; sells short on the same rise above the average and buys back at the average.' : '.')
      );
    case 'breakout':
      return (
        `Buys when the price closes above the highest price of the last ${candles(rules.entry, candle)} and sells when ` +
        `it closes below the lowest price of the last ${candles(rules.exit, candle)}.`
      );
  }
}

/** "20 days", "1 day". */
const candles = (n: number, candle: 'day' | 'minute') => `${n} ${candle}${n === 1 ? '' : 's'}`;
