import { MARKETS, SOURCES } from '@bourse/contract';
import type { QuoteRef } from '../../lib/quote-ref';
import { StorageKey, storage } from '../../lib/storage';

/** At most this many instruments are remembered. */
export const SEARCH_HISTORY_MAX = 20;

const isRef = (value: unknown): value is QuoteRef => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.name === 'string' &&
    SOURCES.some((s) => s === v.source) &&
    MARKETS.some((m) => m === v.market)
  );
};

function read(): QuoteRef[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(StorageKey.searchHistory) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRef).slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

let entries: QuoteRef[] = read();
const listeners = new Set<() => void>();

function publish(next: QuoteRef[]): void {
  entries = next;
  if (next.length === 0) storage.remove(StorageKey.searchHistory);
  else storage.set(StorageKey.searchHistory, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** Instruments opened from search, kept on the device under `bourse_search_history`: newest first, at most 20. */
export const searchHistory = {
  get: (): QuoteRef[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Puts the instrument first (once), dropping the oldest past the limit. */
  add(ref: QuoteRef): void {
    const rest = entries.filter((e) => !(e.code === ref.code && e.market === ref.market));
    publish([ref, ...rest].slice(0, SEARCH_HISTORY_MAX));
  },
  clear(): void {
    publish([]);
  },
  /** Re-reads storage (tests). */
  reload(): void {
    entries = read();
  },
};
