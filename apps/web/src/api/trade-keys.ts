import { MAX_PAGE_SIZE, type Market, type TradingAccount } from '@bourse/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { Direction } from '../lib/payment-ref';
import { useSession } from '../session/useSession';
import { useApi } from './ApiProvider';
import { USER_SCOPE } from './query-defaults';

/**
 * Query keys of the trading data, and the query of the caller's positions in one instrument. The trade feature reads
 * and invalidates them; the quote screen draws the positions in its instrument on its chart, so they sit below both
 * features (a quote page then loads without the order screens).
 */
export interface Instrument {
  code: string;
  market: Market;
}

export const tradeKeys = {
  all: [USER_SCOPE, 'trade'] as const,
  account: (account: TradingAccount) => [...tradeKeys.all, 'account', account] as const,
  positions: () => [...tradeKeys.all, 'positions'] as const,
  positionsOf: (account: TradingAccount) => [...tradeKeys.positions(), 'of', account] as const,
  positionsIn: (i: Instrument) => [...tradeKeys.positions(), 'in', i.market, i.code] as const,
  closed: () => [...tradeKeys.all, 'closed'] as const,
  entrusted: () => [...tradeKeys.all, 'entrusted'] as const,
  records: (type: 0 | 1) => [...tradeKeys.all, 'records', type] as const,
  halfOrFull: (i: Instrument, direction: Direction, leverage: number, price: string | undefined) =>
    [...tradeKeys.all, 'halfOrFull', i.market, i.code, direction, leverage, price ?? 'live'] as const,
  /** Terms are the same for everyone (not user data), and the market's hours change them. */
  terms: (i: Instrument) => ['tradeTerms', i.market, i.code] as const,
};

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
