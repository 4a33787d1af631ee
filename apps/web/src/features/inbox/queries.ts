import { INBOX_PUSH_TYPE } from '@bourse/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { USER_SCOPE } from '../../api/query-defaults';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { useSession } from '../../session/useSession';

export type InboxFilter = 'all' | 'unread';

export const inboxKeys = {
  all: [USER_SCOPE, 'inbox'] as const,
  list: (filter: InboxFilter) => [...inboxKeys.all, 'list', filter] as const,
  unread: () => [...inboxKeys.all, 'unread'] as const,
  emailCopy: () => [...inboxKeys.all, 'emailCopy'] as const,
};

/** Whether each new message is also emailed to the user (off unless they turned it on). */
export function useEmailCopy() {
  const api = useApi();
  return useQuery({
    queryKey: inboxKeys.emailCopy(),
    queryFn: ({ signal }) => api.call('messageEmailCopy', {}, { signal }),
  });
}

/** The inbox, newest first, 15 a page; `unread` shows only the messages not yet opened. */
export function useInboxList(filter: InboxFilter) {
  const api = useApi();
  return usePagedQuery(inboxKeys.list(filter), (pageNo, pageSize, signal) =>
    api.call(
      'messagePageList',
      { pageNo, pageSize, ...(filter === 'unread' ? { isRead: 0 as const } : {}) },
      { signal },
    ),
  );
}

/**
 * How many messages are unread (0 for a visitor), kept live: a new message's private /push event fetches the inbox
 * again wherever it shows.
 */
export function useUnreadCount(): number {
  const api = useApi();
  const queryClient = useQueryClient();
  const { token } = useSession();
  usePrivateEvent(INBOX_PUSH_TYPE, () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }));
  const query = useQuery({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => api.call('messageUnreadCount', {}, { signal }),
    enabled: token !== null,
  });
  return token === null ? 0 : (query.data?.unread ?? 0);
}

/** A badge's text: the count, "99+" past 99, nothing at 0. */
export const badgeText = (unread: number) => (unread <= 0 ? null : unread > 99 ? '99+' : String(unread));
