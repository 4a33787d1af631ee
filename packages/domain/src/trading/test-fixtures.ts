import { Decimal } from '../money/decimal.ts';
import type { OpenPosition } from './account.ts';
import { USD_FX } from './fx.ts';
import type { BidAsk } from './terms.ts';

/** Shorthands for the trading tests. */
export const D = (s: string | number): Decimal => Decimal.from(s);
export const quote = (bid: string, ask: string): BidAsk => ({ bid: D(bid), ask: D(ask) });
/** Canonical strings, so a table compares as text. */
export const str = (d: Decimal | null | undefined): string | null | undefined => (d == null ? d : d.toString());

/** A USD position with contract size 1, for the account and risk tables. */
export function usdPosition(
  id: number,
  side: 'long' | 'short',
  mode: 'isolated' | 'cross',
  entry: string,
  quantity: number,
  margin: string,
  mark: string,
): OpenPosition {
  return {
    id,
    side,
    mode,
    entryPrice: D(entry),
    quantity,
    contractSize: '1',
    margin: D(margin),
    mark: D(mark),
    fx: USD_FX,
  };
}
