import type { KlineType } from '@bourse/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { quoteScreenKeys, stockDetailQuery } from '../../api/quote-keys';
import type { QuoteRef } from '../../lib/quote-ref';
import { useSession } from '../../session/useSession';

export function useStockDetail(ref: QuoteRef | null) {
  const api = useApi();
  return useQuery(stockDetailQuery(api, ref, useSession()));
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
