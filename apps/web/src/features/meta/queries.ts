import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { StaleTime } from '../../api/query-defaults';

export const metaKeys = {
  all: ['meta'] as const,
  appVersion: () => [...metaKeys.all, 'appVersion'] as const,
};

/** The app's facts change with a release. */
const META_STALE_TIME = StaleTime.long;

/** The published app version (docs/product.md §7). */
export function useAppVersion() {
  const api = useApi();
  return useQuery({
    queryKey: metaKeys.appVersion(),
    queryFn: ({ signal }) => api.call('appVersion', {}, { signal }),
    staleTime: META_STALE_TIME,
  });
}
