import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { USER_SCOPE } from '../../api/query-defaults';

export const referralKeys = {
  all: [USER_SCOPE, 'referral'] as const,
  shareInfo: () => [...referralKeys.all, 'share-info'] as const,
};

/** The caller's invite code and how many accounts signed up with it. */
export function useShareInfo() {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.shareInfo(),
    queryFn: ({ signal }) => api.call('shareInfo', {}, { signal }),
  });
}
