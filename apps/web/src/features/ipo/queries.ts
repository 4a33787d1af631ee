import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { USER_SCOPE } from '../../api/query-defaults';

/** docs/product.md §4 and §9: the Order lists refresh themselves every 20 seconds. */
const LIST_REFRESH_MS = 20_000;

export const ipoKeys = {
  all: [USER_SCOPE, 'ipo'] as const,
  list: () => [...ipoKeys.all, 'list'] as const,
  one: (code: string) => [...ipoKeys.all, 'one', code] as const,
  fullNum: (code: string) => [...ipoKeys.all, 'fullNum', code] as const,
};

/** The user's subscriptions, newest first (the Order screen's IPO segment, My's IPO tab). */
export function useIpoSubscriptions() {
  const api = useApi();
  return usePagedQuery(
    ipoKeys.list(),
    (pageNo, pageSize, signal) => api.call('ipoSubscriptions', { pageNo, pageSize }, { signal }),
    { refetchInterval: LIST_REFRESH_MS },
  );
}

/** The user's live subscription to one offering, or null. */
export function useIpoSubscription(code: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ipoKeys.one(code ?? ''),
    queryFn: code ? ({ signal }) => api.call('ipoSubscription', { stockCode: code }, { signal }) : skipToken,
  });
}

/** The offering's terms and the most shares the IPO account covers. */
export function useIpoFullNum(code: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ipoKeys.fullNum(code ?? ''),
    queryFn: code ? ({ signal }) => api.call('ipoFullNum', { stockCode: code }, { signal }) : skipToken,
  });
}
