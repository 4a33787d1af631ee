import type { KlineType } from '@bourse/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { useSession } from '../../session/useSession';
import type { QuoteRef } from './open-quote';

export const quoteScreenKeys = {
  all: ['quoteScreen'] as const,
  /** The detail says whether the instrument is on the caller's watchlist, so it is kept per user. */
  detail: (ref: QuoteRef, userId: number) => [...quoteScreenKeys.all, 'detail', ref.market, ref.code, userId] as const,
  kline: (ref: QuoteRef, type: KlineType) => [...quoteScreenKeys.all, 'kline', ref.market, ref.code, type] as const,
};

export function useStockDetail(ref: QuoteRef | null) {
  const api = useApi();
  const { token, user } = useSession();
  const userId = token ? (user?.id ?? -1) : 0;
  return useQuery({
    queryKey: ref ? quoteScreenKeys.detail(ref, userId) : [...quoteScreenKeys.all, 'none'],
    queryFn: ref
      ? ({ signal }) => api.call('stockDetail', { stockCode: ref.code, market: ref.market }, { signal })
      : skipToken,
  });
}

export function useKline(ref: QuoteRef, type: KlineType) {
  const api = useApi();
  return useQuery({
    queryKey: quoteScreenKeys.kline(ref, type),
    queryFn: ({ signal }) => api.call('kline', { stockCode: ref.code, market: ref.market, type }, { signal }),
    // A period already seen shows at once while it is fetched again.
    placeholderData: (previous) => previous,
  });
}
