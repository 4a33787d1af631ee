import { useSyncExternalStore } from 'react';
import type { QuoteRef } from '../../lib/quote-ref';
import { searchHistory } from './search-history';

export function useSearchHistory(): QuoteRef[] {
  return useSyncExternalStore(searchHistory.subscribe, searchHistory.get, searchHistory.get);
}
