import { z } from 'zod';
import { decimalString } from './fields.ts';

/** The candles a strategy's rules read: daily candles, or the one-minute candles of the session. */
export const STRATEGY_CANDLES = ['day', 'minute'] as const;
export type StrategyCandle = (typeof STRATEGY_CANDLES)[number];

const candle = z.enum(STRATEGY_CANDLES);
const candleCount = z.number().int();

/**
 * A strategy's rules as figures (packages/domain's `StrategyRules`) with the candles they read: what the app writes the
 * rules' sentence from, in the user's language (docs/decisions.md, Languages). The `rules` field beside it says the
 * same in English, written by the server, and stays for API compatibility and the back office.
 */
export const statedRulesSchema = z.discriminatedUnion('kind', [
  /** Long while the `fast`-candle average is above the `slow`-candle one; short (or flat) while below. */
  z.object({ kind: z.literal('trend'), fast: candleCount, slow: candleCount, allowShort: z.boolean(), candle }),
  /** Long `band` mean absolute deviations below the `window`-candle average, flat back at it; shorts mirrored. */
  z.object({ kind: z.literal('reversion'), window: candleCount, band: decimalString, allowShort: z.boolean(), candle }),
  /** Long above the highest high of `entry` candles, flat below the lowest low of `exit` candles. */
  z.object({ kind: z.literal('breakout'), entry: candleCount, exit: candleCount, candle }),
]);
export type StatedRules = z.infer<typeof statedRulesSchema>;
