import type { Market } from '@bourse/contract';
import type { Live } from '../../market-data/market-data.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';

export const INSTRUMENT_NOT_FOUND = 'Instrument not found';

/** A quoted instrument by market and code, or 404. */
export function requireLive(ctx: AppContext, market: Market, code: string): Live {
  const live = ctx.market.live(market, code);
  if (!live) throw notFound(INSTRUMENT_NOT_FOUND);
  return live;
}

/** A quoted instrument by code, in the given market or else the first that lists it, or 404. */
export function requireLiveByCode(ctx: AppContext, code: string, market?: Market): Live {
  const live = ctx.market.liveByCode(code, market);
  if (!live) throw notFound(INSTRUMENT_NOT_FOUND);
  return live;
}
