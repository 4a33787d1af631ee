import type { Quote } from '@bourse/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LiveQuote, mergeLive, quoteKeys } from './live-quotes';
import { usePushClient } from './PushProvider';
import { StaleTime } from './query-defaults';

/** Keeps the /push channels subscribed while the component shows them. */
export function usePushQuotes(channels: readonly string[]): void {
  const push = usePushClient();
  const key = channels.join(',');
  useEffect(() => {
    if (!key) return;
    return push.subscribe(key.split(','));
  }, [push, key]);
}

/** The newest tick of one channel, from the query cache (undefined until one arrives). */
export function useLiveTick(channel: string | undefined): LiveQuote | undefined {
  const { data } = useQuery<LiveQuote>({
    queryKey: quoteKeys.live(channel ?? ''),
    queryFn: skipToken,
    // Only the socket writes these entries; nothing fetches them.
    staleTime: StaleTime.never,
    enabled: channel !== undefined,
  });
  return channel === undefined ? undefined : data;
}

/** A quote kept live: subscribes to its channel and lays the newest tick over it. */
export function useLiveQuote<T extends Quote>(quote: T): T;
export function useLiveQuote<T extends Quote>(quote: T | undefined): T | undefined;
export function useLiveQuote<T extends Quote>(quote: T | undefined): T | undefined {
  const channel = quote?.channel;
  usePushQuotes(channel ? [channel] : []);
  const live = useLiveTick(channel);
  return quote && mergeLive(quote, live);
}
