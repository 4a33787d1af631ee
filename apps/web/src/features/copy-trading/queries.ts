import type { FollowStatus } from '@bourse/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { USER_SCOPE } from '../../api/query-defaults';

export const copyTradingKeys = {
  all: [USER_SCOPE, 'copy-trading'] as const,
  institutions: () => [...copyTradingKeys.all, 'institutions'] as const,
  institution: (id: number) => [...copyTradingKeys.all, 'institution', id] as const,
  orders: (status?: FollowStatus) => [...copyTradingKeys.all, 'orders', status ?? 'all'] as const,
};

/** Institutions' equity moves with the market: the list is fetched again every minute while it is open. */
const REFRESH_MS = 60_000;

export function useInstitutions() {
  const api = useApi();
  return useQuery({
    queryKey: copyTradingKeys.institutions(),
    queryFn: ({ signal }) => api.call('institutionList', {}, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function useInstitution(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: copyTradingKeys.institution(id),
    queryFn: ({ signal }) => api.call('institutionDetail', { id }, { signal }),
    enabled: id > 0,
    refetchInterval: REFRESH_MS,
  });
}

export function useFollowOrders(status?: FollowStatus) {
  const api = useApi();
  return usePagedQuery(copyTradingKeys.orders(status), (pageNo, pageSize, signal) =>
    api.call('followList', { pageNo, pageSize, ...(status ? { status } : {}) }, { signal }),
  );
}
