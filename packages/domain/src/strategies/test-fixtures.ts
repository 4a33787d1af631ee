import type { Candle } from '../market/candles.ts';
import { Decimal } from '../money/decimal.ts';

const DAY = 86_400_000;

/** Daily candles from closes: each opens at the previous close (the first at its own), high and low at the extremes. */
export function pathOf(closes: readonly (string | number)[]): Candle[] {
  let previous = String(closes[0]);
  return closes.map((c, i) => {
    const close = String(c);
    const [low, high] = [Decimal.from(previous), Decimal.from(close)].sort((a, b) => a.cmp(b));
    const candle = { t: i * DAY, open: previous, high: String(high), low: String(low), close, volume: '1000' };
    previous = close;
    return candle;
  });
}

export const dayT = (i: number): number => i * DAY;
