import type { StrategySpec } from '../strategy-runner/service.ts';

const DAY_MS = 86_400_000;
/** 1970-01-05 was a Monday: weekly cycles start on Mondays at 00:00 UTC. */
const MONDAY_ANCHOR = 4 * DAY_MS;

/** An institution as the platform seeds it (docs/decisions.md, Copy trading). */
export interface InstitutionSeed {
  slug: string;
  name: string;
  description: string;
  strategy: Omit<StrategySpec, 'purpose' | 'name'>;
  /** House capital placed in its account at the start (USD). */
  capital: string;
  cycleMs: number;
  cycleAnchor: number;
  /** The fraction of a follower's gain it keeps. */
  profitShare: string;
}

/**
 * The institutions: each a stated rule on one instrument, traded through the engine from its own house-funded account.
 * The rules read one-minute candles of the session so that they trade within a day; nothing here states a return.
 */
export const INSTITUTIONS: readonly InstitutionSeed[] = [
  {
    slug: 'northgate-fx-trend',
    name: 'Northgate FX Trend',
    description: 'Follows the euro against the dollar, long or short, with the trend of the last twenty minutes.',
    strategy: {
      rules: { kind: 'trend', fast: 5, slow: 20, allowShort: true },
      market: 'FOREX',
      code: 'EURUSD',
      leverage: 10,
      allocation: '0.5',
      candles: 'minute',
    },
    capital: '1000000',
    cycleMs: DAY_MS,
    cycleAnchor: 0,
    profitShare: '0.2',
  },
  {
    slug: 'harbor-gold-breakout',
    name: 'Harbor Gold Breakout',
    description:
      'Buys gold futures when they break out of their recent range and steps aside when the range breaks down.',
    strategy: {
      rules: { kind: 'breakout', entry: 30, exit: 15 },
      market: 'FUTURES',
      code: 'GC',
      leverage: 10,
      allocation: '0.4',
      candles: 'minute',
    },
    capital: '2000000',
    cycleMs: 7 * DAY_MS,
    cycleAnchor: MONDAY_ANCHOR,
    profitShare: '0.25',
  },
  {
    slug: 'meridian-reversion',
    name: 'Meridian Mean Reversion',
    description: 'Buys Apple shares after a sharp dip below their average and sells them once the price is back.',
    strategy: {
      rules: { kind: 'reversion', window: 20, band: '1.5', allowShort: false },
      market: 'US',
      code: 'AAPL',
      leverage: 2,
      allocation: '0.8',
      candles: 'minute',
    },
    capital: '500000',
    cycleMs: 7 * DAY_MS,
    cycleAnchor: MONDAY_ANCHOR,
    profitShare: '0.15',
  },
  {
    slug: 'kestrel-cable-swing',
    name: 'Kestrel Cable Swing',
    description: 'Trades the pound against the dollar both ways, against stretched moves away from its average.',
    strategy: {
      rules: { kind: 'reversion', window: 30, band: '2', allowShort: true },
      market: 'FOREX',
      code: 'GBPUSD',
      leverage: 20,
      allocation: '0.5',
      candles: 'minute',
    },
    capital: '1000000',
    cycleMs: DAY_MS,
    cycleAnchor: 0,
    profitShare: '0.2',
  },
];
