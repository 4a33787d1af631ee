/** Shared fixtures for the market tests (not exported from the package). */

import { Decimal } from '../money/decimal.ts';
import type { SimInstrument } from './instrument.ts';

/** Epoch ms of a UTC wall time; month is 1-based. */
export function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** True when `price` is a positive whole multiple of `tickSize`, checked exactly on scaled bigints. */
export function onTick(price: string, tickSize: string): boolean {
  const p = Decimal.from(price).scaled;
  const t = Decimal.from(tickSize).scaled;
  return p > 0n && p % t === 0n;
}

export const AAPL: SimInstrument = {
  code: 'AAPL',
  market: 'US',
  assetClass: 'stock',
  tickSize: '0.01',
  refPrice: '250.42',
  lotSize: 1,
  currency: 'USD',
};

export const TENCENT: SimInstrument = {
  code: '00700',
  market: 'HK',
  assetClass: 'stock',
  tickSize: '0.2',
  refPrice: '416.6',
  lotSize: 100,
  currency: 'HKD',
};

export const BBCA: SimInstrument = {
  code: 'BBCA',
  market: 'ID',
  assetClass: 'stock',
  tickSize: '25',
  refPrice: '9675',
  lotSize: 100,
  currency: 'IDR',
};

/** A penny stock two ticks above the floor: the walk must never reach zero. */
export const PENNY: SimInstrument = {
  code: 'GOTO',
  market: 'ID',
  assetClass: 'stock',
  tickSize: '1',
  refPrice: '2',
  lotSize: 100,
  currency: 'IDR',
  volatility: 'high',
};

export const SPX: SimInstrument = {
  code: '.SPX',
  market: 'INDEX',
  assetClass: 'index',
  tickSize: '0.01',
  refPrice: '5881.63',
  lotSize: 1,
  currency: 'USD',
  session: 'US',
};

export const FTSE: SimInstrument = {
  code: '.FTSE',
  market: 'INDEX',
  assetClass: 'index',
  tickSize: '0.01',
  refPrice: '8173.02',
  lotSize: 1,
  currency: 'GBP',
  session: 'LSE',
};

export const N225: SimInstrument = {
  code: '.N225',
  market: 'INDEX',
  assetClass: 'index',
  tickSize: '0.01',
  refPrice: '39894.54',
  lotSize: 1,
  currency: 'JPY',
  session: 'JPX',
};

export const GOLD: SimInstrument = {
  code: 'GC',
  market: 'FUTURES',
  assetClass: 'metal',
  tickSize: '0.1',
  refPrice: '2641.0',
  lotSize: 1,
  currency: 'USD',
};

const CRUDE: SimInstrument = {
  code: 'CL',
  market: 'FUTURES',
  assetClass: 'energy',
  tickSize: '0.01',
  refPrice: '71.72',
  lotSize: 1,
  currency: 'USD',
};

const CORN: SimInstrument = {
  code: 'ZC',
  market: 'FUTURES',
  assetClass: 'agriculture',
  tickSize: '0.0025',
  refPrice: '4.5825',
  lotSize: 1,
  currency: 'USD',
};

export const EURUSD: SimInstrument = {
  code: 'EURUSD',
  market: 'FOREX',
  assetClass: 'forex',
  tickSize: '0.00001',
  refPrice: '1.03540',
  lotSize: 1000,
  currency: 'USD',
};

export const USDJPY: SimInstrument = {
  code: 'USDJPY',
  market: 'FOREX',
  assetClass: 'forex',
  tickSize: '0.001',
  refPrice: '157.200',
  lotSize: 1000,
  currency: 'JPY',
};

export const US10Y: SimInstrument = {
  code: 'US10Y',
  market: 'BOND',
  assetClass: 'bond',
  tickSize: '0.0078125',
  refPrice: '100.015625',
  lotSize: 1,
  currency: 'USD',
};

export const ALL_FIXTURES: readonly SimInstrument[] = [
  AAPL,
  TENCENT,
  BBCA,
  PENNY,
  SPX,
  FTSE,
  N225,
  GOLD,
  CRUDE,
  CORN,
  EURUSD,
  USDJPY,
  US10Y,
];

/** Problems with a candle: off-grid prices, or low ≤ min(open, close) ≤ max(open, close) ≤ high broken. */
export function candleProblems(
  c: { open: string; high: string; low: string; close: string; volume: string },
  tickSize: string,
): string[] {
  const problems: string[] = [];
  for (const field of ['open', 'high', 'low', 'close'] as const) {
    if (!onTick(c[field], tickSize)) problems.push(`${field} ${c[field]} is not a positive multiple of ${tickSize}`);
  }
  const [o, h, l, cl] = [c.open, c.high, c.low, c.close].map((v) => Decimal.from(v)) as [
    Decimal,
    Decimal,
    Decimal,
    Decimal,
  ];
  if (l.gt(Decimal.min(o, cl))) problems.push(`low ${c.low} above min(open, close)`);
  if (h.lt(Decimal.max(o, cl))) problems.push(`high ${c.high} below max(open, close)`);
  if (!/^\d+$/.test(c.volume)) problems.push(`volume ${c.volume} is not a whole number`);
  return problems;
}
