import type { KlineType } from '@bourse/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { quoteScreenKeys } from '../../api/quote-keys';
import type { QuoteRef } from '../../lib/quote-ref';
import { useSession } from '../../session/useSession';

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
