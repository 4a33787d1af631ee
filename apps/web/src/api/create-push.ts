import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';
import { writeLiveQuotes } from './live-quotes';
import { PushClient, type PushSocketFactory } from './push-client';

/** The /push address on the API's origin (the page's own unless VITE_API_BASE names another). */
export function pushUrl(base: string = import.meta.env.VITE_API_BASE ?? ''): string {
  const origin = base ? new URL(base, window.location.href) : new URL(window.location.href);
  const protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${origin.host}/push`;
}

/** The app's push connection, writing ticks into this query cache. */
export function createPush(
  queryClient: QueryClient,
  createSocket: PushSocketFactory = (url) => new WebSocket(url),
  url: string = pushUrl(),
): PushClient {
  return new PushClient({
    url,
    createSocket,
    getToken: sessionStore.getToken,
    onQuotes: (batch) => writeLiveQuotes(queryClient, batch),
    privateEvents: { load: () => import('./private-events').then((m) => m.parsePrivateEvent) },
  });
}
