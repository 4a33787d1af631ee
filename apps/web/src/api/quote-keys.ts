import type { KlineType, Market } from '@bourse/contract';
import type { QuoteRef } from '../lib/quote-ref';

/**
 * Query keys of a quote screen's data. The quote screen reads them; the watchlist writes the detail's watchlist
 * flag after adding or removing, so the keys sit below both features.
 */
export const quoteScreenKeys = {
  all: ['quoteScreen'] as const,
  /** Every cached detail of one instrument, whoever asked for it. */
  instrument: (market: Market, code: string) => [...quoteScreenKeys.all, 'detail', market, code] as const,
  /** The detail says whether the instrument is on the caller's watchlist, so it is kept per user. */
  detail: (ref: QuoteRef, userId: number) => [...quoteScreenKeys.instrument(ref.market, ref.code), userId] as const,
  kline: (ref: QuoteRef, type: KlineType) => [...quoteScreenKeys.all, 'kline', ref.market, ref.code, type] as const,
};
