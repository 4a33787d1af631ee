import { useSyncExternalStore } from 'react';
import type { QuoteRef } from '../quote/open-quote';
import { searchHistory } from './search-history';

export function useSearchHistory(): QuoteRef[] {
  return useSyncExternalStore(searchHistory.subscribe, searchHistory.get);
}
