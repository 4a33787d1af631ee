import type { User } from '@bourse/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../api/ApiProvider';
import { USER_SCOPE } from '../../api/query-defaults';
import { sessionStore } from '../../session/session-store';
import { useSession } from '../../session/useSession';

export const accountKeys = {
  all: [USER_SCOPE, 'account'] as const,
  userInfo: () => [...accountKeys.all, 'userInfo'] as const,
};

/**
 * The logged-in user, or null when logged out. Starts from the stored user and reloads it from the server
 * whenever a token exists (docs/product.md §4: user info loads at start); the fresh copy is stored again.
 */
export function useCurrentUser(): { user: User | null; loggedIn: boolean } {
  const api = useApi();
  const { token, user: storedUser } = useSession();
  const loggedIn = token !== null;
  const { data } = useQuery({
    queryKey: accountKeys.userInfo(),
    queryFn: ({ signal }) => api.call('userInfo', {}, { signal }),
    enabled: loggedIn,
    initialData: storedUser ?? undefined,
    initialDataUpdatedAt: 0,
  });

  useEffect(() => {
    if (data && loggedIn) sessionStore.setUser(data);
  }, [data, loggedIn]);

  return { user: loggedIn ? (data ?? storedUser) : null, loggedIn };
}
