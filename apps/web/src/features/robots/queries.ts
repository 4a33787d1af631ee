import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { StaleTime, USER_SCOPE } from '../../api/query-defaults';

export const robotKeys = {
  all: [USER_SCOPE, 'robots'] as const,
  list: () => [...robotKeys.all, 'list'] as const,
  detail: (id: number) => [...robotKeys.all, 'detail', id] as const,
  rentals: () => [...robotKeys.all, 'rentals'] as const,
  rental: (id: number) => [...robotKeys.all, 'rental', id] as const,
};

/** How often a rental's record is read again while open: the robot trades on its own, every few seconds at most. */
const RENTAL_REFRESH_MS = 10_000;

/** The robots with their stated rules and backtests (the backtest changes once a trading day). */
export function useRobots() {
  const api = useApi();
  return useQuery({
    queryKey: robotKeys.list(),
    queryFn: ({ signal }) => api.call('robotList', {}, { signal }),
    staleTime: StaleTime.long,
  });
}

export function useRobot(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: robotKeys.detail(id),
    queryFn: ({ signal }) => api.call('robotDetail', { id }, { signal }),
    enabled: id > 0,
    staleTime: StaleTime.long,
  });
}

/** The purchase history, newest first. */
export function useRentals() {
  const api = useApi();
  return usePagedQuery(robotKeys.rentals(), (pageNo, pageSize, signal) =>
    api.call('robotOrderList', { pageNo, pageSize }, { signal }),
  );
}

/** One rental with its trades, read again every few seconds while it is not settled. */
export function useRental(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: robotKeys.rental(id),
    queryFn: ({ signal }) => api.call('robotOrderDetail', { id }, { signal }),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.settleTimeTimestamp === null ? RENTAL_REFRESH_MS : false),
  });
}
