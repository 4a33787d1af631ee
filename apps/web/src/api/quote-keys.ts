import type { KlineType, Market } from '@bourse/contract';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { QuoteRef } from '../lib/quote-ref';
import type { SessionSnapshot } from '../session/session-store';
import type { BourseApi } from './api';

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

/**
 * The detail's query as `session` asks it (none without an instrument): kept under the user's id, 0 for a visitor, -1 while a session's user is
 * still loading. The quote screens read it (features/quote); the app's start fills it from the page's early request
 * (app/opening-data.ts).
 */
export function stockDetailQuery(api: BourseApi, ref: QuoteRef | null, { token, user }: SessionSnapshot) {
  return queryOptions({
    queryKey: ref ? quoteScreenKeys.detail(ref, token ? (user?.id ?? -1) : 0) : [...quoteScreenKeys.all, 'none'],
    queryFn: ref
      ? ({ signal }) => api.call('stockDetail', { stockCode: ref.code, market: ref.market }, { signal })
      : skipToken,
  });
}
