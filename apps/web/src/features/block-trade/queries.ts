import type { Market } from '@bourse/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';

interface Instrument {
  code: string;
  market: Market;
}

export const blockTradeKeys = {
  /** The block-trade row and the minimum are the same for everyone (not user data). */
  quote: (i: Instrument) => ['blockTradeQuote', i.market, i.code] as const,
  minimum: (i: Instrument) => ['blockTradeMinimum', i.market, i.code] as const,
};

/** One instrument's block-trade row: live price, block price, discount and minimum. */
export function useBlockQuote(instrument: Instrument | null) {
  const api = useApi();
  return useQuery({
    queryKey: instrument ? blockTradeKeys.quote(instrument) : ['blockTradeQuote', 'none'],
    queryFn: instrument
      ? ({ signal }) =>
          api.call('blockTradeQuote', { stockCode: instrument.code, market: instrument.market }, { signal })
      : skipToken,
  });
}

/** The smallest block order, as the server states it (docs/product.md §9: a block trade reads its minimum). */
export function useBlockMinimum(instrument: Instrument | null) {
  const api = useApi();
  return useQuery({
    queryKey: instrument ? blockTradeKeys.minimum(instrument) : ['blockTradeMinimum', 'none'],
    queryFn: instrument
      ? ({ signal }) =>
          api.call('minCount', { stockCode: instrument.code, market: instrument.market, source: 'BLOCK' }, { signal })
      : skipToken,
  });
}
