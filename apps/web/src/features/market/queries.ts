import type { US_LIST_MARKETS } from '@bourse/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';

/** US list filters: 0 all, 1 NASDAQ, 2 NYSE, 3 AMEX. */
export type UsExchange = keyof typeof US_LIST_MARKETS;
export type ListSort = 'f2' | 'f3' | 'f4' | 'f5' | 'f6';
export type ListOrder = 'asc' | 'desc';
export interface ListOrdering {
  sort: ListSort;
  order: ListOrder;
}

export const marketKeys = {
  all: ['market'] as const,
  topIndex: (type: 0 | 1 | 2) => [...marketKeys.all, 'topIndex', type] as const,
  globalIndex: () => [...marketKeys.all, 'globalIndex'] as const,
  usTop: (ordering: ListOrdering, size: number) => [...marketKeys.all, 'usTop', ordering, size] as const,
  usList: (market: UsExchange, ordering: ListOrdering) => [...marketKeys.all, 'usList', market, ordering] as const,
  hkTopIndex: () => [...marketKeys.all, 'hkTopIndex'] as const,
  hkList: (ordering: ListOrdering) => [...marketKeys.all, 'hkList', ordering] as const,
  idTopIndex: () => [...marketKeys.all, 'idTopIndex'] as const,
  idList: (ordering: ListOrdering) => [...marketKeys.all, 'idList', ordering] as const,
  ipoList: () => [...marketKeys.all, 'ipoList'] as const,
  blockList: () => [...marketKeys.all, 'blockList'] as const,
};

export function useTopIndex(type: 0 | 1 | 2) {
  const api = useApi();
  return useQuery({
    queryKey: marketKeys.topIndex(type),
    queryFn: ({ signal }) => api.call('topIndex', { type }, { signal }),
  });
}

export function useGlobalIndex() {
  const api = useApi();
  return useQuery({
    queryKey: marketKeys.globalIndex(),
    queryFn: ({ signal }) => api.call('globalIndex', {}, { signal }),
  });
}

/** The first US stocks of a ranking (the Preview grid: the day's top gainers). */
export function useUsTop(ordering: ListOrdering, size: number) {
  const api = useApi();
  return useQuery({
    queryKey: marketKeys.usTop(ordering, size),
    queryFn: ({ signal }) => api.call('usStockList', { market: 0, ...ordering, pageNo: 1, pageSize: size }, { signal }),
  });
}

export function useHkTopIndex() {
  const api = useApi();
  return useQuery({
    queryKey: marketKeys.hkTopIndex(),
    queryFn: ({ signal }) => api.call('hkTopIndex', {}, { signal }),
  });
}

export function useIdTopIndex() {
  const api = useApi();
  return useQuery({
    queryKey: marketKeys.idTopIndex(),
    queryFn: ({ signal }) => api.call('idTopIndex', {}, { signal }),
  });
}

export function useUsStockList(market: UsExchange, ordering: ListOrdering) {
  const api = useApi();
  return usePagedQuery(marketKeys.usList(market, ordering), (pageNo, pageSize, signal) =>
    api.call('usStockList', { market, ...ordering, pageNo, pageSize }, { signal }),
  );
}

export function useHkStockList(ordering: ListOrdering) {
  const api = useApi();
  return usePagedQuery(marketKeys.hkList(ordering), (pageNo, pageSize, signal) =>
    api.call('hkStockList', { ...ordering, pageNo, pageSize }, { signal }),
  );
}

export function useIdStockList(ordering: ListOrdering) {
  const api = useApi();
  return usePagedQuery(marketKeys.idList(ordering), (pageNo, pageSize, signal) =>
    api.call('idStockList', { ...ordering, pageNo, pageSize }, { signal }),
  );
}

export function useIpoList() {
  const api = useApi();
  return usePagedQuery(marketKeys.ipoList(), (pageNo, pageSize, signal) =>
    api.call('ipoList', { pageNo, pageSize }, { signal }),
  );
}

export function useBlockTradeList() {
  const api = useApi();
  return usePagedQuery(marketKeys.blockList(), (pageNo, pageSize, signal) =>
    api.call('blockTradeList', { pageNo, pageSize }, { signal }),
  );
}
