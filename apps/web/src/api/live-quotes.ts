import type { Quote } from '@bourse/contract';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { QuoteBatch } from './push-client';

/** What a push tick may carry: any of a quote's fields (the server sends the whole quote). */
export type LiveQuote = Partial<Quote>;

type LiveQuoteCheck = {
  safeParse(data: unknown): { success: true; data: LiveQuote } | { success: false };
};

/**
 * The check of a tick (the contract's quote, any of its fields), loaded with the market contract on the first tick,
 * or earlier by the first market call: it is not part of the first load. Ticks that come while it loads are kept (the
 * newest per channel) and written once it has.
 */
let liveQuoteCheck: LiveQuoteCheck | null = null;
let loadingCheck: Promise<LiveQuoteCheck> | null = null;
const waiting = new Map<QueryClient, Map<string, unknown>>();

export function loadLiveQuoteCheck(): Promise<LiveQuoteCheck> {
  loadingCheck ??= import('@bourse/contract/market').then(
    (m) => (liveQuoteCheck = m.quoteSchema().partial()),
    (error: unknown) => {
      loadingCheck = null;
      throw error;
    },
  );
  return loadingCheck;
}

/** Live ticks live in the query cache (docs/design.md §7), one entry per /push channel. */
export const quoteKeys = {
  all: ['quote'] as const,
  live: (channel: string) => [...quoteKeys.all, 'live', channel] as const,
};

/** Writes one frame's coalesced ticks into the cache; each row observing a channel re-renders, nothing else. */
export function writeLiveQuotes(queryClient: QueryClient, batch: QuoteBatch): void {
  const check = liveQuoteCheck;
  if (!check) {
    const kept = waiting.get(queryClient) ?? new Map<string, unknown>();
    waiting.set(queryClient, kept);
    for (const [channel, data] of batch) kept.set(channel, { ...(kept.get(channel) as object), ...(data as object) });
    loadLiveQuoteCheck().then(
      () => {
        const ready = waiting.get(queryClient);
        waiting.delete(queryClient);
        if (ready?.size) writeLiveQuotes(queryClient, ready);
      },
      () => waiting.delete(queryClient),
    );
    return;
  }
  notifyInThisFrame(() => {
    for (const [channel, data] of batch) {
      const parsed = check.safeParse(data);
      if (!parsed.success) continue;
      queryClient.setQueryData<LiveQuote>(quoteKeys.live(channel), (previous) => ({ ...previous, ...parsed.data }));
    }
  });
}

/**
 * Runs cache writes whose observers are told in a microtask, so the rows render in the animation frame that wrote
 * the ticks and are painted with it. TanStack tells observers in a setTimeout(0), which runs after this frame's paint
 * (a frame later); that default stays for every other write, since a screen may rely on a mutation's callbacks
 * running before the re-render its cache writes cause.
 */
function notifyInThisFrame(write: () => void): void {
  notifyManager.setScheduler(queueMicrotask);
  try {
    notifyManager.batch(write);
  } finally {
    notifyManager.setScheduler((notify) => setTimeout(notify, 0));
  }
}

/** A listed quote with the newest tick laid over it (a tick older than the list's own copy is ignored). */
export function mergeLive<T extends Quote>(quote: T, live: LiveQuote | undefined): T {
  if (!live || (live.t !== undefined && live.t < quote.t)) return quote;
  return { ...quote, ...live };
}
