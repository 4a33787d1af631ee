import { MAX_PAGE_SIZE, type Market, type TradingAccount } from '@bourse/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { USER_SCOPE } from '../../api/query-defaults';
import { deviceTimeZone } from '../../lib/date-time';
import type { Direction } from '../../lib/payment-ref';
import { useSession } from '../../session/useSession';

/** docs/product.md §4 and §9: the Order lists refresh themselves every 20 seconds. */
export const ORDER_LIST_REFRESH_MS = 20_000;

interface Instrument {
  code: string;
  market: Market;
}

export const tradeKeys = {
  all: [USER_SCOPE, 'trade'] as const,
  account: (account: TradingAccount) => [...tradeKeys.all, 'account', account] as const,
  positions: () => [...tradeKeys.all, 'positions'] as const,
  positionsIn: (i: Instrument) => [...tradeKeys.positions(), 'in', i.market, i.code] as const,
  closed: () => [...tradeKeys.all, 'closed'] as const,
  entrusted: () => [...tradeKeys.all, 'entrusted'] as const,
  records: (type: 0 | 1) => [...tradeKeys.all, 'records', type] as const,
  halfOrFull: (i: Instrument, direction: Direction, leverage: number, price: string | undefined) =>
    [...tradeKeys.all, 'halfOrFull', i.market, i.code, direction, leverage, price ?? 'live'] as const,
  /** Terms are the same for everyone (not user data), and the market's hours change them. */
  terms: (i: Instrument) => ['tradeTerms', i.market, i.code] as const,
};

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

/** Open positions in every account, newest first (Holding). */
export function usePositions() {
  const api = useApi();
  return usePagedQuery(
    tradeKeys.positions(),
    (pageNo, pageSize, signal) => api.call('positions', { pageNo, pageSize }, { signal }),
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

/**
 * The caller's open positions in one instrument (the close screen, the quote chart's lines): the first 100, which
 * is every one a person holds in practice. Filtered here as well, so the answer is right whatever the server does.
 */
export function usePositionsIn(instrument: Instrument | null) {
  const api = useApi();
  const { token } = useSession();
  return useQuery({
    queryKey: instrument ? tradeKeys.positionsIn(instrument) : [...tradeKeys.positions(), 'none'],
    queryFn:
      instrument && token
        ? async ({ signal }) => {
            const page = await api.call(
              'positions',
              { stockCode: instrument.code, market: instrument.market, pageNo: 1, pageSize: MAX_PAGE_SIZE },
              { signal },
            );
            return page.data.filter((p) => p.stockCode === instrument.code && p.market === instrument.market);
          }
        : skipToken,
  });
}
