import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { USER_SCOPE } from '../../api/query-defaults';
import { useSession } from '../../session/useSession';

export const watchlistKeys = {
  all: [USER_SCOPE, 'watchlist'] as const,
  rows: () => [...watchlistKeys.all, 'rows'] as const,
};

/** The logged-in user's watchlist as the raw rows of docs/product.md §3 (f12 code, f14 name, f2 price, f3 ratio, f4 change, f5 volume). */
export function useWatchlistRows() {
  const api = useApi();
  const { token } = useSession();
  return useQuery({
    queryKey: watchlistKeys.rows(),
    queryFn: ({ signal }) => api.call('watchlistRows', {}, { signal }),
    enabled: token !== null,
  });
}
