import type { Market, Quote } from '@bourse/contract';
import type { Instrument } from '../../market-data/instruments.ts';
import type { Live } from '../../market-data/market-data.ts';
import type { AppContext } from '../../platform/context.ts';
import { formatDateTime } from '../../platform/time.ts';
import * as watchlist from '../watchlist/service.ts';
import { requireLive } from './lookup.ts';
import { profileOf } from './profile.ts';

/** Futures shown beside a stock, by its sector; anything else gets gold and crude oil. */
const RELATED_FUTURES: Record<string, readonly string[]> = {
  Energy: ['CL', 'BZ', 'NG'],
  Materials: ['GC', 'SI', 'HG'],
  'Consumer Staples': ['ZC', 'ZS', 'ZW', 'KC', 'SB'],
};
const DEFAULT_RELATED = ['GC', 'CL'];

function relatedFutures(ctx: AppContext, inst: Instrument): Quote[] {
  const codes = RELATED_FUTURES[inst.sector] ?? DEFAULT_RELATED;
  return codes.flatMap((code) => {
    if (inst.market === 'FUTURES' && inst.code === code) return [];
    return ctx.market.live('FUTURES', code)?.quote ?? [];
  });
}

function futuresTerms({ inst, tick }: Live) {
  const origin = inst.origin;
  if (!('contractCode' in origin)) return undefined;
  return {
    openInterest: tick.openInterest ?? '0',
    openInterestChange: tick.openInterestChange ?? '0',
    prevSettle: tick.prevSettle ?? tick.prevClose,
    expiryDate: origin.expiryDate,
    lastTradingDay: origin.lastTradingDay,
    contractCode: origin.contractCode,
    contractSize: origin.contractSize,
    unit: origin.unit,
  };
}

const NEW_YORK = 'America/New_York';

export async function stockDetail(ctx: AppContext, input: { stockCode: string; market: Market }, userId?: number) {
  const live = requireLive(ctx, input.market, input.stockCode);
  const { inst, tick, quote } = live;
  const range = ctx.market.history.range52w(inst, tick);
  const onWatchlist = userId !== undefined && (await watchlist.contains(ctx, userId, inst.market, inst.code));
  return {
    stockInfo: {
      ...quote,
      sector: inst.sector,
      lotSize: inst.lotSize,
      tickSize: inst.tickSize,
      high52w: range.high,
      low52w: range.low,
      profile: profileOf(inst),
      futures: futuresTerms(live),
    },
    selfSelectStatus: onWatchlist ? (1 as const) : (0 as const),
    currencyUsDatetime: formatDateTime(ctx.now(), NEW_YORK),
    relatedFutures: relatedFutures(ctx, inst),
  };
}
