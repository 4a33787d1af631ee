import type { TradingAccount } from '@bourse/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { deviceTimeZone } from '../../lib/date-time';
import type { Direction } from '../../lib/payment-ref';
import { type Instrument, tradeKeys } from '../../api/trade-keys';

/** docs/product.md §4 and §9: the Order lists refresh themselves every 20 seconds. */
export const ORDER_LIST_REFRESH_MS = 20_000;

/** Lot and tick size, leverage offered, fees, hours and whether it can be traded here. */
export function useTradeTerms(instrument: Instrument | null) {
  const api = useApi();
  return useQuery({
    queryKey: instrument ? tradeKeys.terms(instrument) : ['tradeTerms', 'none'],
    queryFn: instrument
      ? ({ signal }) => api.call('tradeTerms', { stockCode: instrument.code, market: instrument.market }, { signal })
      : skipToken,
  });
}

/** Equity, margin and margin level of one trading account. */
export function useTradingAccount(account: TradingAccount, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: tradeKeys.account(account),
    queryFn: ({ signal }) => api.call('tradingAccount', { account }, { signal }),
    enabled,
    refetchInterval: ORDER_LIST_REFRESH_MS,
  });
}

/** The largest quantities half and all of the orderable funds buy, at the live price or the limit price. */
export function useHalfOrFullNum(instrument: Instrument, direction: Direction, leverage: number, price?: string) {
  const api = useApi();
  return useQuery({
    queryKey: tradeKeys.halfOrFull(instrument, direction, leverage, price),
    queryFn: ({ signal }) =>
      api.call(
        'halfOrFullNum',
        { stockCode: instrument.code, market: instrument.market, direction, leverage, price },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

const listOptions = { refetchInterval: ORDER_LIST_REFRESH_MS };

/** Open positions in one trading account, newest first (Holding, under the account's figures). */
export function usePositions(account: TradingAccount) {
  const api = useApi();
  return usePagedQuery(
    tradeKeys.positionsOf(account),
    (pageNo, pageSize, signal) => api.call('positions', { account, pageNo, pageSize }, { signal }),
    listOptions,
  );
}

/** Closes of positions, newest first (Closing). */
export function useClosedPositions() {
  const api = useApi();
  return usePagedQuery(
    tradeKeys.closed(),
    (pageNo, pageSize, signal) => api.call('closedPositions', { pageNo, pageSize }, { signal }),
    listOptions,
  );
}

/** Resting limit orders, newest first (Entrusted). */
export function useEntrustedOrders() {
  const api = useApi();
  return usePagedQuery(
    tradeKeys.entrusted(),
    (pageNo, pageSize, signal) => api.call('entrustedOrders', { pageNo, pageSize }, { signal }),
    listOptions,
  );
}

/** Every fill, newest first: opens (0) or closes (1). */
export function useTradeRecords(type: 0 | 1) {
  const api = useApi();
  return usePagedQuery(tradeKeys.records(type), (pageNo, pageSize, signal) =>
    api.call('tradeRecords', { type, timeZone: deviceTimeZone(), pageNo, pageSize }, { signal }),
  );
}
