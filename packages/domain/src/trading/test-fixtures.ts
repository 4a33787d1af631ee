import { Decimal } from '../money/decimal.ts';
import type { BidAsk } from './terms.ts';

/** Shorthands for the trading tests. */
export const D = (s: string | number): Decimal => Decimal.from(s);
export const quote = (bid: string, ask: string): BidAsk => ({ bid: D(bid), ask: D(ask) });
/** Canonical strings, so a table compares as text. */
export const str = (d: Decimal | null | undefined): string | null | undefined => (d == null ? d : d.toString());
