import type { Market, WatchlistRow } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider';
import { quoteScreenKeys } from '../../api/quote-keys';
import { showToast } from '../../ui/toast';
import { watchlistKeys } from './queries';

interface Instrument {
  stockCode: string;
  market: Market;
}

/** Marks the instrument on (1) or off (0) the watchlist in every cached quote detail of it. */
function useSetDetailStatus() {
  const queryClient = useQueryClient();
  return ({ stockCode, market }: Instrument, status: 0 | 1) =>
    queryClient.setQueriesData<{ selfSelectStatus: 0 | 1 }>(
      { queryKey: quoteScreenKeys.instrument(market, stockCode) },
      (detail) => detail && { ...detail, selfSelectStatus: status },
    );
}

export function useAddToWatchlist() {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setStatus = useSetDetailStatus();
  return useMutation({
    mutationFn: (instrument: Instrument) => api.call('watchlistSave', instrument),
    onSuccess: (_result, instrument) => {
      setStatus(instrument, 1);
      showToast(t('watchlist.added'));
      return queryClient.invalidateQueries({ queryKey: watchlistKeys.all });
    },
  });
}

/**
 * Removes an entry: by its id when known, otherwise by stock code (docs/product.md §5). The watchlist drops the row at
 * once and gets it back if the server refuses.
 */
export function useRemoveFromWatchlist() {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setStatus = useSetDetailStatus();
  return useMutation({
    mutationFn: ({ id, stockCode, market }: Instrument & { id?: number }) =>
      id !== undefined
        ? api.call('watchlistDelete', {}, { params: { id } })
        : api.call('watchlistDeleteByCode', { market }, { params: { stockCode } }),
    onMutate: async ({ id, stockCode, market }) => {
      await queryClient.cancelQueries({ queryKey: watchlistKeys.rows() });
      const before = queryClient.getQueryData<WatchlistRow[]>(watchlistKeys.rows());
      queryClient.setQueryData<WatchlistRow[]>(watchlistKeys.rows(), (rows) =>
        rows?.filter((row) => (id !== undefined ? row.id !== id : !(row.f12 === stockCode && row.market === market))),
      );
      return { before };
    },
    onError: (_error, _instrument, context) => {
      if (context?.before) queryClient.setQueryData(watchlistKeys.rows(), context.before);
    },
    onSuccess: (_result, instrument) => {
      setStatus(instrument, 0);
      showToast(t('watchlist.removed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
