import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PushProvider } from '../api/PushProvider';
import type { PushClient } from '../api/push-client';
import { USER_SCOPE } from '../api/query-defaults';
import { useCurrentUser } from '../features/account';
import { i18n } from '../i18n';
import { STORAGE_PREFIX, StorageKey, storage } from '../lib/storage';
import { inOwnTask } from '../lib/tasks';
import { sessionStore } from '../session/session-store';
import { useLanguage } from '../settings/useLanguage';
import { useSession } from '../session/useSession';
import { PrivateEventListeners } from './screens';

/** Drops the user's cached data when the session ends, and follows logins and logouts in other tabs. */
function SessionSync({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    const unsubscribe = sessionStore.subscribe(() => {
      if (sessionStore.getToken() === null) queryClient.removeQueries({ queryKey: [USER_SCOPE] });
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) sessionStore.reload();
    };
    // Chromium takes milliseconds to add a first 'storage' listener: in a task of its own, not the first screen's
    // effects' (lib/tasks.ts). A login or logout by another tab meanwhile is read when it is added.
    const stopListening = inOwnTask(() => {
      window.addEventListener('storage', onStorage);
      if (storage.get(StorageKey.token) !== sessionStore.getToken()) sessionStore.reload();
      return () => window.removeEventListener('storage', onStorage);
    });
    return () => {
      unsubscribe();
      stopListening();
    };
  }, [queryClient]);
  return null;
}

/**
 * A private event published before the socket was authenticated (the page was loading, the connection was lost) never
 * reaches this tab, and what it would have refreshed stays stale: a message's badge, a fill, a deposit's result. So once
 * the server says the private stream is live, the user's data on screen is fetched again. A fetch still under way then
 * is asked again too: the server may have read before the event it missed.
 */
function PrivateStreamResync({ queryClient, push }: { queryClient: QueryClient; push: PushClient }) {
  useEffect(
    () =>
      push.onAuthenticated(() => {
        // Cancelled first: a refetch alone keeps a first fetch under way (a query with no data yet) and its answer.
        const scope = { queryKey: [USER_SCOPE] };
        void queryClient.cancelQueries(scope).then(() => queryClient.invalidateQueries(scope));
      }),
    [queryClient, push],
  );
  return null;
}

/** docs/product.md §4: user info loads at start when a token exists. */
function UserInfoLoader() {
  useCurrentUser();
  return null;
}

/** The listeners for the user's private /push events, while someone is logged in. */
function LoggedInListeners() {
  const { token } = useSession();
  if (token === null) return null;
  return (
    <Suspense fallback={null}>
      <PrivateEventListeners />
    </Suspense>
  );
}

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The one /push connection, writing ticks into `queryClient`. */
  push: PushClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, push, children }: AppProvidersProps) {
  const { antdLocale } = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale}>
        <QueryClientProvider client={queryClient}>
          <SessionSync queryClient={queryClient} />
          <PrivateStreamResync queryClient={queryClient} push={push} />
          <UserInfoLoader />
          <PushProvider client={push}>
            <LoggedInListeners />
            {children}
          </PushProvider>
        </QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
